/**
 * Envelope fields that several document kinds share (actions and funnels now, forms and rich menus later).
 */

/** Whether the document is a template (0 normal, 1 template). */
export const isTemplateProperty = {
  type: 'integer',
  title: 'テンプレート',
  'x-title-en': 'Template',
  oneOf: [
    { const: 0, title: '通常', 'x-title-en': 'Normal' },
    { const: 1, title: 'テンプレート', 'x-title-en': 'Template' },
  ],
  default: 0,
} as const;

/** The folder; null shows as 未分類 (unclassified). */
export const folderProperty = {
  type: ['integer', 'null'],
  minimum: 0,
  title: 'フォルダ',
  'x-title-en': 'Folder',
} as const;

/**
 * The document's block list. Items are only "objects with an integer type": each block is validated by its
 * own plugin, so the envelope validator stays small and incremental validation stays possible.
 *
 * @example inputs: blockListProperty('アクション内容', 'Effects')
 */
export const blockListProperty = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({
    type: 'array',
    title,
    'x-title-en': titleEn,
    items: { type: 'object', required: ['type'], properties: { type: { type: 'integer' } } },
  }) as const;
