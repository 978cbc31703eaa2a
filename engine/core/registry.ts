/// <reference path="./registration-checks.d.ts" />
import { migrateData } from './blocks/migrate.ts';
import type { PluginContext } from './context.ts';
import { createContext } from './context.ts';
import type { DocumentDefinition } from './documents/definition.ts';
import {
  createCatalogue,
  ja as engineMessages,
  fillTemplate,
  type Lang,
  type MessageCatalogue,
  type MessageTexts,
} from './messages/index.ts';
import type { AnyPlugin, PluginExtrasOf, RuleFinding } from './plugin.ts';
import {
  checkKeyUnique,
  checkPlugin,
  checkWidgetsShared,
  mergePluginMessages,
  pluginName,
} from './registry-checks.ts';
import { explainCompileError } from './registry-schema-checks.ts';
import { SCHEMA_EXTENSION_KEYWORDS } from './schema.ts';
import type { SchemaCompiler, ValidateFunction } from './validation/compile.ts';
import { defaultCompiler } from './validation/default-compiler.ts';
import type { Issue } from './validation/issue.ts';
import { fieldTitle, schemaErrorsToIssues } from './validation/schema-errors.ts';

/** Options of `createRegistry`. */
export interface RegistryOptions {
  /** How schemas become validators; defaults to ajv at run time (replaced by precompiled ones in the build). */
  compiler?: SchemaCompiler;
  /** Check defaults and examples when a plugin registers (default true). The contract suite runs them too. */
  verify?: boolean;
  /**
   * Schema keywords a product adds to the engine's (`SCHEMA_EXTENSION_KEYWORDS`), e.g. `'x-item'`. Plugins may
   * use them; ajv's strict mode and the registration checks refuse any other `x-` keyword.
   */
  keywords?: readonly string[];
  /**
   * Message texts a product's plugins share beside the engine's catalogue, by code, e.g. a shared rule's
   * `decimal_digits`. A plugin may use them and may not redefine them.
   */
  messages?: Readonly<Record<string, MessageTexts>>;
  /**
   * Names of the widgets the host registers besides the engine's (the console's item picker, its folder
   * select): a plugin may name them in `x-widget` and `ui.widgets`. The engine knows none of them.
   */
  hostWidgets?: readonly string[];
}

/**
 * The most blocks one list of a kind holds, and the message code an add past it is refused with (a rich menu's
 * 20 buttons: コンテンツを設定できるのは20個までです).
 */
export interface ListLimit {
  max: number;
  code: string;
}

/** The ids under which validators are compiled: stable, so precompiled validators can be looked up. */
export const validatorId = {
  plugin: (kind: string, type: number) => `${kind}:${type}`,
  document: (key: string) => `document:${key}`,
};

/**
 * The set of block types and document kinds, with compiled validators and the message catalogue.
 * Shared by the browser, the server, the docs generator and the tests.
 */
export interface Registry {
  register(plugin: AnyPlugin): void;
  registerDocument(document: DocumentDefinition): void;
  get(kind: string, type: number): AnyPlugin | undefined;
  /**
   * The domain extras of a registered plugin (its definition's `extras`), typed by the kind as the product
   * declared it (`PluginExtrasByKind`); undefined when the type is not registered or carries none.
   *
   * @example registry.extras('condition', 60)?.meaning?.evaluate(condition, friend, ctx)
   */
  extras<K extends string>(kind: K, type: number): PluginExtrasOf<K> | undefined;
  /** The plugins of a kind (or all, kind by kind), in add-menu order (`menuOrder`, then type id). */
  plugins(kind?: string): readonly AnyPlugin[];
  kinds(): readonly string[];
  document(key: string): DocumentDefinition | undefined;
  documents(): readonly DocumentDefinition[];
  readonly catalogue: MessageCatalogue;
  /** The extension keywords schemas may use: the engine's, then the ones the registry was created with. */
  keywords(): readonly string[];
  /** The text of a message code (plugin codes included). */
  message(code: string, lang?: Lang, params?: Record<string, unknown>): string;
  /**
   * Schema and rule issues of one block's data in the current version (editor data, defaults, examples; a `_v`
   * below the current version is migrated first). Paths are relative to the block. Saved documents, whose blocks
   * without `_v` are version 1, go through `validateDocument`.
   *
   * Rules run on schema-valid data. With `warningsOnInvalid` the warning rules (and the error rules marked
   * `defensive`) also run while the schema still refuses the data, after its errors: the editor store asks for it
   * so that a block not yet filled in (a new reservation, its slot to choose) shows its warnings from the start.
   * With `checkAbilities` a type the account's abilities (`ctx.abilities`) do not allow is an error
   * (`ability_missing`), as the server's save refuses it.
   *
   * @example registry.validateBlock('effect', { type: 31, fire_type: 0 }, ctx, { warningsOnInvalid: true })
   */
  validateBlock(
    kind: string,
    data: unknown,
    ctx?: PluginContext,
    options?: { warningsOnInvalid?: boolean; checkAbilities?: boolean },
  ): Issue[];
  /** The field holding the wire type id in blocks of a kind: 'type', or e.g. 'actype' for rich-menu actions. */
  typeField(kind: string): string;
  /**
   * Caps every list of blocks of `kind`: the store refuses an add (or a move from another list) past `max` with
   * `code`, and the add menu says so instead of opening. The code must be a message the registry knows.
   *
   * @example registry.limitList('richmenu-action', { max: 20, code: 'richmenu_button_limit' })
   */
  limitList(kind: string, limit: ListLimit): void;
  /** The cap `limitList` set on lists of `kind`, if any. */
  listLimit(kind: string): ListLimit | undefined;
  /** The compiled validator of a plugin or document (compiled once). */
  validator(id: string): ValidateFunction;
}

