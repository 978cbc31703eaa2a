import type { AnyPlugin, PluginContext } from '../../engine/core/index.ts';
import { apiCondition, EXTERNAL_CONTEXT_EVENT_FLAG } from './api.ts';
import { brokenCondition } from './broken.ts';
import { commonVarCondition, MEMBER_FILTER_FLAG } from './common-var.ts';
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
import { salonCondition } from './salon.ts';
import { scenarioCondition } from './scenario.ts';
import { statusCondition } from './status.ts';
import { tagCondition } from './tag.ts';
import { varCondition } from './var.ts';

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
 * The condition types an empty funnel starts with (spec 001 §4 "With an empty list, every available condition
 * type not marked non-initial is added as an initial block"): tags and friend info; every other type is
 * non-initial (`NON_INITIAL_CONDITION_TYPES`). The funnel editor adds those of them that `isConditionOffered`.
 *
 * @example initialConditionPlugins(ctx).map((plugin) => plugin.type) // [60, 75]
 */
export const INITIAL_CONDITION_TYPES: readonly number[] = [60, 75];

/** Every condition type marked non-initial: the complement of `INITIAL_CONDITION_TYPES`. */
export const NON_INITIAL_CONDITION_TYPES: readonly number[] = conditionPlugins
  .map((plugin) => plugin.type as number)
  .filter((type) => !INITIAL_CONDITION_TYPES.includes(type));

/** Types an account must be offered under a condition of the context besides its ability. */
const CONTEXT_GATES: Readonly<Record<number, (ctx: PluginContext) => boolean>> = {
  // Spec 001 §6: "The API-integration condition is visible only when an external context event is chosen".
  115: (ctx) => ctx.flags[EXTERNAL_CONTEXT_EVENT_FLAG] === true,
  // Spec 001 §6: "The common-info condition is hidden when used for member filters".
  77: (ctx) => ctx.flags[MEMBER_FILTER_FLAG] !== true,
};

/**
 * True when the funnel editor's add menu offers a condition type: listed, its ability held (spec 001 §6), and
 * its context gate open: 115 only with `flags.externalContextEvent`, 77 not with `flags.memberFilter`. Use it
 * over the engine's `addableTypes`, which knows abilities only.
 *
 * @example addableTypes(registry, 'condition', blocks, ctx).filter((t) => isConditionOffered(t.plugin, ctx))
 */
export function isConditionOffered(plugin: AnyPlugin, ctx: PluginContext): boolean {
  if (plugin.kind !== 'condition' || !plugin.listed) return false;
  if (plugin.ability && !ctx.abilities.has(plugin.ability)) return false;
  return CONTEXT_GATES[plugin.type]?.(ctx) ?? true;
}

/**
 * The plugins whose blocks an empty funnel starts with, in add-menu order.
 *
 * @example initialConditionPlugins(ctx).map((plugin) => createBlock(registry, 'condition', plugin.type, ctx))
 */
export function initialConditionPlugins(ctx: PluginContext): AnyPlugin[] {
  return conditionPlugins.filter(
    (plugin) => INITIAL_CONDITION_TYPES.includes(plugin.type) && isConditionOffered(plugin as AnyPlugin, ctx),
  ) as AnyPlugin[];
}
