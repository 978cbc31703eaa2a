import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  decodeCursor,
  encodeCursor,
  FRIEND_ORDERS,
  type FriendOrder,
  foldName,
  nameGrams,
} from './friends.ts';
import { generateFriend, prng } from './seed-friends.ts';

describe('nameGrams', () => {
  it('gives every character and adjacent pair of each name, lower case, once; spaces separate', () => {
    expect(nameGrams(['佐藤 花子', 'Sato'])).toBe('佐 佐藤 藤 花 花子 子 s sa a at t to o');
    expect(nameGrams(['はなこ🌸', ''])).toBe('は はな な なこ こ こ🌸 🌸');
  });

  it('folds first: full-width letters half-width, half-width katakana full-width, lower case', () => {
    expect(foldName('Ｓａｔｏ ｻﾄｳ ﾊﾟﾝ')).toBe('sato サトウ パン');
    expect(nameGrams(['ＳＡ ﾊﾟﾝ'])).toBe('s sa a パ パン ン');
  });

  it('holds every 1- and 2-character piece of a folded name without spaces or controls', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 12 }), (name) => {
        const words = new Set(nameGrams([name]).split(' '));
        const chars = [...foldName(name)];
        chars.forEach((c, i) => {
          const pair = c + (chars[i + 1] ?? '');
          if (!/[\s\p{Cc}\p{Cf}\p{Cs}\p{Cn}\p{Z}]/u.test(pair)) expect(words.has(pair)).toBe(true);
        });
      }),
    );
  });
});

describe('the cursor', () => {
  it('reads back what it wrote, for any order, value and id', () => {
    const orders = Object.keys(FRIEND_ORDERS) as FriendOrder[];
    fc.assert(
      fc.property(
        fc.constantFrom(...orders),
        fc.string({ maxLength: 64 }),
        fc.integer({ min: 0, max: 2 ** 31 }),
        (order, value, id) => {
          expect(decodeCursor(encodeCursor({ order, value, id }))).toEqual({ order, value, id });
        },
      ),
    );
  });

  it('refuses what it did not write', () => {
    for (const text of ['', 'not*base64', Buffer.from('[1,2]').toString('base64url'), 'x'.repeat(401)])
      expect(decodeCursor(text)).toBeUndefined();
    const forged = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
    expect(decodeCursor(forged(['newest', '', 1]))).toBeUndefined();
    expect(decodeCursor(forged(['registered_desc', 5, 1]))).toBeUndefined();
    expect(decodeCursor(forged(['registered_desc', '', -1]))).toBeUndefined();
    expect(decodeCursor(forged(['registered_desc', '', 1.5]))).toBeUndefined();
  });
});

describe('the friend generator', () => {
  it('is deterministic and keeps dates within the two years before now', () => {
    const sources = {
      tags: [1, 2],
      varia: [{ id: 3, type: 1, choices: [] }],
      marks: [0, 1],
      scenarios: [4],
      episodes: [],
      eventSlots: [],
      salons: [],
      forms: [],
      trackers: [],
      landings: [],
      phases: [],
      richmenus: [],
    };
    const now = Date.parse('2026-11-26T00:00:00Z');
    expect(generateFriend(sources, 1, 5, 17, now)).toEqual(generateFriend(sources, 1, 5, 17, now));
    for (let n = 0; n < 200; n++) {
      const { friend } = generateFriend(sources, 1, n, 17, now);
      const registered = Date.parse(friend.registered_at);
      expect(registered).toBeLessThanOrEqual(now);
      expect(registered).toBeGreaterThan(now - 731 * 24 * 3600_000);
      if (friend.last_response_at) expect(friend.last_response_at >= friend.registered_at).toBe(true);
    }
    expect(prng(1)()).toBe(prng(1)());
  });
});