/**
 * Creates an empty registry. Plugins register one by one; each is checked at once and refused with a message
 * that says what to fix.
 *
 * @example
 * const registry = createRegistry();
 * registry.register(textEffect);
 * registry.validateBlock('effect', { type: 1, text: '' }) // [{ code: 'minLength', ... }]
 * @example
 * // A product's own keywords and shared messages (plugins/index.ts createBuiltInRegistry does this):
 * createRegistry({ keywords: ['x-item'], messages: { decimal_digits: { ja: '…', en: '…' } } })
 */
export function createRegistry(options: RegistryOptions = {}): Registry {
  const compiler = options.compiler ?? defaultCompiler();
  const keywords = extensionKeywords(options.keywords ?? []);
  compiler.addKeywords?.(keywords);
  const byKind = new Map<string, Map<number, AnyPlugin>>();
  const documents = new Map<string, DocumentDefinition>();
  const schemas = new Map<string, AnyPlugin['schema']>();
  const compiled = new Map<string, ValidateFunction>();
  const catalogue = createCatalogue();
  const sharedCodes = addSharedMessages(catalogue, options.messages ?? {});
  /** Who defined each plugin message code, so a second plugin cannot silently change its text. */
  const messageOwners = new Map<string, AnyPlugin>();
  /** Who owns each schema id, so a schema that does not compile names its plugin or document. */
  const schemaOwners = new Map<string, string>();
  /** Who declared each plugin widget name first, so two different widgets cannot share a name. */
  const widgetOwners = new Map<string, { plugin: AnyPlugin; load: () => unknown }>();
  const neutralContext = createContext();
  /** `plugins(kind)` in add-menu order, computed once per registration (it is read on every add menu). */
  const ordered = new Map<string, readonly AnyPlugin[]>();
  const listLimits = new Map<string, ListLimit>();

  const validator = (id: string) => {
    let validate = compiled.get(id);
    if (!validate) {
      const schema = schemas.get(id);
      if (schema === undefined)
        throw new Error(`No schema registered as "${id}". Register the plugin first.`);
      try {
        validate = compiler(id, schema);
      } catch (error) {
        // A production bundle has precompiled validators only (no compile errors) and no checks' explanations.
        if (typeof __SKIP_REGISTRATION_CHECKS__ !== 'undefined') throw error;
        throw explainCompileError(schemaOwners.get(id) ?? `Schema "${id}"`, error, keywords);
      }
      compiled.set(id, validate);
    }
    return validate;
  };

  const registry: Registry = {
    catalogue,
    keywords: () => keywords,
    register(plugin) {
      const list = byKind.get(plugin.kind) ?? new Map<number, AnyPlugin>();
      const kindTypeField = list.size > 0 ? registry.typeField(plugin.kind) : undefined;
      if (kindTypeField !== undefined && (plugin.typeField ?? 'type') !== kindTypeField) {
        throw new Error(
          `Plugin ${plugin.kind}/${plugin.key} names its type field '${plugin.typeField ?? 'type'}' but the kind ` +
            `'${plugin.kind}' uses '${kindTypeField}'. Every plugin of a kind must use the same typeField.`,
        );
      }
      const existing = list.get(plugin.type);
      if (existing) {
        throw new Error(
          `Block type ${plugin.kind}/${plugin.type} is registered twice ('${existing.key}' and '${plugin.key}'). ` +
            'Give each plugin of a kind its own type id, or register the set only once.',
        );
      }
      // The registration checks run wherever plugins are registered but a production browser bundle, whose plugins
      // are the ones the server and the tests register and check (./registration-checks.d.ts; issue 14).
      const checking = typeof __SKIP_REGISTRATION_CHECKS__ === 'undefined';
      if (checking) {
        checkKeyUnique(plugin, list.values());
        checkWidgetsShared(plugin, widgetOwners);
      }
      mergePluginMessages(catalogue, messageOwners, plugin, sharedCodes);
      const id = validatorId.plugin(plugin.kind, plugin.type);
      schemas.set(id, plugin.schema);
      schemaOwners.set(id, pluginName(plugin));
      list.set(plugin.type, plugin);
      byKind.set(plugin.kind, list);
      ordered.delete(plugin.kind);
      if (checking)
        try {
          checkPlugin(registry, plugin, options.verify !== false, compiler.fragment, options.hostWidgets);
        } catch (error) {
          list.delete(plugin.type);
          ordered.delete(plugin.kind);
          for (const [code, owner] of messageOwners) if (owner === plugin) messageOwners.delete(code);
          throw error;
        }
      for (const [widget, declaration] of Object.entries(plugin.widgets ?? {}))
        if (!widgetOwners.has(widget)) widgetOwners.set(widget, { plugin, load: declaration.load });
    },
    registerDocument(document) {
      if (documents.has(document.key)) {
        throw new Error(
          `Document kind '${document.key}' is registered twice. Register each document kind once.`,
        );
      }
      for (const [code, texts] of Object.entries(document.messages ?? {})) {
        if (!texts.ja)
          throw new Error(
            `Document kind '${document.key}': message '${code}' has no Japanese text. Add messages.${code}.ja.`,
          );
        if (code in catalogue.ja && catalogue.ja[code] !== texts.ja)
          throw new Error(
            `Document kind '${document.key}': messages.${code} redefines the catalogue's message '${code}'. ` +
              'Give the document message a code of its own.',
          );
      }
      for (const [code, texts] of Object.entries(document.messages ?? {})) {
        catalogue.ja[code] = texts.ja;
        catalogue.en[code] = texts.en ?? texts.ja;
      }
      documents.set(document.key, document);
      schemas.set(validatorId.document(document.key), document.schema);
      schemaOwners.set(validatorId.document(document.key), `Document '${document.key}'`);
    },
    get: (kind, type) => byKind.get(kind)?.get(type),
    // The definition typed the extras by its kind (definePlugin); the registry erased that type when it stored it.
    extras: <K extends string>(kind: K, type: number) =>
      byKind.get(kind)?.get(type)?.extras as PluginExtrasOf<K> | undefined,
    plugins(kind) {
      if (kind === undefined) return [...byKind.keys()].flatMap((each) => registry.plugins(each));
      let list = ordered.get(kind);
      if (!list) {
        list = menuOrdered(byKind.get(kind)?.values() ?? []);
        ordered.set(kind, list);
      }
      return list;
    },
    kinds: () => [...byKind.keys()],
    document: (key) => documents.get(key),
    documents: () => [...documents.values()],
    message(code, lang = 'ja', params) {
      return fillTemplate(catalogue[lang][code] ?? catalogue.ja[code] ?? code, params);
    },
    validator,
    typeField: (kind) => registry.plugins(kind)[0]?.typeField ?? 'type',
    limitList(kind, limit) {
      if (!Number.isInteger(limit.max) || limit.max < 1)
        throw new Error(
          `List limit of '${kind}': max must be a whole number of at least 1, not ${limit.max}.`,
        );
      if (catalogue.ja[limit.code] === undefined)
        throw new Error(
          `List limit of '${kind}': message '${limit.code}' is unknown. Register the document (or shared messages) that defines it first.`,
        );
      listLimits.set(kind, { ...limit });
    },
    listLimit: (kind) => listLimits.get(kind),
    validateBlock(kind, raw, ctx = neutralContext, options = {}) {
      const typeField = registry.typeField(kind);
      const type = isRecord(raw) ? raw[typeField] : undefined;
      const plugin = typeof type === 'number' ? registry.get(kind, type) : undefined;
      if (!plugin || !isRecord(raw)) {
        return [issueOf(registry, 'unknown_type', '', 'error', ctx.lang, { type: String(type) })];
      }
      // Data is in the current version unless its _v says otherwise; older data is validated as what it becomes.
      const migrated = migrateData(plugin, raw, typeField, 'current');
      if (!migrated.ok) return [issueOf(registry, 'broken_block', '', 'error', ctx.lang)];
      const data = migrated.data;
      const validate = validator(validatorId.plugin(kind, plugin.type));
      const valid = validate(data);
      const issues = valid
        ? ruleIssues(registry, plugin, data, ctx, true)
        : schemaErrorsToIssues(validate.errors, plugin.schema, catalogue, ctx.lang, data);
      if (!valid && options.warningsOnInvalid) issues.push(...ruleIssues(registry, plugin, data, ctx, false));
      if (options.checkAbilities && plugin.ability && !ctx.abilities.has(plugin.ability))
        issues.push(issueOf(registry, 'ability_missing', '', 'error', ctx.lang));
      return issues;
    },
  };
  return registry;
}

