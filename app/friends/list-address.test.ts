import { describe, expect, it } from 'vitest';
import { listAddressOf, listQueryOf, searchOfText } from './list-address.ts';

const read = (search: string) => listQueryOf(new URLSearchParams(search));

describe("the friends list's address", () => {
  it('reads every filter, the search and the order', () => {
    expect(read('name=%E4%BD%90%E8%97%A4&tag_id=3&notify=2&order_by=last_response_asc&funnel_id=9')).toEqual({
      funnel_id: 9,
      name: '佐藤',
      tag_id: 3,
      notify: 2,
      order_by: 'last_response_asc',
    });
    expect(read('notify=0').notify).toBe(0);
    expect(read('')).toEqual({ order_by: 'registered_desc' });
  });

  it('leaves out values the list could not have written, and never throws', () => {
    const bad = [
      'tag_id=abc',
      'tag_id=-1',
      'tag_id=1e3',
      'tag_id=0',
      'tag_id=99999999999',
      'notify=x',
      'notify=00',
      'order_by=__proto__',
      'order_by=registered',
      'funnel_id=1.5',
      `name=${'あ'.repeat(101)}`,
      'name=%00abc',
      'name=%20%20',
      'name=%E0%A4%A', // a broken escape: URLSearchParams keeps it as text
    ];
    for (const search of bad) {
      const query = read(search);
      expect(query.tag_id, search).toBeUndefined();
      expect(query.notify, search).toBeUndefined();
      expect(query.funnel_id, search).toBeUndefined();
      expect(query.order_by, search).toBe('registered_desc');
    }
    expect(read(`name=${'あ'.repeat(101)}`).name).toBeUndefined();
    expect(read('name=%00abc').name).toBeUndefined();
    expect(read(`name=${'🌸'.repeat(100)}`).name).toBe('🌸'.repeat(100));
    expect(read('name=%20%E4%BD%90%20').name).toBe('佐');
    expect(read('tag_id=3&tag_id=4').tag_id).toBe(3);
  });

  it('writes only what differs from the plain list, in a fixed order, and reads back the same', () => {
    expect(listAddressOf({ order_by: 'registered_desc' })).toBe('/friends');
    const query = { name: '佐藤 & はな', tag_id: 3, notify: 0, order_by: 'last_response_desc' as const };
    const address = listAddressOf(query);
    expect(address).toBe(
      '/friends?name=%E4%BD%90%E8%97%A4+%26+%E3%81%AF%E3%81%AA&tag_id=3&notify=0&order_by=last_response_desc',
    );
    expect(read(address.split('?')[1])).toEqual(query);
    expect(listAddressOf({ funnel_id: 4, order_by: 'registered_desc' }, { member: '7', focus: 'tag' })).toBe(
      '/friends?funnel_id=4&member=7&focus=tag',
    );
  });

  it('takes a search as typed: trimmed, none when empty', () => {
    expect(searchOfText('  はな ')).toBe('はな');
    expect(searchOfText('   ')).toBeUndefined();
    expect(searchOfText(null)).toBeUndefined();
  });
});
