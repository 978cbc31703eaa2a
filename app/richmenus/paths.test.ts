import { describe, expect, it } from 'vitest';
import { rmidOfPath, savedListPath } from './paths.ts';
import { saveBody } from './richmenu-api.ts';

describe('rich-menu addresses', () => {
  it('reads the menu of an editor address, null for a new one, undefined otherwise', () => {
    expect(rmidOfPath('/line/richmenu/edit/12')).toBe(12);
    expect(rmidOfPath('/line/richmenu/new')).toBeNull();
    expect(rmidOfPath('/line/richmenu/edit/0')).toBeUndefined();
    expect(rmidOfPath('/line/richmenu/edit/abc')).toBeUndefined();
    expect(rmidOfPath('/line/richmenu')).toBeUndefined();
  });
  it('goes to the list in the menu’s folder after a save, group 0 without one (spec 001 §2)', () => {
    expect(savedListPath(3)).toBe('/line/richmenu?successed=1&group=3');
    expect(savedListPath(null)).toBe('/line/richmenu?successed=1&group=0');
    expect(savedListPath(0)).toBe('/line/richmenu?successed=1&group=0');
  });
});

describe('the save body (spec 001 §7)', () => {
  it('names the folder groupId, leaves the server’s image address out and keeps the console’s block ids', () => {
    const body = saveBody({
      rmid: 4,
      name: 'メイン',
      chat_bar_text: 'メニュー',
      group_id: 2,
      media_id: 9,
      media_url: '/api/richmenu/media/9',
      height: 843,
      selected: 1,
      options: [{ actype: 1, label: 'a', _bid: 'x' } as never],
      revision: 3,
    });
    expect(body).toEqual({
      rmid: 4,
      name: 'メイン',
      chat_bar_text: 'メニュー',
      groupId: 2,
      media_id: 9,
      height: 843,
      selected: 1,
      options: [{ actype: 1, label: 'a', _bid: 'x' }],
      revision: 3,
    });
    expect(saveBody({ name: 'x', chat_bar_text: 'y', options: [] }).rmid).toBe('');
  });
});
