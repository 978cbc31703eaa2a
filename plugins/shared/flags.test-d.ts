import { describe, expectTypeOf, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { EXTERNAL_CONTEXT_EVENT_FLAG } from '../conditions/api.ts';
import type { ContextFlagName } from './flags.ts';

describe('context flags', () => {
  it('are the flags the plugins declare, typed, and a misspelt one does not compile', () => {
    const ctx = createContext({ flags: { reactionContext: true, memberFilter: false } });
    expectTypeOf(ctx.flags.reactionContext).toEqualTypeOf<boolean | undefined>();
    expectTypeOf(EXTERNAL_CONTEXT_EVENT_FLAG).toEqualTypeOf<'externalContextEvent'>();
    expectTypeOf<ContextFlagName>().toEqualTypeOf<
      | 'reactionContext'
      | 'linkedDataAllowed'
      | 'externalContextEvent'
      | 'memberFilter'
      | 'lineUrlOpensExternal'
    >();
    // @ts-expect-error a misspelt flag is refused where it is set
    createContext({ flags: { reactionContex: true } });
    // @ts-expect-error and where it is read
    void ctx.flags.linkedData;
  });
});
