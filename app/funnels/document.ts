/**
 * What is the funnel editor's own around the engine's document editor (spec 001 §2, §4, §9): its three modes and
 * the envelope fields each shows, a new funnel's envelope and the reset's.
 */
import type { FunnelWire } from '../../documents/funnel.ts';

/**
 * The three modes of the funnel editor (spec 001 §2): editor (name, folder, all options), funneling (only the
 * user-rate type and the blocked option), board (no options).
 */
export type FunnelMode = 'editor' | 'funneling' | 'board';

/** The envelope of a funnel (every field but its id and its conditions), as the funnel schema says. */
export type FunnelEnvelope = Omit<FunnelWire, 'fid' | 'inputs'>;

/**
 * What a mode shows: the name and the folder, and which options in which order.
 *
 * @example modeFields('funneling') // ['user_rate_type', 'with_blocked']
 */
export function modeFields(mode: FunnelMode): readonly string[] {
  return MODE_FIELDS[mode];
}

const MODE_FIELDS: Record<FunnelMode, readonly string[]> = {
  editor: ['name', 'group_id', 'with_blocked', 'user_rate_type', 'sort_type', 'take_num'],
  funneling: ['user_rate_type', 'with_blocked'],
  board: [],
};

/**
 * A new funnel's envelope (spec 001 §4, §9): with_blocked 0, user_rate_type 0, sort_type 1, take_num 50. The
 * editor mode saves named custom searches (is_template 1); an embedded funnel is an unnamed condition (0).
 *
 * @example initialEnvelope('editor') // { name: '', is_template: 1, group_id: null, with_blocked: 0, user_rate_type: 0, sort_type: 1, take_num: 50 }
 */
export function initialEnvelope(mode: FunnelMode, groupId: number | null = null): FunnelEnvelope {
  return {
    name: '',
    is_template: mode === 'editor' ? 1 : 0,
    group_id: groupId,
    with_blocked: 0,
    user_rate_type: 0,
    sort_type: 1,
    take_num: 50,
  };
}

/**
 * The four options a reset sets (spec 001 §4 "Defaults on reset"). The name and the folder stay: a reset clears
 * the search, not where it is kept (FunnelEditor sets them with the reset's conditions, as one undo step).
 */
export const RESET_OPTIONS = { with_blocked: 0, user_rate_type: 0, sort_type: 0, take_num: 50 } as const;
