import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import {
  commonItemProperties,
  formItemMessages,
  headingHelp,
  headingTitle,
  imageChange,
  imageConditions,
  itemSummary,
} from '../shared/form-items/index.ts';

const schema = {
  type: 'object',
  title: '中見出し',
  'x-title-en': 'Medium heading',
  properties: {
    swatch_id: { const: 501 },
    type: { const: 'description_md', title: '種類', 'x-title-en': 'Type' },
    ...commonItemProperties,
    title: headingTitle,
    help: headingHelp,
  },
  required: ['swatch_id', 'type'],
  additionalProperties: false,
  allOf: [...imageConditions],
} as const satisfies BlockSchema;

/**
 * A medium heading (swatch 501, spec 002 §3): a title and a text of up to 2000 characters between the questions; it takes
 * no answer, so it has no rules (a form needs at least one item that is not a heading: a form rule).
 */
export const descriptionMdFormItem = definePlugin({
  kind: 'form-item',
  type: 501,
  key: 'description_md',
  typeField: 'swatch_id',
  label: { ja: '中見出し', en: 'Medium heading' },
  description: {
    ja: '質問の間に中見出しと説明文を表示します',
    en: 'Shows a medium heading and a text between the questions',
  },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 501 as const, type: 'description_md' as const, title: '', help: '' }),
  summary: (d, ctx) => itemSummary(d, ctx, [], true),
  changes: [imageChange()],
  messages: formItemMessages,
  ui: { order: ['title', 'help', 'image_type', 'media_id', 'image_url'], hidden: ['type', 'name', 'page'] },
  examples: {
    valid: [
      { swatch_id: 501, type: 'description_md', title: 'ご来店について', help: '以下の質問にお答えください' },
      {
        swatch_id: 501,
        type: 'description_md',
        help: 'あ'.repeat(2000),
        image_type: 2,
        image_url: 'https://example.com/a.png',
      },
    ],
    invalid: [
      {
        data: { swatch_id: 501, type: 'description_md', help: 'あ'.repeat(2001) },
        expect: 'maxLength',
        path: '/help',
      },
      {
        data: { swatch_id: 501, type: 'description_md', image_type: 2, image_url: 'not a url' },
        expect: 'format',
        path: '/image_url',
      },
      {
        data: { swatch_id: 501, type: 'description_md', image_type: 1 },
        expect: 'required',
        path: '/media_id',
      },
    ],
  },
});
