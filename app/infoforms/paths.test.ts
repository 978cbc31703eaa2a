import { describe, expect, it } from 'vitest';
import { editorIdOfPath } from '../router.tsx';
import { infoFormIdOfPath } from './paths.ts';

describe('editor addresses', () => {
  it('reads the form of an info-form editor address, null for a new one, undefined otherwise', () => {
    expect(infoFormIdOfPath('/infoforms/7')).toBe(7);
    expect(infoFormIdOfPath('/infoforms/new')).toBeNull();
    expect(infoFormIdOfPath('/infoforms/07')).toBeUndefined();
    expect(infoFormIdOfPath('/infoforms')).toBeUndefined();
    expect(infoFormIdOfPath('/infoforms/7/x')).toBeUndefined();
  });
  it('takes a new-document address of its own (rich menus: /line/richmenu/new beside /line/richmenu/edit/{id})', () => {
    expect(editorIdOfPath('/line/richmenu/new', '/line/richmenu/edit', '/line/richmenu/new')).toBeNull();
    expect(
      editorIdOfPath('/line/richmenu/edit/new', '/line/richmenu/edit', '/line/richmenu/new'),
    ).toBeUndefined();
    expect(editorIdOfPath('/line/richmenu/edit/12345678901', '/line/richmenu/edit')).toBeUndefined();
  });
});
