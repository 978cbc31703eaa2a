import { describe, expect, it } from 'vitest';
import {
  CONTEXT_CATALOGUE,
  type ContextAccess,
  findContext,
  formatsFor,
  offeredContexts,
} from './contexts.ts';
import { placeholderLabel } from './placeholder-labels.ts';
import { CONTEXT_DATE_FORMATS } from './placeholders.ts';

const access = (
  permissions: string[],
  abilities: string[] = ['event_reserve', 'open-api'],
): ContextAccess => ({
  permissions: new Set(permissions),
  abilities: new Set(abilities),
});
const categories = (list: { category: string }[]) => list.map((entry) => entry.category);
const reserveKeys = (list: ReturnType<typeof offeredContexts>) =>
  list.find((entry) => entry.category === 'reserve')?.events[0]?.keys.map((key) => key.key);

describe('the context catalogue (spec 000 §3.8, §6, §9; spec 001 §2, §6)', () => {
  it('offers the trigger categories only with user-open-api, and each only with its ability', () => {
    expect(offeredContexts(access([]), { sources: ['trigger'] })).toEqual([]);
    expect(categories(offeredContexts(access(['user-open-api']), { sources: ['trigger'] }))).toEqual([
      'reserve',
      'open_api',
    ]);
    expect(
      categories(offeredContexts(access(['user-open-api'], ['event_reserve']), { sources: ['trigger'] })),
    ).toEqual(['reserve']);
    expect(categories(offeredContexts(access(['user-open-api'], []), { sources: ['trigger'] }))).toEqual([]);
  });

  it('offers the message-event context to anyone, and only when asked for', () => {
    expect(categories(offeredContexts(access([], []), { sources: ['message'] }))).toEqual(['message']);
    expect(categories(offeredContexts(access(['user-open-api']), { sources: ['trigger'] }))).not.toContain(
      'message',
    );
  });

  it('adds the QR and payment URL keys only with reserve-concert-plugin', () => {
    const without = reserveKeys(offeredContexts(access(['user-open-api']), { sources: ['trigger'] }));
    expect(without).toEqual(['date_time', 'slot', 'course', 'name', 'price', 'confirm_url']);
    const withPlugin = reserveKeys(
      offeredContexts(access(['user-open-api', 'reserve-concert-plugin']), { sources: ['trigger'] }),
    );
    expect(withPlugin).toEqual([...(without ?? []), 'qr_url', 'payment_url']);
  });

  it('has the reservation events of spec 000 §9', () => {
    const reserve = CONTEXT_CATALOGUE.find((entry) => entry.category === 'reserve');
    expect(reserve?.events.map((event) => event.event)).toEqual(
      expect.arrayContaining([
        'register',
        'cancel',
        'change',
        'approve',
        'deny',
        'paid',
        'reminder',
        'follow',
      ]),
    );
  });

  it('narrows to value types and drops what is left empty (the reminder goal: datetime only)', () => {
    const offered = offeredContexts(access(['user-open-api']), {
      sources: ['message', 'trigger'],
      types: ['datetime'],
    });
    for (const category of offered)
      for (const event of category.events) for (const key of event.keys) expect(key.type).toBe('datetime');
    expect(reserveKeys(offered)).toEqual(['date_time']);
  });

  it('offers the nine formats for a datetime key and none for any other', () => {
    expect(CONTEXT_DATE_FORMATS).toHaveLength(9);
    for (const category of CONTEXT_CATALOGUE)
      for (const event of category.events)
        for (const key of event.keys)
          expect(formatsFor(key)).toEqual(key.type === 'datetime' ? CONTEXT_DATE_FORMATS : []);
  });

  it('finds a known path and answers undefined for an unknown one', () => {
    expect(findContext({ category: 'reserve', event: 'paid', key: 'price' })?.key.ja).toBe('料金');
    expect(findContext({ category: 'reserve', event: 'paid', key: 'nope' })).toBeUndefined();
    expect(findContext({ category: 'other', event: 'paid', key: 'price' })).toBeUndefined();
  });

  it('labels a context chip by its labels, never its code, and an unknown one by its key', () => {
    const known = { kind: 'context', category: 'reserve', event: 'register', key: 'date_time' } as const;
    expect(placeholderLabel(known, 'ja')).toBe('[予約:予約日時]');
    expect(placeholderLabel(known, 'en')).toBe('[Reservation: Reservation date and time]');
    expect(
      placeholderLabel({ kind: 'context', category: 'message', event: 'received', key: 'text' }, 'ja'),
    ).toBe('[受信メッセージ:メッセージ本文]');
    expect(placeholderLabel({ kind: 'context', category: 'x', event: 'y', key: 'zz' }, 'ja')).toBe(
      '[連携データ:zz]',
    );
  });
});
