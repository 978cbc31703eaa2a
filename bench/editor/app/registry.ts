/**
 * The registry the bench pages use: the built-in plugins, plus the condition plugins when
 * plugins/conditions/index.ts exists and the built-in set does not register them yet (they are being written
 * while this benchmark is). Run-time ajv, as in development: the pages validate only after the measured keys.
 *
 * @example const registry = benchRegistry(); registry.plugins('effect').length
 */
import type { Registry } from '../../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { conditionPlugins } from '../conditions.ts';

// A glob matches nothing (an empty object) while the file does not exist, so the page builds either way.
const conditionModules = import.meta.glob<Record<string, unknown>>('../../../plugins/conditions/index.ts', {
  eager: true,
});

/** The built-in registry with the condition plugins registered when they exist. */
export function benchRegistry(): Registry {
  const registry = createBuiltInRegistry({ verify: false });
  if (registry.plugins('condition').length > 0) return registry;
  for (const module of Object.values(conditionModules)) {
    for (const plugin of conditionPlugins(module)) registry.register(plugin);
  }
  return registry;
}
