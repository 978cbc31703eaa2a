import { pathToFileURL } from 'node:url';
import type { AnyPlugin, Registry } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';

/**
 * The registry the contract and property suites run over, and the plugins they check: every built-in plugin;
 * or, for the authoring check (tests/authoring), the registry of a copy of plugins/ named by PLUGIN_SUITE_ROOT
 * (its plugins/index.ts), limited to the `kind:type` ids of PLUGIN_SUITE_ONLY (comma-separated).
 *
 * @example const { registry, plugins } = await suiteRegistry();
 */
export async function suiteRegistry(): Promise<{ registry: Registry; plugins: readonly AnyPlugin[] }> {
  const root = process.env.PLUGIN_SUITE_ROOT;
  const registry: Registry = root
    ? (await import(pathToFileURL(`${root}/plugins/index.ts`).href)).createBuiltInRegistry()
    : createBuiltInRegistry();
  const only = process.env.PLUGIN_SUITE_ONLY?.split(',').filter(Boolean);
  const plugins = registry
    .plugins()
    .filter((plugin) => !only || only.includes(`${plugin.kind}:${plugin.type}`));
  if (only && plugins.length !== only.length) {
    throw new Error(
      `PLUGIN_SUITE_ONLY names ${only.join(', ')}; the registry has ${plugins.length} of them.`,
    );
  }
  return { registry, plugins };
}
