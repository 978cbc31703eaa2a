import type { TextKey } from './i18n.ts';

/** One area of the console, as the home page lists it and the router serves it. */
export interface Area {
  /** Stable id, also used as a CSS hook (`app-area--actions`). */
  id: string;
  path: string;
  title: TextKey;
  text: TextKey;
  /** false: the route shows a 準備中 page until the area's issue ships it. */
  ready: boolean;
}

/**
 * The operators' areas (DESIGN §1). An area that is not built yet still has its route, so a link to it never
 * lands on a 404; flip `ready` and add its page in app/App.tsx when it ships.
 *
 * @example areas.filter((area) => area.ready).map((area) => area.path)
 */
export const areas: readonly Area[] = [
  { id: 'actions', path: '/actions', title: 'areaActions', text: 'areaActionsText', ready: true },
  { id: 'funnels', path: '/funnels', title: 'areaFunnels', text: 'areaFunnelsText', ready: true },
  { id: 'forms', path: '/lvf', title: 'areaForms', text: 'areaFormsText', ready: true },
  { id: 'richmenus', path: '/line/richmenu', title: 'areaRichMenus', text: 'areaRichMenusText', ready: true },
  { id: 'friends', path: '/friends', title: 'areaFriends', text: 'areaFriendsText', ready: true },
];

/** The developer tool that lists every registered block type. */
export const PLAYGROUND_PATH = '/playground';

/** The demo of the action setting widget (spec 000 §2.3) that other screens embed. */
export const ACTION_SETTING_DEMO_PATH = '/widgets/action-setting';
