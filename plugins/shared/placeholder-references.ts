/**
 * The items a message text names through its placeholders (spec 001 §3 "Placeholder types inserted into text",
 * spec 002 §3 "Placeholders"): a friend-info field ([VAR_n]), a common-info item ([CVAR_xxxx]) or a form
 * ([FORM_xxxxxx]). No schema field holds their ids, so a message field says it holds placeholders
 * (`'x-placeholders': true`) and the engine's reference collection reads them with `readPlaceholderReferences`,
 * wherever the field sits (docs/decisions/placeholder-references.md).
 */
import {
  collectDocumentReferences,
  type Reference,
  type ReferenceReader,
  type Registry,
} from '../../engine/core/index.ts';
import { type Placeholder, placeholdersOf } from './placeholders.ts';

/** The item kinds the placeholders name (the item store's kinds, the server's reference kinds). */
export const PLACEHOLDER_ITEM_KINDS = { var: 'varia', cvar: 'common_vars', form: 'form' } as const;

/** The schema keyword of a text whose placeholders name items (the message composer's texts). */
export const PLACEHOLDERS_KEYWORD = 'x-placeholders';

/**
 * The item a placeholder names, by kind and id, or undefined. A friend-info field by its id; a common-info item or
 * a form by an id-code, its digits read as the id (the console's items have no codes of their own yet:
 * docs/decisions/composer.md); a letter code names no id, and `0000` names none.
 *
 * @example placeholderItem({ kind: 'cvar', code: '0007' }) // { kind: 'common_vars', id: 7 }
 * @example placeholderItem({ kind: 'form', code: 'ab12cd' }) // undefined
 */
export function placeholderItem(placeholder: Placeholder): { kind: string; id: number } | undefined {
  if (placeholder.kind === 'var') return { kind: PLACEHOLDER_ITEM_KINDS.var, id: placeholder.id };
  if (placeholder.kind !== 'cvar' && placeholder.kind !== 'form') return undefined;
  if (!/^\d+$/.test(placeholder.code)) return undefined;
  const id = Number(placeholder.code);
  return id > 0 ? { kind: PLACEHOLDER_ITEM_KINDS[placeholder.kind], id } : undefined;
}

/**
 * The reader of `x-placeholders`: a reference for each placeholder of the text that names an item, in the text's
 * order, all at the text's path. A value that is no string names nothing (the schema reports it).
 *
 * @example readPlaceholderReferences({ path: '/text', value: '[VAR_4][CVAR_0002]', node: {} })
 * // [{ path: '/text', kind: 'varia', id: 4 }, { path: '/text', kind: 'common_vars', id: 2 }]
 */
export const readPlaceholderReferences: ReferenceReader = ({ path, value }) => {
  if (typeof value !== 'string') return [];
  return placeholdersOf(value).flatMap((placeholder) => {
    const item = placeholderItem(placeholder);
    return item ? [{ path, ...item }] : [];
  });
};

/**
 * Every item the placeholders of a document's message texts name, envelope and blocks, at any depth.
 *
 * @example collectPlaceholderReferences(registry, 'action', { inputs: [{ type: 1, text: '[VAR_4]様' }] })
 * // [{ path: '/inputs/0/text', kind: 'varia', id: 4 }]
 */
export function collectPlaceholderReferences(
  registry: Pick<Registry, 'get' | 'typeField' | 'document'>,
  documentKey: string,
  document: unknown,
): Reference[] {
  return collectDocumentReferences(
    registry,
    documentKey,
    document,
    PLACEHOLDERS_KEYWORD,
    readPlaceholderReferences,
  );
}
