/**
 * The funnel editor demo's addresses (its query: the mode, the finisher, the funnel, its use). Apart from
 * ./paths.ts, which the console's first chunk carries for routing: only the demo page needs these.
 */
import type { FunnelMode } from './document.ts';
import type { FunnelFinisher } from './FunnelEditor.tsx';
import { FUNNEL_DEMO_PATH } from './paths.ts';

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
