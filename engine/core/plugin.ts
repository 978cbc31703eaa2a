import type { BlockPlace } from './blocks/types.ts';
import type { PluginContext } from './context.ts';
import type { MessageTexts } from './messages/index.ts';
import type { BlockSchema, FromBlockSchema } from './schema.ts';
import type { EngineWidgetName, HostWidgetName, PluginWidget } from './widgets.ts';

/** How severe an issue is: errors block saving, warnings only inform (e.g. the block warning of effect 7). */
export type Severity = 'error' | 'warning';

/** A place a rule found wrong, relative to the block: a JSON Pointer such as `/delay_max`. */
export interface RuleFinding {
  path?: string;
  params?: Record<string, unknown>;
}

/**
 * A check the schema cannot express (cross-field rules, rules that need the context).
 *
 * @example
 * { code: 'delay_max_below_min', path: '/delay_max', violated: (d) => d.delay_max < d.delay_min }
 */
export interface Rule<D> {
  /** Message code; the registry refuses a code without a Japanese text. */
  code: string;
  /** Where the issue points when `violated` answers `true`. Defaults to the block itself (''). */
  path?: string;
  severity?: Severity;
  /**
   * true: the issue only says the operator has not filled something in yet, like the catalogue's `required`
   * (a rule whose message the specification words itself, e.g. 取得情報名 (表示名)を入力してください。). A new
   * block's defaults may break it; a saved block may not. Its issues carry `unfilled: true`.
   */
  unfilled?: boolean;
  /**
   * true: the rule reads its data defensively, so in the editor an error rule also runs while the schema still
   * refuses the data, and its error shows beside the schema's (a choice's missing capacity does not hide that two
   * choices are pre-selected). A throw on such data only skips it. Warning rules always run so.
   */
  defensive?: boolean;
  /**
   * `true` (or findings) when the data breaks the rule. Must never throw for schema-valid data. In the editor a
   * warning rule also runs while the schema still refuses the data (a required field not yet set), so that the
   * warning shows from the start: read fields defensively there; a throw on such data only skips the warning.
   */
  violated(data: D, ctx: PluginContext): boolean | readonly RuleFinding[];
}

/**
 * A change rule: when one of the `on` fields changes, `apply` adjusts the rest. Rules are written against an
 * immer draft and must be idempotent (the contract suite checks it).
 *
 * @example
 * { on: ['var_id'], description: { ja: '項目を変えると演算子と値を初期化' }, apply: (d) => { d.operand = 1; } }
 */
export interface ChangeRule<D> {
  /** Top-level fields of the schema whose change runs `apply`; the registry refuses a name the schema lacks. */
  on: readonly (keyof D & string)[];
  description: MessageTexts;
  apply(draft: D, prev: D, ctx: PluginContext): void;
}

/**
 * A place a block of this type may never go. `applyOperation` refuses adding or moving a block there with `code`
 * (an issue, e.g. いずれかに一致のグループの中にグループは入れられません), and the add menu there leaves the type out.
 * It is checked for the block added or moved, not for the blocks it holds (they keep their place inside it).
 *
 * @example { code: 'or_group_nested', refused: (where) => where.ancestors.some((a) => a.type === 120) }
 */
export interface PlacementRule {
  /** Message code of the refusal; the registry refuses a code without a Japanese text. */
  code: string;
  /** True when a block of this type may not go to `where`. Must never throw. */
  refused(where: BlockPlace): boolean;
}

/**
 * Presentation hints. The schema stays the contract; these only steer the generated editor. `W` is the widget
 * names `widgets` may give (`definePlugin` narrows it to the engine's, the host's and the plugin's own).
 */
export interface PluginUi<D, W extends string = string> {
  /** Field order; fields not named follow in schema order. */
  order?: readonly string[];
  /**
   * Widget names by field (dotted for nested fields), overriding the ranked choice: an engine widget
   * (`EngineWidgetName`), one the plugin declares in `widgets`, or one the host registers (`hostWidgets` of the
   * registry). Registration refuses any other name.
   */
  widgets?: Readonly<Record<string, W>>;
  /** Fields never drawn (set by change rules or by the app). */
  hidden?: readonly string[];
  /** Fields drawn only when the predicate holds (beyond what the schema's if/then says). */
  visibleWhen?: Readonly<Record<string, (data: D, ctx: PluginContext) => boolean>>;
  /**
   * Per field (dotted path for nested fields), what its input offers for the current data: options, bounds,
   * a note. Presentation only; the rules still judge the data. A function that throws gives the plain input.
   *
   * @example inputs: { month_to: (d) => ({ options: monthsFrom(d.month_from) }), count: (d, ctx) => ({ max: limitOf(ctx) }) }
   */
  inputs?: Readonly<Record<string, (data: D, ctx: PluginContext) => FieldInput>>;
  /** A hand-written editor, loaded lazily so the server and the docs never load React. */
  editor?: () => Promise<unknown>;
}

