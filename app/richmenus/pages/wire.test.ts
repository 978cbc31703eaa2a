import { describe, expect, it } from 'vitest';
import { createContext } from '../../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { saveBody } from '../richmenu-api.ts';
import { pageIssues } from './issues.ts';
import { draftForm, editorForm, wireForm } from './wire.ts';

const a = { actype: 1, label: 'A', bounds: { x: 0, y: 0, width: 400, height: 400 } };
const b = { actype: 1, label: 'B', bounds: { x: 400, y: 0, width: 400, height: 400 } };
const page = (name: string, areas: unknown[]) => ({
  media_id: 3,
  imageUrl: '/api/richmenu/media/3',
  height: 1686,
  data: { name, chatBarText: 'メニュー', selected: 1 },
  areas,
});
const wire = {
  rmid: 7,
  name: 'タブ',
  chat_bar_text: 'メニュー',
  options: [],
  lmpData: [page('一', [a]), page('二', [b])],
};

describe('the external-builder menu between the server and the editor', () => {
  it('opens a page as the list and writes the list back into that page, with its block ids', () => {
    expect(editorForm(wire, 1).options).toEqual([b]);
    expect(editorForm(wire, 5).options).toEqual([b]);
    const edited = { ...editorForm(wire, 1), options: [{ ...b, label: 'B2', _bid: 'x1' }] };
    const back = wireForm(edited, 1);
    expect(back).not.toHaveProperty('options');
    expect(back.lmpData).toEqual([page('一', [a]), page('二', [{ ...b, label: 'B2', _bid: 'x1' }])]);
  });

  it('leaves a single-image menu as it is', () => {
    const normal = { name: 'x', chat_bar_text: 'y', options: [a] };
    expect(editorForm(normal, 1)).toBe(normal);
    expect(wireForm(normal, 1)).toBe(normal);
    expect(draftForm(normal, 1)).toBe(normal);
  });

  it('keeps a draft with the first page as the list, the open page’s buttons in their page', () => {
    const onSecond = { ...editorForm(wire, 1), options: [a, b] };
    const draft = draftForm(onSecond, 1);
    expect(draft.options).toEqual([a]);
    expect((draft.lmpData as { areas: unknown[] }[])[1]?.areas).toEqual([a, b]);
  });

  it('saves only the spec’s external-builder fields (spec 001 §7)', () => {
    const body = saveBody({ ...wireForm(editorForm(wire, 0), 0), group_id: 2, revision: 4 } as never);
    expect(Object.keys(body).sort()).toEqual(
      ['chat_bar_text', 'groupId', 'lmpData', 'lmpMenuId', 'name', 'revision', 'rmid', 'selected'].sort(),
    );
    expect(body).toMatchObject({ rmid: 7, groupId: 2, lmpMenuId: '', revision: 4 });
  });
});

describe('pageIssues (the editor’s summary)', () => {
  const registry = createBuiltInRegistry();
  const ctx = createContext();
  // Below a half page, and a URL LINE cannot open.
  const long = {
    actype: 0,
    url: 'ftp://x',
    liff_size: 'full',
    bounds: { x: 0, y: 0, width: 400, height: 900 },
  };
  const half = (name: string) => ({ ...page(name, [long]), height: 843 });

  it('answers the other pages’ faults, and of the open page only the menu-level ones', () => {
    const document = { ...wire, lmpData: [half('一'), half('二')] };
    const onFirst = pageIssues(registry, editorForm(document, 0), ctx, 0).map((i) => [i.path, i.code]);
    expect(onFirst).toContainEqual(['/lmpData/0/areas/0/bounds', 'richmenu_bounds_outside_menu']);
    expect(onFirst).toContainEqual(['/lmpData/1/areas/0/url', 'richmenu_url_format']);
    expect(onFirst.filter(([path]) => String(path).startsWith('/lmpData/0/areas/0/url'))).toEqual([]);
  });
});
