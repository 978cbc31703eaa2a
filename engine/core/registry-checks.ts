import type { AnyPlugin } from './plugin.ts';
import type { Registry } from './registry.ts';

/**
 * The checks a plugin must pass to register. Each failure throws a message that names the plugin and the fix.
 * `verify` adds the checks that validate data (defaults and examples); the structural ones always run.
 */
export function checkPlugin(registry: Registry, plugin: AnyPlugin, verify: boolean): void {
  const name = `Plugin ${plugin.kind}/${plugin.type} '${plugin.key}'`;
  if (!Number.isInteger(plugin.version) || plugin.version < 1) {
    throw new Error(`${name}: version must be an integer from 1 (got ${plugin.version}).`);
  }
  for (let version = 2; version <= plugin.version; version++) {
    if (typeof plugin.migrations[version] !== 'function') {
      throw new Error(
        `${name} is at version ${plugin.version} but has no migration to version ${version}. ` +
          `Add migrations: { ${version}: (old) => ({ ...old /* fields of version ${version} */ }) }.`,
      );
    }
  }
  const codes = new Set<string>([
    ...(plugin.rules ?? []).map((rule) => rule.code),
    ...(plugin.placement ?? []).map((rule) => rule.code),
    ...plugin.examples.invalid.map((example) => example.expect),
  ]);
  for (const code of codes) {
    if (registry.catalogue.ja[code] === undefined) {
      throw new Error(
        `${name} uses message code '${code}' that has no Japanese text. ` +
          `Add messages: { ${code}: { ja: '…', en: '…' } } to the plugin, or use a code of the catalogue.`,
      );
    }
  }
  if (!verify) return;

  const defaults = plugin.defaults();
  const typeField = plugin.typeField ?? 'type';
  if ((defaults as Record<string, unknown>)[typeField] !== plugin.type) {
    throw new Error(`${name}: defaults() must set ${typeField}: ${plugin.type}.`);
  }
  const defaultErrors = errorsOf(registry, plugin, defaults, true);
  if (defaultErrors.length > 0) {
    throw new Error(
      `${name}: defaults() are not valid (${defaultErrors.join('; ')}). Make defaults() a valid new block.`,
    );
  }
  plugin.examples.valid.forEach((example, index) => {
    const errors = errorsOf(registry, plugin, example);
    if (errors.length > 0) {
      throw new Error(
        `${name}: examples.valid[${index}] is not valid (${errors.join('; ')}). Fix the example or the schema.`,
      );
    }
  });
  plugin.examples.invalid.forEach((example, index) => {
    const issues = registry.validateBlock(plugin.kind, example.data);
    const hit = issues.some(
      (issue) => issue.code === example.expect && (example.path === undefined || issue.path === example.path),
    );
    if (!hit) {
      const got = issues.map((issue) => `${issue.code} at '${issue.path}'`).join(', ') || 'no issue';
      throw new Error(
        `${name}: examples.invalid[${index}] should produce '${example.expect}'` +
          `${example.path === undefined ? '' : ` at '${example.path}'`} but produced ${got}.`,
      );
    }
  });
}

/** Codes that only say "the operator has not filled this in yet" (enter X / choose X). */
export const UNFILLED_CODES: ReadonlySet<string> = new Set(['required', 'action_required']);

/**
 * Errors that make data unusable. Defaults may leave fields for the operator to fill ('required'): a new text
 * block has no text yet. Everything else (types, ranges, unknown fields, rules) must hold.
 */
function errorsOf(registry: Registry, plugin: AnyPlugin, data: unknown, allowUnfilled = false): string[] {
  return registry
    .validateBlock(plugin.kind, data)
    .filter((issue) => issue.severity === 'error' && !(allowUnfilled && UNFILLED_CODES.has(issue.code)))
    .map((issue) => `${issue.code} at '${issue.path}': ${issue.message}`);
}
