import { describe, expect, it } from 'vitest';
import { codeOf } from '../placeholders.ts';
import { MESSAGE_LIMIT, messageLength, splitMessage } from './counter.ts';
import {
  availableInserts,
  composerContexts,
  contextInsert,
  dateInsert,
  insertableFields,
  itemInsert,
  REMAIN_MESSAGES,
  remainInsert,
} from './inserts.ts';
import { fillMessage, formatDay } from './preview.ts';

/** The composer's toolbar rules (spec 001 §2, §5, §6; 000 §5.2, §9) and its counter. */
describe('toolbar inserts and their permissions', () => {
  it('offers mail only with user-mail and the friend-add link only with user-mail-landing-use', () => {
    expect(availableInserts(new Set())).toEqual(['name', 'var', 'cvar', 'form', 'date', 'remain']);
    expect(availableInserts(new Set(['user-mail']))).toContain('mail');
    expect(availableInserts(new Set(['user-mail']))).not.toContain('friend_link');
    expect(availableInserts(new Set(['user-mail-landing-use']))).toEqual([
      'name',
      'friend_link',
      'var',
      'cvar',
      'form',
      'date',
      'remain',
    ]);
  });

  it('never offers or inserts a friend-info image or PDF (types 10 and 13)', () => {
    const fields = [
      { id: 1, name: '写真', type: 10 },
      { id: 2, name: '契約書', type: 13 },
      { id: 3, name: '趣味', type: 0 },
      { id: 4, name: '誕生日', type: 30 },
    ];
    expect(insertableFields(fields).map((field) => field.id)).toEqual([3, 4]);
    expect(itemInsert('var', fields[0] as (typeof fields)[number]).ok).toBe(false);
    expect(itemInsert('var', { id: 3, type: 0 })).toEqual({ ok: true, placeholder: { kind: 'var', id: 3 } });
  });

  it('inserts common info by a 4-character code and forms by a 6-character one', () => {
    expect(itemInsert('cvar', { id: 3 })).toEqual({ ok: true, placeholder: { kind: 'cvar', code: '0003' } });
    expect(itemInsert('form', { id: 1, code: 'ab12cd' })).toEqual({
      ok: true,
      placeholder: { kind: 'form', code: 'ab12cd' },
    });
    expect(itemInsert('form', { id: 1234567 }).ok).toBe(false);
  });

  it('inserts a delivery date of 0 to 9999 days in one of the formats', () => {
    expect(dateInsert('3', 'M月D日')).toEqual({
      ok: true,
      placeholder: { kind: 'date', days: 3, format: 'M月D日' },
    });
    expect(dateInsert('', 'M月D日').ok).toBe(false);
    expect(dateInsert('-1', 'M月D日').ok).toBe(false);
    expect(dateInsert('1.5', 'M月D日').ok).toBe(false);
    expect(dateInsert('10000', 'M月D日').ok).toBe(false);
  });

  it('refuses remain days without a target (目標日を設定してください) or to a past day (過去の日付は挿入できません)', () => {
    expect(remainInsert('', '2026-11-26')).toEqual({ ok: false, message: '目標日を設定してください' });
    expect(remainInsert('2026-11-25', '2026-11-26')).toEqual({
      ok: false,
      message: '過去の日付は挿入できません',
    });
    expect(REMAIN_MESSAGES.past).toBe('過去の日付は挿入できません');
    expect(remainInsert('2026-11-26', '2026-11-26')).toEqual({
      ok: true,
      placeholder: { kind: 'remain', target: '2026-11-26' },
    });
    expect(remainInsert('2027-01-01', '2026-11-26').ok).toBe(true);
  });
});

describe('the 4,500 counter and split points', () => {
  it('counts code points, as the schema maxLength does', () => {
    expect(MESSAGE_LIMIT).toBe(4500);
    expect(messageLength('😀a')).toBe(2);
    expect(messageLength('あいう')).toBe(3);
  });

  it('keeps a message within the limit whole and splits a longer one at the limit or a line break', () => {
    expect(splitMessage('a'.repeat(4500))).toEqual(['a'.repeat(4500)]);
    expect(splitMessage('a'.repeat(4501))).toEqual(['a'.repeat(4500), 'a']);
    expect(splitMessage('ab\ncd', 4)).toEqual(['ab\n', 'cd']);
    // A line break in the first half is not used: the piece would be too short.
    expect(splitMessage('a\nbcdefgh', 4)).toEqual(['a\nbc', 'defg', 'h']);
    // An emoji (a surrogate pair) is never cut.
    expect(splitMessage('😀😀😀', 2)).toEqual(['😀😀', '😀']);
    const long = `${'x'.repeat(3000)}\n${'y'.repeat(3000)}`;
    expect(splitMessage(long)).toEqual([`${'x'.repeat(3000)}\n`, 'y'.repeat(3000)]);
  });
});

