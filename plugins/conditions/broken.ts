import { type BlockSchema, definePlugin } from '../../engine/core/index.ts';
import type { ConditionMeaning } from '../shared/conditions/meaning.ts';

const schema = {
  type: 'object',
  title: '読み込めない条件',
  'x-title-en': 'Unreadable condition',
  description: '読み込めなくなった条件です。内容は変更されず、そのまま保存されます',
  'x-description-en': 'A condition that can no longer be read; it is kept and saved back unchanged',
  properties: { type: { const: -1 } },
  required: ['type'],
  // Whatever the condition held is kept as it was: no field is known, none is refused.
  additionalProperties: true,
} as const satisfies BlockSchema;

/** A broken condition (-1) means nothing that can be evaluated: unknown, counted as no match. */
const brokenMeaning: ConditionMeaning = {
  type: -1,
  evaluate: () => 'unknown',
  compile: () => 'unknown',
};

/**
 * A condition that can no longer be read (condition -1, spec 001 §3): read-only, never offered, and saved back
 * exactly as loaded, whatever fields it holds.
 */
export const brokenCondition = definePlugin({
  kind: 'condition',
  type: -1,
  key: 'broken',
  label: { ja: '読み込めない条件', en: 'Unreadable condition' },
  description: {
    ja: '読み込めなくなった条件(読み取り専用)',
    en: 'A condition that can no longer be read (read-only)',
  },
  multiplicity: 'multiple',
  listed: false,
  menuOrder: 240,
  readOnly: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: -1 as const }),
  summary: (_d, ctx) => (ctx.lang === 'en' ? 'Unreadable condition' : '読み込めない条件'),
  extras: { meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? brokenMeaning : undefined },
  examples: {
    valid: [{ type: -1 }, { type: -1, old_field: 'そのまま', tag_ids: [1, 2] }],
    invalid: [
      {
        data: { type: -1, _v: 2 },
        expect: 'broken_block',
        note: 'A version this plugin does not know loads as an engine broken block (kept unchanged too)',
      },
    ],
  },
});
