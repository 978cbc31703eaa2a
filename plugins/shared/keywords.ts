import { type SchemaKeywords, schemaKeywordValues } from '../../engine/core/index.ts';

/**
 * How a search query is entered (`x-query`; its widget is plugins/shared/conditions/query). `{}` is a plain one-line
 * query. With `mode`, the sibling field of
 * that name decides: a number input for `numberModes` (the value is still saved as a string); with `choices`,
 * a select of the choices of the item chosen in another sibling. Which modes take no query at all is said by the
 * schema's if/then (the field is then not drawn).
 *
 * @example 'x-query': { mode: 'match', numberModes: [10, 11, 12, 13] }
 * @example 'x-query': { mode: 'match', choices: { field: 'var_id', item: 'varia', itemType: 20, modes: [0, 4] } }
 */
export interface QueryHint {
  /** The sibling field holding the match mode. */
  mode?: string;
  /** Modes whose query is a number. */
  numberModes?: readonly number[];
  /**
   * A select of the `choices` of the item (kind `item`) whose id the sibling `field` holds, when that item has
   * choices (and is of `itemType`, when given) and the mode is one of `modes` (any, when not given).
   */
  choices?: { field: string; item: string; itemType?: number | string; modes?: readonly number[] };
}

declare module '../../engine/core/schema.ts' {
  /**
   * The product's schema keywords, beside the engine's generic ones:
   *
   * - `x-item`: the item kind an id (or a list of ids) names, e.g. `'tag'`, `'varia'` (spec 002 item picker kinds).
   * - `x-context-item`: the context kind an id (or a list of ids) names for summaries only, where the ids are no
   *   item-picker items and are never checked for existence, e.g. `'response_mark'` (choices of the response-mark
   *   field). Whoever builds a context (the console, the server) gives that kind so summaries can name them.
   * - `x-item-types`: on an `x-item` field, the item types it accepts, e.g. `[30]` on a reminder's goal-date field
   *   (date friend-info fields). The item picker creates new items of these types only; a rule still checks.
   * - `x-item-folder`: on an `x-item` field, the sibling field whose value is the folder to choose from, e.g.
   *   `'event_slot_id'` on a plan (plans are foldered by slot).
   * - `x-min-date`: on a date, the first day the calendar offers: `'today'` or a `YYYY-MM-DD` day. Typing an
   *   earlier day is not blocked (a rule says what is wrong with it).
   * - `x-query`: a search query, one line, Enter ignored; see `QueryHint` for a query shaped by a match mode.
   * - `x-context-types`: on a context object (the context picker), the value types its keys may have, e.g.
   *   `['datetime']` for the reminder's goal date (plugins/shared/contexts.ts).
   * - `x-message-contexts`: on a message text (the composer), `false` when the text is sent by no action (a
   *   form's texts), so neither context selector is offered.
   * - `x-placeholders`: on a message text, `true`: its placeholders ([VAR_n], [CVAR_xxxx], [FORM_xxxxxx]) name
   *   items, which the reference collection reads (plugins/shared/placeholder-references.ts). Every text the
   *   composer writes (`'x-widget': 'message'`) carries it.
   */
  interface SchemaKeywords {
    'x-item': string;
    'x-context-item': string;
    'x-item-types': readonly number[];
    'x-item-folder': string;
    'x-min-date': string;
    'x-query': QueryHint;
    'x-context-types': readonly string[];
    'x-message-contexts': boolean;
    'x-placeholders': true;
  }
}

/**
 * The schema keywords of this product's plugins, registered by `createBuiltInRegistry` (ajv's strict mode refuses
 * an `x-` keyword the registry was not given). A new one goes here and in `SchemaKeywords` above.
 *
 * @example createRegistry({ keywords: DOMAIN_KEYWORDS })
 */
export const DOMAIN_KEYWORDS = [
  'x-item',
  'x-context-item',
  'x-item-types',
  'x-item-folder',
  'x-min-date',
  'x-query',
  'x-context-types',
  'x-message-contexts',
  'x-placeholders',
] as const satisfies readonly (keyof SchemaKeywords)[];

/**
 * The item kinds a schema names (`x-item`, at any depth), in schema order, each once.
 *
 * @example schemaItemKinds(tagEffect.schema) // ['tag', 'tag_group', 'funnel']
 */
export function schemaItemKinds(schema: unknown): string[] {
  const kinds = schemaKeywordValues(schema, 'x-item').filter((kind) => typeof kind === 'string');
  return [...new Set(kinds)];
}
