import { ja as coreMessages, type MessageCatalogue } from './messages/index.ts';
import type { AnyPlugin } from './plugin.ts';
import type { Registry } from './registry.ts';
import { checkPluginSchema, checkSchemaDefaults, checkWidgetNames } from './registry-schema-checks.ts';
import type { BlockSchema } from './schema.ts';
import type { ValidateFunction } from './validation/compile.ts';
import type { Issue } from './validation/issue.ts';

/**
 * How refusals name a plugin: kind, type id and key.
 *
 * @example pluginName(textEffect) // "Plugin effect/1 'text'"
 */
export function pluginName(plugin: AnyPlugin): string {
  return `Plugin ${plugin.kind}/${plugin.type} '${plugin.key}'`;
}

/**
 * Refuses a key another type of the kind already uses (keys are file names and slugs in docs and URLs).
 *
 * @example checkKeyUnique(tagEffect, registry.plugins('effect'))
 */
export function checkKeyUnique(plugin: AnyPlugin, others: Iterable<AnyPlugin>): void {
  for (const other of others) {
    if (other.key === plugin.key && other.type !== plugin.type) {
      throw new Error(
        `${pluginName(plugin)}: key '${plugin.key}' is already used by ${other.kind}/${other.type}. ` +
          'Give each type of a kind its own key (= its file name).',
      );
    }
  }
}

/**
 * Adds a plugin's own messages to the catalogue. A code of the engine's catalogue (`required`) or of the shared
 * messages the registry was created with (`shared`, e.g. `decimal_digits`), or one another plugin defined with
 * another text, is refused: the text would change for every plugin that uses it. Plugins sharing a code with the
 * same text (a shared rule helper's messages) are fine.
 *
 * @example mergePluginMessages(registry.catalogue, owners, textEffect, new Set(['decimal_digits']))
 */
export function mergePluginMessages(
  catalogue: MessageCatalogue,
  owners: Map<string, AnyPlugin>,
  plugin: AnyPlugin,
  shared: ReadonlySet<string> = new Set(),
): void {
  const name = pluginName(plugin);
  const fix = (code: string) =>
    `Give the plugin's message a new code of its own (e.g. '${plugin.key.replace(/-/g, '_')}_${code}') ` +
    'and use that code in its rules.';
  const entries = Object.entries(plugin.messages ?? {});
  for (const [code, texts] of entries) {
    if (!texts.ja) {
      throw new Error(`${name}: message '${code}' has no Japanese text. Add messages.${code}.ja.`);
    }
    if (Object.hasOwn(coreMessages, code) || shared.has(code)) {
      throw new Error(
        `${name}: messages.${code} redefines the catalogue's message '${code}' for every plugin. ${fix(code)}`,
      );
    }
    const owner = owners.get(code);
    if (owner && owner !== plugin && catalogue.ja[code] !== texts.ja) {
      throw new Error(
        `${name}: messages.${code} redefines the message '${code}' of plugin ${owner.kind}/${owner.type} ` +
          `'${owner.key}' with another text. ${fix(code)}`,
      );
    }
  }
  for (const [code, texts] of entries) {
    if (!owners.has(code)) owners.set(code, plugin);
    catalogue.ja[code] = texts.ja;
    catalogue.en[code] = texts.en ?? texts.ja;
  }
}

/**
 * The checks a plugin must pass to register. Each failure throws a message that names the plugin and the fix.
 * `verify` adds the checks that validate data (defaults, examples, schema defaults with `compileFragment`);
 * the structural ones always run.
 *
 * @example checkPlugin(registry, textEffect, true, compiler.fragment, ['item-picker'])
 */
export function checkPlugin(
  registry: Registry,
  plugin: AnyPlugin,
  verify: boolean,
  compileFragment?: (schema: BlockSchema) => ValidateFunction,
  hostWidgets: readonly string[] = [],
): void {
  const name = pluginName(plugin);
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
  if (plugin.extras !== undefined && (typeof plugin.extras !== 'object' || plugin.extras === null)) {
    throw new Error(
      `${name}: extras must be an object (the product's extras of kind '${plugin.kind}'), got ${String(plugin.extras)}.`,
    );
  }
  checkPluginSchema(name, plugin, registry.keywords());
  checkWidgetNames(name, plugin, hostWidgets);
  if (!verify) return;
  if (plugin.examples.invalid.length === 0) {
    throw new Error(
      `${name}: examples.invalid is empty. Add at least one { data, expect: 'code', path } that the schema ` +
        'or a rule refuses; docs and tests show it.',
    );
  }

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
  if (compileFragment) checkSchemaDefaults(name, plugin.schema, compileFragment);
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

/**
 * Codes that only say "the operator has not filled this in yet" (enter X / choose X / choose at least n): a new
 * block may leave them, a saved one may not.
 */
export const UNFILLED_CODES: ReadonlySet<string> = new Set(['required', 'action_required', 'minItems']);

/**
 * Whether an issue only says "not filled in yet": one of `UNFILLED_CODES`, or raised by a rule marked
 * `unfilled` (a plugin's own wording of "enter X").
 *
 * @example isUnfilled({ code: 'required', path: '/text', message: '…', severity: 'error' }) // true
 */
export function isUnfilled(issue: Pick<Issue, 'code' | 'unfilled'>): boolean {
  return issue.unfilled === true || UNFILLED_CODES.has(issue.code);
}

/**
 * Errors that make data unusable. Defaults may leave fields for the operator to fill ('required'): a new text
 * block has no text yet. Everything else (types, ranges, unknown fields, rules) must hold.
 */
function errorsOf(registry: Registry, plugin: AnyPlugin, data: unknown, allowUnfilled = false): string[] {
  return registry
    .validateBlock(plugin.kind, data)
    .filter((issue) => issue.severity === 'error' && !(allowUnfilled && isUnfilled(issue)))
    .map((issue) => `${issue.code} at '${issue.path}': ${issue.message}`);
}

/**
 * Refuses a widget name another plugin declares with another component: widgets are found by name, so one name
 * must mean one widget. Plugins that share a widget spread one declaration (plugins/shared), whose `load` is
 * the same function.
 *
 * @example checkWidgetsShared(markEffect, owners)
 */
export function checkWidgetsShared(
  plugin: AnyPlugin,
  owners: ReadonlyMap<string, { plugin: AnyPlugin; load: () => unknown }>,
): void {
  for (const [widget, declaration] of Object.entries(plugin.widgets ?? {})) {
    const owner = owners.get(widget);
    if (owner && owner.load !== declaration.load) {
      throw new Error(
        `${pluginName(plugin)}: widgets declares '${widget}', which ${pluginName(owner.plugin)} declares with ` +
          'another component. Give the widget another name, or let both plugins spread one shared declaration ' +
          '(plugins/shared/…/index.ts).',
      );
    }
  }
}