describe('the preview for a sample friend', () => {
  const friend = { name: '佐藤 花子', values: { '10': '1990/04/01', '3': '' } };
  // 15:00 in Japan on the 26th.
  const today = new Date('2026-11-26T06:00:00Z');

  it('fills in the name, friend info and dates, and lists the placeholders that stay empty', () => {
    const filled = fillMessage('[name]さん、誕生日は[VAR_10]。趣味:[VAR_3] [SYS_MAIL]', friend, today, 'ja');
    expect(filled.text).toBe('佐藤 花子さん、誕生日は1990/04/01。趣味: ');
    expect(filled.empty).toEqual([{ kind: 'var', id: 3 }, { kind: 'mail' }]);
    expect(fillMessage('[date:+3:M月D日(ddd)]まで', friend, today, 'ja').text).toBe('11月29日(日)まで');
    expect(fillMessage('[date:+0:YYYY/MM/DD]', friend, today, 'ja').text).toBe('2026/11/26');
    expect(fillMessage('あと[remain:2026-12-31]日', friend, today, 'ja').text).toBe('あと35日');
  });

  it('reckons the dates from the account’s day (Japan’s), not the process’s', () => {
    // 15:30 UTC on the 25th: still the 25th in UTC or New York, already the 26th in Japan.
    const late = new Date('2026-11-25T15:30:00Z');
    expect(fillMessage('[date:+0:YYYY/MM/DD]', friend, late, 'ja').text).toBe('2026/11/26');
    expect(fillMessage('[date:+3:M月D日(ddd)]まで', friend, late, 'ja').text).toBe('11月29日(日)まで');
    expect(fillMessage('あと[remain:2026-12-31]日', friend, late, 'ja').text).toBe('あと35日');
  });

  it('shows what is filled in at sending for every friend alike by its label', () => {
    expect(fillMessage('[friend_link_url] [FORM_ab12cd]', friend, today, 'ja')).toEqual({
      text: '[友だち追加URL] [フォーム]',
      empty: [],
    });
  });

  it('formats each delivery-date format', () => {
    const day = new Date(2027, 0, 5);
    expect(formatDay(day, 'YYYY年M月D日(ddd)', 'ja')).toBe('2027年1月5日(火)');
    expect(formatDay(day, 'MM/DD(ddd)', 'en')).toBe('01/05(Tue)');
  });
});

describe('context inserts (spec 001 §2, §6)', () => {
  const access = (
    permissions: string[],
    flags: { reactionContext?: boolean; linkedDataAllowed?: boolean },
  ) => ({
    permissions: new Set(permissions),
    abilities: new Set(['event_reserve']),
    flags,
  });

  it('offers the message-event selector to a reaction, the trigger selector with user-open-api', () => {
    const offered = (permissions: string[], flags: object, allowed = true) => {
      const { message, trigger } = composerContexts(access(permissions, flags), allowed);
      return { message: message.map((c) => c.category), trigger: trigger.map((c) => c.category) };
    };
    expect(offered([], {})).toEqual({ message: [], trigger: [] });
    expect(offered([], { reactionContext: true })).toEqual({ message: ['message'], trigger: [] });
    expect(offered(['user-open-api'], { linkedDataAllowed: true })).toEqual({
      message: [],
      trigger: ['reserve'],
    });
    // A caller whose trigger carries no linked data, and a field that is no action's message (a form's text).
    expect(offered(['user-open-api'], { linkedDataAllowed: false })).toEqual({ message: [], trigger: [] });
    expect(offered(['user-open-api'], { reactionContext: true }, false)).toEqual({
      message: [],
      trigger: [],
    });
  });

  it('prints the chosen context as its code, with a format only for a datetime key', () => {
    const { message, trigger } = composerContexts(access(['user-open-api'], { reactionContext: true }), true);
    const code = (result: ReturnType<typeof contextInsert>) =>
      result.ok ? codeOf(result.placeholder) : result;
    expect(code(contextInsert(message, { category: 'message', event: 'received', key: 'text' }))).toBe(
      '[ctx:message.received.text]',
    );
    expect(
      code(
        contextInsert(
          trigger,
          { category: 'reserve', event: 'register', key: 'date_time' },
          'M月D日(ddd) H:mm',
        ),
      ),
    ).toBe('[ctx:reserve.register.date_time:M月D日(ddd) H:mm]');
    // A format given for a key that takes none is not printed.
    expect(code(contextInsert(trigger, { category: 'reserve', event: 'paid', key: 'price' }, 'HH:mm'))).toBe(
      '[ctx:reserve.paid.price]',
    );
    expect(contextInsert(trigger, { category: 'reserve', event: 'register', key: 'date_time' })).toEqual({
      ok: false,
      message: '表示形式を選択してください',
    });
    // Not offered: the QR URL without reserve-concert-plugin, a trigger context in the message-event selector.
    expect(contextInsert(trigger, { category: 'reserve', event: 'paid', key: 'qr_url' }).ok).toBe(false);
    expect(contextInsert(message, { category: 'reserve', event: 'paid', key: 'price' }).ok).toBe(false);
  });
});