/** One option of a plugin-supplied list: a value (saved as it is, number or string) or a value with its label. */
export type FieldOption = string | number | { value: string | number; label: string };

/**
 * What a plugin computes for one field's input from the block's data and the context (`ui.inputs`), where a
 * schema cannot say it ahead of time: the options of a select (the `options` widget, or the narrowed choices of
 * an enum), tighter bounds of a number input, a line of text under the control (a preview), the items an item
 * field offers. Presentation only: the browser refuses a value outside the bounds, the plugin's rules still judge
 * the data.
 *
 * @example ({ options: [2026, 2027], emptyLabel: '指定なし' }) satisfies FieldInput
 */
export interface FieldInput {
  /**
   * The widget drawn for the current data, by its registry name ('text', 'textarea', 'number', 'date',
   * 'options', …), before `ui.widgets` and `x-widget`: a field whose input follows another field (effect 6's
   * value: a select of the chosen item's choices, a date, a number). A name the registry does not hold is
   * ignored. The widget must write what the schema takes (the number widget writes a string field's number as
   * text).
   *
   * @example ({ widget: 'number', min: -9999999999.999, max: 9999999999.999 }) satisfies FieldInput
   */
  widget?: string;
  /** A text input's length limit, tightening the schema's `maxLength` (the counter shows the tighter one). */
  maxLength?: number;
  /** The values an `options` select offers, in order. */
  options?: readonly FieldOption[];
  /** The label of the select's empty option (the field left unset); 選択してください when not given. */
  emptyLabel?: string;
  /** Bounds of a number input, tightening the schema's `minimum` / `maximum`. */
  min?: number;
  max?: number;
  /** A text shown under the control and read with it (`aria-describedby`); nothing when empty. */
  note?: string;
  /**
   * Only the items whose named property is one of the values are offered by a field naming items (`x-item`),
   * e.g. the resources of the chosen salons. Values compare as text (`1` matches `'1'`); an item without the
   * property is not offered; an empty list offers nothing (special values included). Presentation only: keep a
   * rule that refuses the others, the server runs it.
   *
   * @example ({ itemsWhere: { salon_id: [1, 2] } }) satisfies FieldInput
   */
  itemsWhere?: Readonly<Record<string, readonly (string | number)[]>>;
  /** What a list of choices says when it offers nothing (e.g. 先に店舗を選択してください); the list's own text otherwise. */
  emptyText?: string;
  /**
   * The field is shown but cannot be changed for the current data (condition 85's date panel while no page is
   * chosen): every control in it is disabled. Keep a change rule that resets it and a rule that refuses it; the
   * server runs those.
   *
   * @example ({ disabled: d.landing_ids.length === 0 }) satisfies FieldInput
   */
  disabled?: boolean;
  /**
   * An optional object the plugin always keeps (its defaults create it, its own flag says whether it applies):
   * drawn without the add and remove buttons an optional object otherwise gets.
   *
   * @example inputs: { timeRange: () => ({ keep: true }) }
   */
  keep?: boolean;
}

/** Examples that feed the docs and the contract tests. */
export interface PluginExamples<D> {
  valid: readonly D[];
  /** Each invalid example must produce an issue with `expect` as its code (at `path`, when given). */
  invalid: readonly { data: unknown; expect: string; path?: string; note?: string }[];
}

/**
 * One block type. Its schema is the single source of truth; `D` is inferred from it.
 */
export interface PluginDefinition<
  S extends BlockSchema = BlockSchema,
  D = FromBlockSchema<S>,
  W extends string = string,
