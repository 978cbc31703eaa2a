/**
 * The condition plugins of a loaded plugins/conditions/index.ts, whatever its exports are called: every
 * exported array's `kind: 'condition'` plugins, once each. Shared by the Node side and the pages.
 *
 * @example conditionPlugins(await import('../../plugins/conditions/index.ts')).length
 */
import type { AnyPlugin } from '../../engine/core/index.ts';

export function conditionPlugins(module: Record<string, unknown>): AnyPlugin[] {
  const plugins = Object.values(module)
    .filter(Array.isArray)
    .flat()
    .filter((value): value is AnyPlugin => (value as AnyPlugin | null)?.kind === 'condition');
  return [...new Set(plugins)];
}
