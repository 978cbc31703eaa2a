/**
 * The context flags the built-in plugins read (`ctx.flags`), declared into the engine's `ContextFlags` so that
 * a misspelt flag fails to compile wherever it is read or set: in a plugin, in the console, in the server.
 */
import type { ContextFlags } from '../../engine/core/index.ts';

declare module '../../engine/core/context.ts' {
  interface ContextFlags {
    /**
     * The action runs as an auto-response (spec 000 §5.2): effect 6 offers no 加算 / 減算 of a text value, only
     * 代入 and クリア ([1, 4]).
     */
    reactionContext?: boolean;
    /**
     * The account may use linked data (value type 15; the `user-open-api` permission, spec 000 §6): effect 6 offers
     * it, effect 15 accepts a linked-data reminder.
     */
    linkedDataAllowed?: boolean;
    /**
     * The funnel belongs to an action triggered by an external context event (spec 001 §6): condition 115 is
     * offered only then (`EXTERNAL_CONTEXT_EVENT_FLAG`).
     */
    externalContextEvent?: boolean;
    /** The funnel filters members: the common-info condition 77 is not offered there (`MEMBER_FILTER_FLAG`). */
    memberFilter?: boolean;
    /**
     * The account opens links in the external browser (`GET /api/line/account/setting/message` answers 1, spec
     * 001 §7): the rich-menu URL button's legacy display size is labelled so. Absent or false: the in-chat
     * browser, which is what an account without the setting gets (`URL_OPENS_EXTERNAL_FLAG`).
     */
    lineUrlOpensExternal?: boolean;
  }
}

/** A flag's name, checked against the declared flags. @example const flag: ContextFlagName = 'memberFilter'; */
export type ContextFlagName = keyof ContextFlags;

/**
 * The flag the console sets when the funnel belongs to an action whose trigger is an external context event
 * (spec 001 §6 "The API-integration condition is visible only when an external context event is chosen"). Here,
 * not in plugins/conditions/api.ts, so the action editor names it without loading a condition plugin.
 */
export const EXTERNAL_CONTEXT_EVENT_FLAG = 'externalContextEvent' as const satisfies ContextFlagName;

/** The flag the console sets from the account's link-opening setting (spec 001 §7), read by the URL button. */
export const URL_OPENS_EXTERNAL_FLAG = 'lineUrlOpensExternal' as const satisfies ContextFlagName;
