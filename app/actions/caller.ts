import type { ContextFlags, PluginContext } from '../../engine/core/index.ts';
import { EXTERNAL_CONTEXT_EVENT_FLAG } from '../../plugins/shared/flags.ts';

/**
 * What the screen that opens the action editor knows about where the action will run, as far as it changes what
 * the action may hold. The /actions page has no caller (an action there is a template any screen may use); a
 * screen that attaches an action to one trigger says what that trigger is.
 */
export interface ActionCaller {
  /**
   * An auto-response reaction runs the action: friend-info add and subtract are refused (spec 000 §4), and the
   * received message is a context (the composer's 受信メッセージ selector, the context picker's 受信メッセージ
   * category; docs/decisions/composer-context.md). Set as the `reactionContext` flag.
   */
  reaction?: boolean;
  /**
   * The trigger is an external context event (an open-API trigger with its category and event chosen): the
   * effects' conditions offer 外部API連携 (condition 115, spec 001 §6).
   */
  contextEvent?: boolean;
  /**
   * false: the trigger carries no linked data, so value type 15 (effect 6) and the reminder's parameter date
   * (effect 15) are refused whatever the permission. true or absent: the account's user-open-api permission
   * decides, as on the /actions page (spec 000 §6).
   */
  linkedData?: boolean;
}

/** The callers a person can pick where the console shows the action editor on its own (demo, ?caller=). */
export const ACTION_CALLERS = {
  plain: {},
  reaction: { reaction: true },
  event: { contextEvent: true },
} as const satisfies Record<string, ActionCaller>;

/** A name of `ACTION_CALLERS`. */
export type ActionCallerName = keyof typeof ACTION_CALLERS;

/** The names of `ACTION_CALLERS`, in the order a picker lists them. */
export const ACTION_CALLER_NAMES = Object.keys(ACTION_CALLERS) as ActionCallerName[];

/**
 * A caller's name from a text (an address's ?caller= value, a select's value); anything else is the plain caller.
 *
 * @example callerNameOf(new URLSearchParams('caller=event').get('caller')) // 'event'
 */
export function callerNameOf(value: string | null): ActionCallerName {
  return ACTION_CALLER_NAMES.includes(value as ActionCallerName) ? (value as ActionCallerName) : 'plain';
}

/**
 * The action editor's context under a caller: the caller's flags over the console's (reactionContext,
 * linkedDataAllowed, externalContextEvent, the flags the plugins read). Without anything to change it answers
 * `ctx` itself, so a caller-less editor keeps the console's context object.
 *
 * @example withCaller(consoleCtx, { reaction: true }).flags.reactionContext // true
 */
export function withCaller(ctx: PluginContext, caller: ActionCaller | undefined): PluginContext {
  const flags: ContextFlags = {};
  if (caller?.reaction) flags.reactionContext = true;
  if (caller?.contextEvent) flags[EXTERNAL_CONTEXT_EVENT_FLAG] = true;
  if (caller?.linkedData === false) flags.linkedDataAllowed = false;
  return Object.keys(flags).length === 0 ? ctx : { ...ctx, flags: { ...ctx.flags, ...flags } };
}

// One object, so the funnel editor's context is not rebuilt on every render of the action editor.
const EVENT_CONDITION_FLAGS: Readonly<ContextFlags> = { [EXTERNAL_CONTEXT_EVENT_FLAG]: true };

/**
 * The flags the condition of an effect (a funnel) gets from the caller: the external context event, which offers
 * condition 115. The effect-only flags (reaction, linked data) mean nothing to conditions.
 *
 * @example conditionFlags({ contextEvent: true }) // { externalContextEvent: true }
 */
export function conditionFlags(caller: ActionCaller | undefined): Readonly<ContextFlags> | undefined {
  return caller?.contextEvent ? EVENT_CONDITION_FLAGS : undefined;
}
