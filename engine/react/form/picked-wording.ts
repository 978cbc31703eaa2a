import type { Issue, Lang, SchemaNode } from '../../core/index.ts';

/**
 * A field chosen from a list (an enum, an item, a list of items): its required error says 選択, not 入力.
 *
 * @example isPicked({ type: 'integer', 'x-item': 'template' }) // true
 */
export function isPicked(node: SchemaNode | undefined): boolean {
  if (!node) return false;
  if (node.enum || node.oneOf || node['x-item'] || node['x-widget'] === 'item-picker') return true;
  const items = node.items as SchemaNode | undefined;
  return node.type === 'array' && !!items && typeof items === 'object' && !!items['x-item'];
}

/**
 * An issue's text as the operator reads it: 〜を入力してください → 〜を選択してください (English: Enter → Choose)
 * for a field picked from a list, so the error under the field and the error summary say the same.
 *
 * @example issueText(issue, { 'x-item': 'template' }, 'ja') // 'テンプレートを選択してください'
 */
export function issueText(issue: Pick<Issue, 'message'>, node: SchemaNode | undefined, lang: Lang): string {
  if (!isPicked(node)) return issue.message;
  return lang === 'ja'
    ? issue.message.replace(/を入力してください$/, 'を選択してください')
    : issue.message.replace(/^Enter /, 'Choose ');
}
