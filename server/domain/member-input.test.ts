import { describe, expect, it } from 'vitest';
import { changedValues, readBases, readIds, readValues, unbracket } from './member-input.ts';

describe('member-input', () => {
  it('gathers bracket keys of a form post into lists and maps, and nothing into the prototype', () => {
    const body = unbracket({
      member_id: '3',
      'tag_ids[]': ['1', '2'],
      'changed_item_ids[0]': '12',
      'vals[12]': 'x',
      'vals[13]': '',
      'bases[memo]': 'm',
      '__proto__[polluted]': 'yes',
    });
    expect(Object.keys(body)).toEqual([
      'member_id',
      'tag_ids',
      'changed_item_ids',
      'vals',
      'bases',
      '__proto__',
    ]);
    expect([body.member_id, body.tag_ids, body.changed_item_ids]).toEqual(['3', ['1', '2'], ['12']]);
    expect({ ...(body.vals as object) }).toEqual({ 12: 'x', 13: '' });
    expect({ ...(body.bases as object) }).toEqual({ memo: 'm' });
    // A key named __proto__ is an own key like any other: no object's prototype changed.
    expect(Object.getPrototypeOf(body)).toBeNull();
    expect({ ...(body['__proto__'.toString()] as object) }).toEqual({ polluted: 'yes' });
    expect(({} as Record<string, unknown>).polluted).toBeUndefined();
  });

  it('reads id lists from arrays, JSON text and the empty text; refuses what is not ids', () => {
    const errors: Record<string, string[]> = {};
    expect(readIds(undefined, '/tag_ids', 'タグ', errors)).toBeUndefined();
    expect(readIds(['3', 5, 3], '/tag_ids', 'タグ', errors)).toEqual([3, 5]);
    expect(readIds('[7,8]', '/tag_ids', 'タグ', errors)).toEqual([7, 8]);
    expect(readIds('', '/tag_ids', 'タグ', errors)).toEqual([]);
    expect(errors).toEqual({});
    readIds([0, 'x', -1], '/tag_ids', 'タグ', errors);
    readIds('{"a":1}', '/changed_item_ids', '友だち情報', errors);
    readIds('[1,', '/x', 'タグ', errors);
    expect(errors).toEqual({
      '/tag_ids': ['タグは正しいIDで指定してください'],
      '/changed_item_ids': ['友だち情報はIDの一覧で指定してください'],
      '/x': ['送信内容の形式が正しくありません'],
    });
  });

  it('reads values as text (numbers too, null as empty, NUL dropped) and narrows them to changed ids', () => {
    const errors: Record<string, string[]> = {};
    const values = readValues({ 12: 'a\u0000b', 13: 250, 14: null, 15: { no: 1 } }, errors);
    expect(values).toEqual(
      new Map([
        [12, 'ab'],
        [13, '250'],
        [14, ''],
      ]),
    );
    expect(errors).toEqual({ '/vals/15': ['友だち情報の値は文字列で指定してください'] });
    expect(changedValues(values, [12, 99])).toEqual(
      new Map([
        [12, 'ab'],
        [99, ''],
      ]),
    );
    expect(changedValues(values, undefined)).toBe(values);
  });

  it('reads base fields, refusing fields that are not base fields', () => {
    const errors: Record<string, string[]> = {};
    expect(readBases('{"memo":"m","short_name":null}', '/bases', errors)).toEqual({
      memo: 'm',
      short_name: '',
    });
    expect(readBases({ email: 'x', nickname: 3 }, '/bases', errors)).toEqual({});
    expect(errors).toEqual({
      '/bases/email': ['基本情報にない項目です'],
      '/bases/nickname': ['基本情報の値は文字列で指定してください'],
    });
  });
});
