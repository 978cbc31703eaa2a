/**
 * What a rich-menu button keeps when the operator picks another action type (spec 001 §4 "Changing a button's
 * action type resets its action_id to 0"). Each action type is its own plugin, so a type change is the engine's
 * `retype` operation: the new type's defaults (action_id 0 again; a URL, a form or a number dropped) with these
 * fields of the old button carried over. The tap code is dropped: the server gives the new action its own.
 */

/** The fields every action has and a type change keeps; everything else comes from the new type's defaults. */
export const KEPT_ON_TYPE_CHANGE = ['label', 'input_option', 'bounds'] as const;