> {
  /** The block list kind, e.g. 'effect', 'condition', 'form-item', 'richmenu-action'. */
  kind: string;
  /** The wire type id (effects 1–50, conditions -1–120, form swatches 500–600, rich-menu actype 0–5). */
  type: number;
  /** A stable slug, also the file name: 'text', 'tag', 'or-group'. */
  key: string;
  label: { ja: string; en: string };
  description?: MessageTexts;
  /** 'single': a second one in the same document is refused with 既に追加されています. */
  multiplicity: 'single' | 'multiple';
  /** Offered only to accounts that have this ability. */
  ability?: string;
  /** false: loads, validates and saves, but is never offered in the add menu (effect 16). */
  listed: boolean;
  /**
   * The type's place in the add menu (`registry.plugins(kind)` order): lower first. Types without one follow,
   * by type id, so a new type appears (last) with no edit anywhere else.
   */
  menuOrder?: number;
  /**
   * true: an empty document whose list holds this kind starts with a block of this type, where the add menu would
   * offer it (spec 001 §4: funnel conditions 60 and 75).
   */
  initial?: boolean;
  /**
   * Whether the add menu offers this type here and now, once `listed` and `ability` allow it: a context flag or
   * the place (`where`). A type not offered still loads, validates, saves and moves; only the add menu (and the
   * app's choice of initial blocks, through `isOffered`) leaves it out. Absent: offered. Must never throw.
   *
   * @example offered: (ctx) => ctx.flags.externalContextEvent === true
   */
  offered?(ctx: PluginContext, where: BlockPlace): boolean;
  /** Places a block of this type may never go: refused by add and move, and not offered there. */
  placement?: readonly PlacementRule[];
  /**
   * true: blocks of this type are kept and saved back unchanged but never edited (condition -1, a condition that
   * can no longer be read). Updates are refused with read_only; the editor shows the saved data as text.
   */
  readOnly?: boolean;
  /** The field that holds the wire type id; 'type' unless the domain names it otherwise (rich menus: actype). */
  typeField?: string;
  /** A field that holds a nested block list (or-group 120 holds conditions in `inputs`). */
  nested?: { field: string; kind: string };
  /** Data version; saved blocks of older versions are migrated on load. */
  version: number;
  /** `migrations[n]` turns version n-1 data into version n. Every n in 2..version must be present. */
  migrations: Readonly<Record<number, (old: any) => unknown>>;
  schema: S;
  /** A valid new block, type included. */
  defaults(ctx?: PluginContext): D;
  /** A short Japanese line for the panel header. Never throws. */
  summary(data: D, ctx: PluginContext): string;
  rules?: readonly Rule<D>[];
  changes?: readonly ChangeRule<D>[];
  /**
   * Normalises saved data when the editor opens a document (`loadBlocks` with a context), e.g. a journey
   * condition whose journey was deleted resets (spec 001 §4). Runs after migrations, only on schema-valid data
   * of a block the engine can read (never on a broken block), before a container's nested list is loaded. Not
   * run by validation (the server checks what it is sent). Answer the same object when nothing changes; must
   * be idempotent and never throw (the contract suite checks both).
   *
   * @example load: (d, ctx) => (ctx.item('journey', d.journey_id) === null ? { type: 70, condition: 5 } : d)
   */
  load?(data: D, ctx: PluginContext): D;
  /** Texts for this plugin's own message codes. */
  messages?: Readonly<Record<string, MessageTexts>>;
  ui?: PluginUi<D, EngineWidgetName | HostWidgetName | NoInfer<W>>;
  /**
   * The widgets the plugin brings, by name: each loads its component lazily from the plugin's `Widget.tsx`, so
   * this file stays free of React. Name them in `ui.widgets` or `x-widget`, or give them a `tester`.
   *
   * @example widgets: { 'reservation-takes': { load: () => import('./Widget.tsx') } }
   */
  widgets?: Readonly<Record<W, PluginWidget>>;
  examples: PluginExamples<D>;
  /**
   * What a product's plugins of this kind carry besides the editor's contract, typed by the kind
   * (`PluginExtrasByKind`): a condition's meaning, an effect's dry run. The engine never reads it; the registry
   * serves it (`registry.extras(kind, type)`), so the domain code that needs it asks the registry, not a side table.
   */
  extras?: unknown;
}

/**
 * The extras each block kind's plugins carry, declared by the product (the engine knows no kind): augment this
 * interface beside the types of the extras, and `definePlugin` types a plugin's `extras` by its `kind` and
 * `registry.extras(kind, type)` answers that type.
 *
 * @example
 * declare module '../../engine/core/plugin.ts' {
 *   interface PluginExtrasByKind { condition: { meaning?: ConditionMeaning } }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: products add their kinds by declaration merging.
export interface PluginExtrasByKind {}

/** The extras of a kind's plugins: what the product declared for it, or an open record for a kind it did not. */
export type PluginExtrasOf<K extends string> = K extends keyof PluginExtrasByKind
  ? PluginExtrasByKind[K]
  : Readonly<Record<string, unknown>>;

/** A plugin as the registry holds it, its data type erased. */
export type AnyPlugin = PluginDefinition<BlockSchema, any>;

/** The block data type of a plugin. @example type TextData = PluginData<typeof textEffect>; */
export type PluginData<P> = P extends PluginDefinition<any, infer D> ? D : never;

/**
 * Declares a block type. It returns its argument unchanged; it exists so TypeScript infers the data type from
 * the schema for `defaults`, `summary`, `rules`, `changes`, `load` and `examples` (`offered` and `placement`
 * are typed too, they only read the context and the place), and types `extras` by the `kind`
 * (`PluginExtrasByKind`).
 *
 * @example
 * export const textEffect = definePlugin({ kind: 'effect', type: 1, key: 'text', schema: {...} as const, ... });
 */
export function definePlugin<S extends BlockSchema, W extends string = never, K extends string = string>(
  definition: PluginDefinition<S, NoInfer<FromBlockSchema<S>>, W> & { kind: K; extras?: PluginExtrasOf<K> },
): PluginDefinition<S, FromBlockSchema<S>, W> & { kind: K; extras?: PluginExtrasOf<K> } {
  return definition;
}
