/**
 * The playground's demo account: the account the plugin tests use too (./account.ts), with the abilities every
 * registered plugin names, one friend-info field of each type (the choice field with its choices), and a few
 * items of the kinds only the playground shows.
 *
 * @example const ctx = createDemoContext('ja', registry.plugins().map((p) => p.ability ?? ''));
 */
import { createContext, type ItemRef, type Lang, type PluginContext } from '../../engine/core/index.ts';
import { DEMO_ABILITIES, DEMO_DELETED, DEMO_FRIEND_INFO, DEMO_ITEMS, DEMO_PERMISSIONS } from './account.ts';

export { MARKUP_TAG_NAME } from './account.ts';

/** Items by kind, as the item picker would load them. */
export const demoItems: Readonly<Record<string, readonly ItemRef[]>> = {
  ...DEMO_ITEMS,
  // One field of each type, so every friend-info branch of a block can be tried; the choices make condition 75
  // offer a select.
  varia: DEMO_FRIEND_INFO.map((field) =>
    field.type === 20 ? { ...field, choices: ['赤', '青', '緑'] } : field,
  ),
  funnel: [
    { id: 1, name: '購入者' },
    { id: 2, name: '30日以上未反応' },
  ],
  action: [
    { id: 1, name: '友だち追加時' },
    { id: 2, name: '購入完了時' },
  ],
  site: [{ id: 1, name: '公式サイト' }],
  reaction: [{ id: 1, name: 'はい/いいえ' }],
  operator_role: [{ id: 1, name: '店舗スタッフ' }],
};

/**
 * The demo account's plugin context in a language. `extraAbilities` lets every registered plugin be offered,
 * even one whose ability the demo account does not name yet.
 *
 * @example createDemoContext('ja', ['my_new_ability']).abilities.has('scenario') // true
 */
export function createDemoContext(lang: Lang, extraAbilities: Iterable<string> = []): PluginContext {
  return createContext({
    lang,
    abilities: new Set([...DEMO_ABILITIES, ...extraAbilities]),
    permissions: DEMO_PERMISSIONS,
    items: demoItems,
    deleted: DEMO_DELETED,
  });
}
