import type { Lang, SchemaNode } from '../../core/index.ts';

/** The JSON types a node allows: `type: 'integer'` and `type: ['integer', 'null']` alike. */
export function schemaTypes(node: SchemaNode): string[] {
  const type = node.type;
  if (Array.isArray(type)) return type as string[];
  return typeof type === 'string' ? [type] : [];
}

/** True when the node allows any of the given JSON types. @example hasType(node, 'integer', 'number') */
export function hasType(node: SchemaNode, ...types: string[]): boolean {
  return schemaTypes(node).some((type) => types.includes(type));
}

/** The field's title in a language, falling back to Japanese, then to the property name. */
export function titleOf(node: SchemaNode, lang: Lang, fallback: string): string {
  const title = lang === 'en' ? (node['x-title-en'] ?? node.title) : node.title;
  return typeof title === 'string' ? title : fallback;
}

/**
 * The words of a list's add button: the list's `x-add-label` (Japanese) or `x-add-label-en` (English) when it
 * has one for the language, else the fallback (`fieldAdd` over the list's title: 選択肢を追加).
 *
 * @example addLabelOf({ type: 'array', 'x-add-label-en': 'Add a choice' }, 'en', 'Add Choices') // 'Add a choice'
 */
export function addLabelOf(node: SchemaNode, lang: Lang, fallback: string): string {
  const text = lang === 'en' ? node['x-add-label-en'] : node['x-add-label'];
  return typeof text === 'string' && text !== '' ? text : fallback;
}

/**
 * The operator's help under a field (`x-help`, `x-help-en`) in a language, falling back to Japanese. Never the
 * schema's `description`: that one is for integrators and may speak of wire values (-10: 変更しない).
 *
 * @example helpOf({ type: 'string', 'x-help': '4500文字を超えるメッセージは…' }, 'ja') // '4500文字を超えるメッセージは…'
 */
export function helpOf(node: SchemaNode, lang: Lang): string | undefined {
  const text = lang === 'en' ? (node['x-help-en'] ?? node['x-help']) : node['x-help'];
  return typeof text === 'string' && text !== '' ? text : undefined;
}

/** A DOM id part from a path: ids must not hold spaces, and the pointer's slashes read badly in tests. */
export function idFor(prefix: string, path: readonly (string | number)[]): string {
  return `${prefix}-${path.map((segment) => String(segment).replace(/[^\w-]/g, '_')).join('-')}`;
}

/** Deep equality for enum values (numbers, strings, occasionally objects). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  return JSON.stringify(a) === JSON.stringify(b);
}
