import { funnelDocument } from '../../documents/funnel.ts';
import { type AnyPlugin, isOffered, type PluginContext, placeOf } from '../../engine/core/index.ts';
import { apiCondition } from './api.ts';
import { brokenCondition } from './broken.ts';
import { commonVarCondition } from './common-var.ts';
import { conversionCondition } from './conversion.ts';
import { formCondition } from './form.ts';
import { journeyCondition } from './journey.ts';
import { landingCondition } from './landing.ts';
import { landingKeysCondition } from './landing-keys.ts';
import { lastResponseCondition } from './last-response.ts';
import { mailCondition } from './mail.ts';
import { markCondition } from './mark.ts';
import { memoCondition } from './memo.ts';
import { nameCondition } from './name.ts';
import { orGroupCondition } from './or-group.ts';
import { otherCondition } from './other.ts';
import { registeredCondition } from './registered.ts';
import { reminderCondition } from './reminder.ts';
import { reservationCondition } from './reservation.ts';
import { richmenuCondition } from './richmenu.ts';
import { salonCondition } from './salon/index.ts';
import { scenarioCondition } from './scenario.ts';
import { statusCondition } from './status.ts';
import { tagCondition } from './tag.ts';
import { varCondition } from './var/index.ts';

export { EXTERNAL_CONTEXT_EVENT_FLAG } from './api.ts';
export { MEMBER_FILTER_FLAG } from './common-var.ts';
export { normalizeJourney } from './journey.ts';

/**
 * The built-in condition plugins (spec 001 §2 "Friend-search condition panels"), in the order the add menu
 * offers them; the or-group and the unreadable condition (never offered) come last.
 */
export const conditionPlugins = [
  nameCondition,
  memoCondition,
  statusCondition,
  registeredCondition,
  lastResponseCondition,
  markCondition,
  tagCondition,
  varCondition,
  commonVarCondition,
  otherCondition,
  scenarioCondition,
  conversionCondition,
  landingCondition,
  landingKeysCondition,
  reminderCondition,
  richmenuCondition,
  formCondition,
  mailCondition,
  reservationCondition,
  salonCondition,
  journeyCondition,
  apiCondition,
  orGroupCondition,
  brokenCondition,
] as const;

/**
 * Condition types registered beyond the specification's catalogue (../shared/spec/CATALOGUE.md). The index test
 * refuses a registered type that is neither catalogued nor named here.
 *
 * @example CONDITION_ADDITIONS.includes(130) // false: every condition today is catalogued
 */
export const CONDITION_ADDITIONS: readonly number[] = [];

/**
 * The condition types an empty funnel starts with (spec 001 §4 "With an empty list, every available condition
 * type not marked non-initial is added as an initial block"): tags and friend info; every other type is
 * non-initial (`NON_INITIAL_CONDITION_TYPES`). The funnel editor adds those of them the add menu offers.
 *
 * @example initialConditionPlugins(ctx).map((plugin) => plugin.type) // [60, 75]
 */
export const INITIAL_CONDITION_TYPES: readonly number[] = funnelDocument.initialTypes;

/** Every condition type marked non-initial: the complement of `INITIAL_CONDITION_TYPES`. */
export const NON_INITIAL_CONDITION_TYPES: readonly number[] = conditionPlugins
  .map((plugin) => plugin.type as number)
  .filter((type) => !INITIAL_CONDITION_TYPES.includes(type));

/**
 * The plugins whose blocks an empty funnel starts with, in add-menu order: the initial types the add menu would
 * offer at the top level (`isOffered`: listed, ability held, the plugin's own `offered` hook).
 *
 * @example initialConditionPlugins(ctx).map((plugin) => createBlock(registry, 'condition', plugin.type, ctx))
 */
export function initialConditionPlugins(ctx: PluginContext): AnyPlugin[] {
  const topLevel = placeOf([], 'condition', null);
  return (conditionPlugins as readonly AnyPlugin[]).filter(
    (plugin) => INITIAL_CONDITION_TYPES.includes(plugin.type) && isOffered(plugin, ctx, topLevel),
  );
}
