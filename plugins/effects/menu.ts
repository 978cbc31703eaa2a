import { type BlockSchema, definePlugin, itemName } from '../../engine/core/index.ts';
import { effectCommonProperties } from '../shared/effect.ts';
import { type EffectDryRun, unchanged } from '../shared/effects/dry-run.ts';
import { quoteIn } from '../shared/summary.ts';

/** menu_id 0 removes the friend's rich menu (spec 000 §2.5). */
export const MENU_REMOVE = 0;

const schema = {
  type: 'object',
  title: 'メニュー操作',
  'x-title-en': 'Rich menu operation',
  properties: {
    type: { const: 14 },
    menu_id: {
      type: 'integer',
      minimum: 0,
      title: 'リッチメニュー',
      'x-title-en': 'Rich menu',
      description: '0: リッチメニューを解除',
      'x-description-en': '0 removes the rich menu',
      'x-item': 'menu',
    },
    ...effectCommonProperties,
  },
  required: ['type', 'menu_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/** Rich menu (effect 14): the menu before and after (0 removes it); the friend then has the new one. */
const menuDryRun: EffectDryRun = (effect, friend, ctx) => {
  const to = effect.menu_id;
  if (typeof to !== 'number' || !Number.isSafeInteger(to) || to < 0)
    return unchanged(friend, { kind: 'note', code: 'unavailable' });
  const name = (id: number | null) => (id ? itemName(ctx.plugin, 'menu', id) : null);
  return {
    lines: [{ kind: 'menu', from: name(friend.richmenu_id), to: name(to) }],
    next: { ...friend, richmenu_id: to === 0 ? null : to },
  };
};

/** Switch the friend's rich menu (effect 14, ability richmenu; spec 000 §2.5): a menu, or 0 to remove it. */
export const menuEffect = definePlugin({
  kind: 'effect',
  type: 14,
  key: 'menu',
  label: { ja: 'メニュー操作', en: 'Rich menu operation' },
  description: { ja: '友だちのリッチメニューを切り替えます', en: "Switches the friend's rich menu" },
  multiplicity: 'multiple',
  ability: 'richmenu',
  listed: true,
  menuOrder: 60,
  version: 1,
  migrations: {},
  schema,
  // The operator picks a menu or "none": a new step does not silently remove the menu.
  defaults: () => ({ type: 14 as const }) as { type: 14; menu_id: number },
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.menu_id === MENU_REMOVE) return 'Remove the rich menu';
      if (d.menu_id === undefined) return 'No rich menu chosen';
      return `Switch the rich menu to ${quoteIn('en', itemName(ctx, 'menu', d.menu_id))}`;
    }
    if (d.menu_id === MENU_REMOVE) return 'リッチメニューを解除';
    if (d.menu_id === undefined) return 'リッチメニュー未選択';
    return `リッチメニューを「${itemName(ctx, 'menu', d.menu_id)}」に切り替え`;
  },
  ui: { order: ['menu_id'] },
  extras: { dryRun: typeof __CONSOLE_BUNDLE__ === 'undefined' ? menuDryRun : undefined },
  examples: {
    valid: [
      { type: 14, menu_id: 1 },
      { type: 14, menu_id: 0 },
    ],
    invalid: [
      { data: { type: 14 }, expect: 'action_required', path: '/menu_id' },
      { data: { type: 14, menu_id: -1 }, expect: 'action_required', path: '/menu_id' },
      { data: { type: 14, menu_id: 'main' }, expect: 'type', path: '/menu_id' },
    ],
  },
});
