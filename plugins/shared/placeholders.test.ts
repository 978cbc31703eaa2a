import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  CONTEXT_DATE_FORMATS,
  codeOf,
  DATE_FORMATS,
  isCalendarDate,
  type Placeholder,
  parse,
  parsePlaceholder,
  placeholdersOf,
  print,
} from './placeholders.ts';

/** The placeholder grammar (docs/reference/placeholders.md; spec 001 §3, 002 §3 and §5). Fixed seed. */
const options = { seed: 20261126, numRuns: 2000 };

const placeholder: fc.Arbitrary<Placeholder> = fc.oneof(
  fc.constant({ kind: 'name' } as const),
  fc.constant({ kind: 'mail' } as const),
  fc.constant({ kind: 'friend_link' } as const),
  fc.integer({ min: 1, max: 1_000_000 }).map((id) => ({ kind: 'var', id }) as const),
  fc.stringMatching(/^\w{4}$/).map((code) => ({ kind: 'cvar', code }) as const),
  fc.stringMatching(/^\w{6}$/).map((code) => ({ kind: 'form', code }) as const),
  fc
    .record({ days: fc.integer({ min: 0, max: 9999 }), format: fc.constantFrom(...DATE_FORMATS) })
    .map(({ days, format }) => ({ kind: 'date', days, format }) as const),
  fc
    .constantFrom('2026-12-31', '2027-02-28', '2028-02-29')
    .map((target) => ({ kind: 'remain', target }) as const),
  fc
    .tuple(...[0, 1, 2].map(() => fc.stringMatching(/^[A-Za-z0-9_-]{1,8}$/)))
    .map(([category, event, key]) => ({ kind: 'context', category, event, key }) as const),
  fc
    .tuple(fc.constantFrom('reserve', 'message'), fc.constantFrom(...CONTEXT_DATE_FORMATS))
    .map(
      ([category, format]) =>
        ({ kind: 'context', category, event: 'register', key: 'date_time', format }) as const,
    ),
);

/** Pieces that make brackets, codes, near-codes, emoji and lone surrogates likely. */
const piece = fc.oneof(
  fc.string(),
  fc.constantFrom('[', ']', '[[', ']]', '_', ':', '+', 'no-replace', '\n', ' '),
  fc.constantFrom('😀', '👨‍👩‍👧', '\uD83D', '\uDE00', '𠮷', '[😀]', '[名前]'),
  fc.constantFrom('[FORM_abc]', '[FORM_abcdefg]', '[CVAR_ab]', '[CVAR_abcde]', '[VAR_0]', '[VAR_01]'),
  fc.constantFrom(
    '[date:+03:M月D日]',
    '[date:+1:YYYY]',
    '[remain:2026-02-30]',
    '[ctx:a.b]',
    '[ctx:a.b.c:YYYY]',
    '[ctx:a.b.c:]',
    '[ctx:a.b.c:HH:mm:ss]',
    '[name:no-replace]',
  ),
  placeholder.map(codeOf),
  placeholder.map((p) => codeOf(p).slice(0, -1)),
  placeholder.map((p) => codeOf(p).slice(1)),
);
const message = fc.array(piece, { maxLength: 12 }).map((pieces) => pieces.join(''));

describe('the placeholder grammar', () => {
  it('prints back every string it parses, byte for byte (malformed, nested, unclosed, emoji, surrogates)', () => {
    fc.assert(
      fc.property(message, (text) => print(parse(text)) === text),
      options,
    );
    fc.assert(
      fc.property(fc.string({ unit: 'binary' }), (text) => print(parse(text)) === text),
      options,
    );
  });

  it('reads every placeholder it prints as itself, and never leaves two text runs side by side or an empty one', () => {
    fc.assert(
      fc.property(placeholder, (p) => {
        expect(parsePlaceholder(codeOf(p))).toEqual(p);
      }),
      options,
    );
    fc.assert(
      fc.property(message, (text) =>
        parse(text).every(
          (segment, i, all) =>
            segment.type === 'placeholder' || (segment.text !== '' && all[i + 1]?.type !== 'text'),
        ),
      ),
      options,
    );
  });

  it('reads the codes of the reference', () => {
    expect(parse('[name]さん、こんにちは')).toEqual([
      { type: 'placeholder', placeholder: { kind: 'name' } },
      { type: 'text', text: 'さん、こんにちは' },
    ]);
    expect(placeholdersOf('[SYS_MAIL][friend_link_url][VAR_12][CVAR_ab1_][FORM_ab12cd]')).toEqual([
      { kind: 'mail' },
      { kind: 'friend_link' },
      { kind: 'var', id: 12 },
      { kind: 'cvar', code: 'ab1_' },
      { kind: 'form', code: 'ab12cd' },
    ]);
    expect(placeholdersOf('[date:+3:M月D日(ddd)][remain:2026-12-31][ctx:reserve.booked.start_at]')).toEqual([
      { kind: 'date', days: 3, format: 'M月D日(ddd)' },
      { kind: 'remain', target: '2026-12-31' },
      { kind: 'context', category: 'reserve', event: 'booked', key: 'start_at' },
    ]);
    // A datetime context value with one of the nine formats, ':' inside the format included.
    expect(placeholdersOf('[ctx:reserve.register.date_time:M月D日(ddd) H:mm][ctx:a.b.c:HH:mm]')).toEqual([
      {
        kind: 'context',
        category: 'reserve',
        event: 'register',
        key: 'date_time',
        format: 'M月D日(ddd) H:mm',
      },
      { kind: 'context', category: 'a', event: 'b', key: 'c', format: 'HH:mm' },
    ]);
  });

  it('leaves codes of the wrong length, other spellings and codes ending in no-replace as text (spec 002 §5)', () => {
    for (const text of [
      '[FORM_abcde]',
      '[FORM_abcdefg]',
      '[CVAR_abc]',
      '[CVAR_abcde]',
      '[VAR_0]',
      '[VAR_012]',
      '[Name]',
      '[name ]',
      '[date:+03:M月D日]',
      '[date:3:M月D日]',
      '[date:+1:YYYY]',
      '[date:+10000:M/D]',
      '[remain:2026-02-30]',
      '[remain:2026/12/31]',
      '[ctx:a.b]',
      '[ctx:a.b.c:YYYY]',
      '[ctx:a.b.c:]',
      '[ctx:a.b.c:HH:mm:ss]',
      '[ctx:a.b.c.d]',
      '[name:no-replace]',
      '[FORM_ab12cd:no-replace]',
      '[CVAR_no-replace]',
      '[name',
      'name]',
    ])
      expect(parse(text), text).toEqual([{ type: 'text', text }]);
  });

  it('takes the innermost bracket pair, so a stray [ before a code keeps the code', () => {
    expect(parse('[[name]]')).toEqual([
      { type: 'text', text: '[' },
      { type: 'placeholder', placeholder: { kind: 'name' } },
      { type: 'text', text: ']' },
    ]);
    expect(parse('[a][name')).toEqual([{ type: 'text', text: '[a][name' }]);
  });

  it('knows the days of the calendar', () => {
    expect(isCalendarDate('2028-02-29')).toBe(true);
    expect(isCalendarDate('2027-02-29')).toBe(false);
    expect(isCalendarDate('2027-13-01')).toBe(false);
  });
});
