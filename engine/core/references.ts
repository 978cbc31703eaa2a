import { documentKeywordValues, type KeywordValue } from './keyword-walk.ts';
import type { Registry } from './registry.ts';

/** One item a document names: where (a JSON Pointer into the document), of which kind, and its id. */
export interface Reference {
  path: string;
  kind: string;
  id: number;
}

/**
 * How the values under one schema keyword name items: the references one value makes. A product gives one per
 * keyword that names items; the engine walks the document once per keyword and knows nothing of what they mean.
 *
 * @example const read: ReferenceReader = ({ path, value }) => (value === 7 ? [{ path, kind: 'tag', id: 7 }] : []);
 */
export type ReferenceReader = (found: KeywordValue) => Reference[];

/**
 * The reader of a keyword whose value is an item kind (`'x-item': 'tag'`): the field holds one id, or a list of
 * ids each at its own path. Only positive integers count: 0 and -1 are sentinels some fields use (a scenario 0
 * stops, -1 resumes), and anything else is a type error the schema reports.
 *
 * @example idReferences('x-item')({ path: '/tag_ids', value: [1, 0], node: { 'x-item': 'tag' } })
 * // [{ path: '/tag_ids/0', kind: 'tag', id: 1 }]
 */
export function idReferences(keyword: string): ReferenceReader {
  return ({ path, value, node }) => {
    const kind = node[keyword];
    if (typeof kind !== 'string') return [];
    const ids: [string, unknown][] = Array.isArray(value)
      ? value.map((id, i) => [`${path}/${i}`, id])
      : [[path, value]];
    return ids.flatMap(([at, id]) =>
      typeof id === 'number' && Number.isSafeInteger(id) && id > 0 ? [{ path: at, kind, id }] : [],
    );
  };
}

/**
 * Every reference a document makes through one keyword, in document order: its envelope at any depth, then its
 * blocks (nested lists included), each value whose schema carries the keyword read by `read` (by default as ids of
 * the keyword's kind). An unknown document kind has none.
 *
 * @example collectDocumentReferences(registry, 'action', { inputs: [{ type: 13, tag_ids: [1] }] }, 'x-item')
 * // [{ path: '/inputs/0/tag_ids/0', kind: 'tag', id: 1 }]
 */
export function collectDocumentReferences(
  registry: Pick<Registry, 'get' | 'typeField' | 'document'>,
  documentKey: string,
  document: unknown,
  keyword: string,
  read: ReferenceReader = idReferences(keyword),
): Reference[] {
  return documentKeywordValues(registry, documentKey, document, keyword).flatMap(read);
}
