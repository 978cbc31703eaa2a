// The item store's half of the kinds (app/items/item-store.ts is in the console's first chunk); the pickers'
// tables of kinds stay in ./kinds.ts, which re-exports this.

/**
 * Where the items of a kind come from. Most kinds are GET /api/v_resource/{kind}; `…_group` kinds are the
 * folders of their base kind (a tag folder is chosen like an item); `event_menu` are the plans of the event
 * slots, foldered by slot.
 *
 * @example resourceOf('tag_group') // { resource: 'tag', derive: 'groups' }
 */
export function resourceOf(kind: string): {
  resource: string;
  derive: 'items' | 'groups' | 'event_menus' | 'response_marks';
} {
  if (kind === 'event_menu') return { resource: 'event_reserve', derive: 'event_menus' };
  if (kind === 'response_mark') return { resource: 'varia', derive: 'response_marks' };
  if (kind.endsWith('_group')) return { resource: kind.slice(0, -'_group'.length), derive: 'groups' };
  return { resource: kind, derive: 'items' };
}
