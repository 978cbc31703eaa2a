import { describe, expect, it } from 'vitest';
import type { Session } from './api/types.ts';
import { sessionDraftKey } from './session-drafts.ts';

const session = (operator: number | undefined, account = 1): Session => ({
  token: 't',
  account: { id: account, name: 'デモ' },
  abilities: [],
  permissions: [],
  operator: operator === undefined ? undefined : { id: operator, login_id: `op${operator}`, name: '担当' },
});

describe('sessionDraftKey', () => {
  it('names the account, the operator, the kind and the document', () => {
    expect(sessionDraftKey(session(7), 'friend', 12)).toBe('1:7:friend:12');
    expect(sessionDraftKey(session(7), 'action', null)).toBe('1:7:action:new');
  });

  it('gives another operator of the same account, on the same browser, other keys', () => {
    expect(sessionDraftKey(session(8), 'friend', 12)).not.toBe(sessionDraftKey(session(7), 'friend', 12));
    expect(sessionDraftKey(session(7, 2), 'friend', 12)).not.toBe(sessionDraftKey(session(7), 'friend', 12));
  });

  it('keeps the tab-id keys of new documents inside one operator’s (new-drafts.ts lists them by prefix)', () => {
    const seven = sessionDraftKey(session(7), 'action', null);
    const seventy = sessionDraftKey(session(70), 'action', null);
    expect(`${seventy}:tab`.startsWith(`${seven}:`)).toBe(false);
    expect(`${seventy}:tab`.startsWith(seven)).toBe(false);
  });

  it('never shares an operator’s key with a session that names none', () => {
    expect(sessionDraftKey(session(undefined), 'friend', 12)).toBe('1:-:friend:12');
    expect(sessionDraftKey(undefined, 'friend', 12)).toBe('0:-:friend:12');
  });
});
