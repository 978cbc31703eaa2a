import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import type { DryRunLine, EffectDryRun } from '../shared/effects/dry-run.ts';
import { responseMarkWidgets } from '../shared/response-marks/index.ts';
import { quoteIn } from '../shared/summary.ts';

/** "No change" for both fields (spec 000 §2.5, §9: user_rate -10; notify uses the same sentinel). */
export const MARK_NO_CHANGE = -10;
/** user_rate -1 blocks the friend. */
export const USER_RATE_BLOCK = -1;

/**
 * The context kind under which the console and the server give the response marks (the choices of the
 * response-mark field, code member_taiou_mark: id and label) so summaries can name them. Not an `x-item`: marks
 * are not picker items; the schema names them with `x-context-item`.
 */
export const RESPONSE_MARK_KIND = 'response_mark';

/** The code of the friend-info field whose choices are the response marks (spec 000 §2.2). */
export const RESPONSE_MARK_FIELD_CODE = 'member_taiou_mark';

const USER_RATE_LABEL: Record<number, string> = { [-1]: 'ブロック', 0: '非表示', 1: '通常' };
const USER_RATE_LABEL_EN: Record<number, string> = { [-1]: 'blocked', 0: 'hidden', 1: 'normal' };

const schema = {
  type: 'object',
  title: '対応マーク・表示状態操作',
  'x-title-en': 'Response mark and display state',
  properties: {
    type: { const: 7 },
    notify: {
      type: 'integer',
      minimum: -10,
      title: '対応マーク',
      'x-title-en': 'Response mark',
      description: '-10: 変更しない、1以上: 設定する対応マーク(対応マークの選択肢ID)',
      'x-description-en': '-10 leaves the mark unchanged; 1 or more is the response mark (choice id) to set',
      'x-context-item': RESPONSE_MARK_KIND,
      default: -10,
    },
    user_rate: {
      type: 'integer',
      title: '表示状態',
      'x-title-en': 'Display state',
      oneOf: [
        { const: -10, title: '変更しない', 'x-title-en': 'No change' },
        { const: -1, title: 'ブロック', 'x-title-en': 'Block' },
        { const: 0, title: '非表示', 'x-title-en': 'Hide' },
        { const: 1, title: '通常に戻す', 'x-title-en': 'Restore to normal' },
      ],
      default: -10,
    },
    ...effectCommonProperties,
  },
  required: ['type', 'notify', 'user_rate'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Response mark and display state (effect 7): each before and after, -10 leaving it as it is. */
const markDryRun: EffectDryRun = (effect, friend, ctx) => {
  const lines: DryRunLine[] = [];
  let next = friend;
  const notify = effect.notify;
  if (typeof notify === 'number' && notify >= 1) {
    lines.push({
      kind: 'mark',
      from: friend.notify ? ctx.markName(friend.notify) : null,
      to: ctx.markName(notify),
    });
    next = { ...next, notify };
  }
  const rate = effect.user_rate;
  if (rate === -1 || rate === 0 || rate === 1) {
    lines.push({ kind: 'display', from: friend.user_rate, to: rate });
    next = { ...next, user_rate: rate };
  }
  return { lines, next };
};

/**
 * Set the response mark and the display state (effect 7, single; spec 000 §2.5, §9). Each field may stay
 * unchanged (-10). Blocking (user_rate -1) carries a warning: blocked friends vanish from the list, receive no
 * messages and lose their tags and friend info.
 */
export const markEffect = definePlugin({
  kind: 'effect',
  type: 7,
  key: 'mark',
  label: { ja: '対応マーク・表示状態操作', en: 'Response mark and display state' },
  description: {
    ja: '友だちの対応マークと表示状態(ブロック・非表示・通常)を変更します',
    en: "Changes the friend's response mark and display state (block, hide, normal)",
  },
  multiplicity: 'single',
  listed: true,
  menuOrder: 80,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 7 as const, notify: MARK_NO_CHANGE, user_rate: -10 as const }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      const changes: string[] = [];
      if (d.notify !== MARK_NO_CHANGE)
        changes.push(`the response mark to ${quoteIn('en', itemName(ctx, RESPONSE_MARK_KIND, d.notify))}`);
      if (d.user_rate !== MARK_NO_CHANGE)
        changes.push(`the display state to ${quoteIn('en', USER_RATE_LABEL_EN[d.user_rate])}`);
      return changes.length ? `Set ${changes.join(' and ')}` : 'No change';
    }
    const parts: string[] = [];
    if (d.notify !== MARK_NO_CHANGE)
      parts.push(`対応マークを「${itemName(ctx, RESPONSE_MARK_KIND, d.notify)}」`);
    if (d.user_rate !== MARK_NO_CHANGE) parts.push(`表示状態を「${USER_RATE_LABEL[d.user_rate]}」`);
    return parts.length ? `${parts.join('、')}に変更` : '変更なし';
  },
  rules: [
    {
      // Marks are choice ids (1 or more); -10 is the only other value (no change).
      code: 'enum',
      path: '/notify',
      violated: (d) => d.notify !== MARK_NO_CHANGE && d.notify < 1,
    },
    {
      code: 'mark_block_warning',
      path: '/user_rate',
      severity: 'warning',
      violated: (d) => d.user_rate === USER_RATE_BLOCK,
    },
  ],
  messages: {
    mark_block_warning: {
      ja: 'ブロックした友だちは友だちリストに表示されなくなり、メッセージも届かなくなります。また、タグと友だち情報はすべて削除されます',
      en: 'Blocked friends vanish from the friend list and receive no messages; their tags and friend info are removed',
    },
  },
  ui: { order: ['notify', 'user_rate'], widgets: { notify: 'response-mark' } },
  // The marks are chosen by name from a select, shared with condition 50 (plugins/shared/response-marks).
  widgets: responseMarkWidgets,
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? markDryRun : undefined },
  examples: {
    valid: [
      { type: 7, notify: 2, user_rate: -10 },
      { type: 7, notify: -10, user_rate: 0 },
      { type: 7, notify: 1, user_rate: 1 },
      { type: 7, notify: -10, user_rate: -1 },
    ],
    invalid: [
      { data: { type: 7, notify: -10, user_rate: 2 }, expect: 'enum', path: '/user_rate' },
      { data: { type: 7, notify: 0, user_rate: -10 }, expect: 'enum', path: '/notify' },
      { data: { type: 7, notify: -11, user_rate: -10 }, expect: 'minimum', path: '/notify' },
      { data: { type: 7, user_rate: -10 }, expect: 'required', path: '/notify' },
    ],
  },
});
