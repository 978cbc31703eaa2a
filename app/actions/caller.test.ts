import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { ACTION_CALLER_NAMES, ACTION_CALLERS, callerNameOf, conditionFlags, withCaller } from './caller.ts';

const base = createContext({ flags: { linkedDataAllowed: true } });

describe('the action editor under a caller', () => {
  it('keeps the console context when the caller changes nothing', () => {
    expect(withCaller(base, undefined)).toBe(base);
    expect(withCaller(base, ACTION_CALLERS.plain)).toBe(base);
    expect(withCaller(base, { linkedData: true })).toBe(base);
  });

  it('sets the flags the plugins read: reactionContext, externalContextEvent, linkedDataAllowed', () => {
    expect(withCaller(base, ACTION_CALLERS.reaction).flags).toEqual({
      linkedDataAllowed: true,
      reactionContext: true,
    });
    expect(withCaller(base, ACTION_CALLERS.event).flags).toEqual({
      linkedDataAllowed: true,
      externalContextEvent: true,
    });
    // No linked data from the trigger: refused whatever the permission gave.
    expect(withCaller(base, { linkedData: false }).flags).toEqual({ linkedDataAllowed: false });
    // The console's own context is left as it was.
    expect(base.flags).toEqual({ linkedDataAllowed: true });
  });

  it('gives the effects’ conditions the external context event only, as one object', () => {
    expect(conditionFlags(undefined)).toBeUndefined();
    expect(conditionFlags({ reaction: true, linkedData: false })).toBeUndefined();
    expect(conditionFlags({ contextEvent: true })).toEqual({ externalContextEvent: true });
    expect(conditionFlags({ contextEvent: true })).toBe(conditionFlags(ACTION_CALLERS.event));
  });

  it('reads a caller’s name from the address, anything else being plain', () => {
    expect(ACTION_CALLER_NAMES).toEqual(['plain', 'reaction', 'event']);
    expect(callerNameOf('reaction')).toBe('reaction');
    expect(callerNameOf('event')).toBe('event');
    for (const value of [null, '', 'EVENT', 'toString', 'constructor'])
      expect(callerNameOf(value)).toBe('plain');
  });
});
