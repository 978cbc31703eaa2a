/**
 * What the playground's side panels show, computed from wire data only, the way a server or an integrator would
 * see it: issues per block, summaries, and how each invalid example of a plugin fares. Pure functions, no React.
 *
 * @example
 * const wire = store.serialize();
 * blockIssues(registry, 'effect', wire, ctx) // [{ path: '/0/text', code: 'required', ... }]
 */
import {
  type AnyPlugin,
  type Issue,
  type PluginContext,
  prefixIssues,
  type Registry,
} from '../../engine/core/index.ts';

/**
 * Issues of every block of a wire list, paths pointing into the list (`/0/text`), as the registry's
 * `validateBlock` reports them for each block.
 *
 * @example blockIssues(registry, 'effect', [{ type: 1, text: '', delay_type: 0 }], ctx)[0].path // '/0/text'
 */
export function blockIssues(
  registry: Registry,
  kind: string,
  wire: readonly unknown[],
  ctx: PluginContext,
): Issue[] {
  return wire.flatMap((block, index) => prefixIssues(registry.validateBlock(kind, block, ctx), `/${index}`));
}

// The summaries panel's lines come from the engine (the 保存履歴 panel draws the same lines).
export { type BlockSummary, blockSummaries } from '../../engine/core/index.ts';

/** How one invalid example of a plugin fares against the registry. */
export interface InvalidExampleResult {
  data: unknown;
  expect: string;
  path?: string;
  note?: string;
  issues: Issue[];
  /** An issue with the expected code (at the expected path, when the example names one) was reported. */
  matches: boolean;
}

/**
 * Validates each invalid example of a plugin and says whether the expected code came out.
 *
 * @example invalidExampleResults(registry, textEffect, ctx).every((r) => r.matches) // true
 */
export function invalidExampleResults(
  registry: Registry,
  plugin: AnyPlugin,
  ctx: PluginContext,
): InvalidExampleResult[] {
  return plugin.examples.invalid.map((example) => {
    const issues = registry.validateBlock(plugin.kind, example.data, ctx);
    const matches = issues.some(
      (issue) => issue.code === example.expect && (example.path === undefined || issue.path === example.path),
    );
    return { ...example, issues, matches };
  });
}

/** Pretty JSON for a <pre>; never throws (cycles cannot come from wire data, but a plugin bug could). */
export function prettyJson(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? String(value);
  } catch {
    return String(value);
  }
}

/** Every ability any registered plugin asks for, so the demo account is offered every plugin. */
export function registryAbilities(registry: Registry): string[] {
  return [...new Set(registry.plugins().flatMap((plugin) => (plugin.ability ? [plugin.ability] : [])))];
}

/** The playground's address of a plugin, `kind:type`, as used in `?plugin=`. */
export function pluginId(plugin: Pick<AnyPlugin, 'kind' | 'type'>): string {
  return `${plugin.kind}:${plugin.type}`;
}

/** The plugin named by a `kind:type` id, if registered. @example findPlugin(registry, 'effect:13') */
export function findPlugin(registry: Registry, id: string | null): AnyPlugin | undefined {
  if (!id) return undefined;
  const at = id.lastIndexOf(':');
  if (at <= 0) return undefined;
  const type = Number(id.slice(at + 1));
  return Number.isInteger(type) ? registry.get(id.slice(0, at), type) : undefined;
}
