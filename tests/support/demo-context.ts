import { DEMO_ABILITIES, DEMO_DELETED, DEMO_ITEMS, DEMO_PERMISSIONS } from '../../app/demo/account.ts';
import type { ContextInput } from '../../engine/core/index.ts';

/**
 * The demo account the playground shows too (app/demo/account.ts): every ability and permission and a few items
 * of each kind the blocks refer to.
 */
export const demoContextInput: ContextInput = {
  abilities: DEMO_ABILITIES,
  permissions: DEMO_PERMISSIONS,
  items: DEMO_ITEMS,
  deleted: DEMO_DELETED,
};
