import { editorIdOfPath } from '../router.tsx';
import type { FunnelMode } from './document.ts';
import type { FunnelFinisher } from './FunnelEditor.tsx';

/** The funnel list's path. */
export const FUNNELS_PATH = '/funnels';

/**
 * The fid in a funnel editor address: /funnels/12 → 12, /funnels/new → null, anything else → undefined (not a
 * funnel editor address). Kept apart from the page so the shell routes without loading the editor.
 *
 * @example fidOfPath('/funnels/12') // 12
 */
export const fidOfPath = (path: string): number | null | undefined => editorIdOfPath(path, FUNNELS_PATH);

/** The demo of the embeddable funnel editor: its three modes and finishers. */
export const FUNNEL_DEMO_PATH = '/widgets/funnel-editor';

/**
 * A saved funnel's id in an address's query value: '12' → 12; absent or anything else (0, -1, 'abc', '1e3') →
 * null, a new funnel.
 *
 * @example fidOfQuery(new URLSearchParams('fid=12').get('fid')) // 12
 */
export function fidOfQuery(value: string | null): number | null {
  return value !== null && /^[1-9][0-9]{0,9}$/.test(value) ? Number(value) : null;
}

/**
 * Where the demo's funnel is used, as the screen embedding it would say (spec 001 §6): plain, for an action whose
 * trigger is an external context event (condition 115 offered), or as a member filter (condition 77 hidden).
 */
export const FUNNEL_USES = ['plain', 'event', 'member'] as const;

/** A name of `FUNNEL_USES`. */
export type FunnelUse = (typeof FUNNEL_USES)[number];

/**
 * The use in an address's ?use= value; absent or anything else is plain.
 *
 * @example funnelUseOf(new URLSearchParams('use=event').get('use')) // 'event'
 */
export function funnelUseOf(value: string | null): FunnelUse {
  return FUNNEL_USES.includes(value as FunnelUse) ? (value as FunnelUse) : 'plain';
}

/**
 * The demo's address for a mode, a finisher, the funnel it opens (null: a new one) and its use (plain: left out).
 *
 * @example funnelDemoPath({ mode: 'board', finisher: 'post', fid: 12 }) // '/widgets/funnel-editor?mode=board&finisher=post&fid=12'
 * @example funnelDemoPath({ mode: 'board', finisher: 'post', fid: null, use: 'event' }) // '…&finisher=post&use=event'
 */
export function funnelDemoPath(choice: {
  mode: FunnelMode;
  finisher: FunnelFinisher;
  fid: number | null;
  use?: FunnelUse;
}): string {
  const fid = choice.fid === null ? '' : `&fid=${choice.fid}`;
  const use = !choice.use || choice.use === 'plain' ? '' : `&use=${choice.use}`;
  return `${FUNNEL_DEMO_PATH}?mode=${choice.mode}&finisher=${choice.finisher}${fid}${use}`;
}