/** The engine's extension keywords and a product's; a product's must be `x-` keywords. */
function extensionKeywords(extra: readonly string[]): readonly string[] {
  for (const keyword of extra) {
    if (!keyword.startsWith('x-')) {
      throw new Error(
        `createRegistry: keyword '${keyword}' is no extension keyword. Name it 'x-${keyword}'; ` +
          "JSON Schema's own keywords need no registration.",
      );
    }
  }
  return [...new Set([...SCHEMA_EXTENSION_KEYWORDS, ...extra])];
}

/** Adds a product's shared messages to the catalogue; they may not replace the engine's. */
function addSharedMessages(
  catalogue: MessageCatalogue,
  messages: Readonly<Record<string, MessageTexts>>,
): ReadonlySet<string> {
  for (const [code, texts] of Object.entries(messages)) {
    if (Object.hasOwn(engineMessages, code)) {
      throw new Error(
        `createRegistry: messages.${code} redefines the engine's message '${code}'. Give the shared message a ` +
          'code of its own.',
      );
    }
    if (!texts.ja)
      throw new Error(`createRegistry: message '${code}' has no Japanese text. Add messages.${code}.ja.`);
    catalogue.ja[code] = texts.ja;
    catalogue.en[code] = texts.en ?? texts.ja;
  }
  return new Set(Object.keys(messages));
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** Builds an issue from a message code. */
export function issueOf(
  registry: Pick<Registry, 'message'>,
  code: string,
  path: string,
  severity: 'error' | 'warning',
  lang: Lang = 'ja',
  params?: Record<string, unknown>,
): Issue {
  return {
    path,
    code,
    severity,
    message: registry.message(code, lang, params),
    ...(params ? { params } : {}),
  };
}

/**
 * Runs a plugin's rules: all of them over schema-valid data, where a rule that throws is a plugin bug (the error
 * names the plugin); only the warnings over data the schema refused, where a throw just means the warning cannot
 * be judged yet (rules are promised schema-valid data).
 */
function ruleIssues(
  registry: Registry,
  plugin: AnyPlugin,
  data: unknown,
  ctx: PluginContext,
  schemaValid: boolean,
): Issue[] {
  const issues: Issue[] = [];
  for (const rule of plugin.rules ?? []) {
    if (!schemaValid && rule.severity !== 'warning' && !rule.defensive) continue;
    let result: ReturnType<typeof rule.violated>;
    try {
      result = rule.violated(data, ctx);
    } catch (error) {
      if (!schemaValid) continue;
      throw new Error(
        `Rule '${rule.code}' of plugin ${plugin.kind}/${plugin.key} threw on schema-valid data (${String(error)}). ` +
          'Rules must answer true/false for any data the schema accepts.',
      );
    }
    const severity = rule.severity ?? 'error';
    const findings: readonly RuleFinding[] = result === true ? [{}] : Array.isArray(result) ? result : [];
    for (const finding of findings) {
      const path = finding.path ?? rule.path ?? '';
      // Rule messages are prefixed with the field's title like schema messages ({field}).
      const params = { field: fieldTitle(plugin.schema, path, ctx.lang), ...finding.params };
      const issue = issueOf(registry, rule.code, path, severity, ctx.lang, params);
      issues.push(rule.unfilled ? { ...issue, unfilled: true } : issue);
    }
  }
  return issues;
}

/**
 * Plugins in add-menu order: by `menuOrder`, those without one after, by type id.
 *
 * @example menuOrdered(plugins.filter((p) => p.kind === 'effect'))[0].key // 'text'
 */
export function menuOrdered(plugins: Iterable<AnyPlugin>): AnyPlugin[] {
  const rank = (plugin: AnyPlugin) => plugin.menuOrder ?? Number.POSITIVE_INFINITY;
  return [...plugins].sort((a, b) => rank(a) - rank(b) || a.type - b.type);
}
