import { describe, expect, it } from 'vitest';
import { createContext, validateDocument, validateEnvelope } from '../engine/core/index.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';
import { externalPageIssues, pathInMenu } from './richmenu-page-view.ts';
import { actionUnset, newPage, userMessageTooLong } from './richmenu-pages.ts';

const registry = createBuiltInRegistry();
const ctx = createContext();
const bounds = { x: 0, y: 0, width: 400, height: 400 };

const menu = (pages: Record<string, unknown>[]) => ({
  name: 'タブ',
  chat_bar_text: 'メニュー',
  selected: 1,
  options: [],
  lmpData: pages,
});
const page = (areas: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  ...newPage(1),
  media_id: 4,
  areas,
  ...extra,
});
const messagesOf = (document: unknown) =>
  validateDocument(registry, 'richmenu', document, ctx).map((i) => [i.path, i.message]);

describe('actionUnset (アクションを設定してください)', () => {
  it.each([
    [{ actype: 0, url: ' ' }, true],
    [{ actype: 0, url: 'https://example.com' }, false],
    [{ actype: 1, label: '' }, true],
    [{ actype: 1, label: 'こんにちは' }, false],
    [{ actype: 2, action_id: 0 }, true],
    [{ actype: 2 }, true],
    [{ actype: 2, action_id: 3 }, false],
    [{ actype: 3 }, true],
    [{ actype: 3, scheme: 100 }, false],
    [{ actype: 4, form_id: 0, liff_size: 'full' }, true],
    [{ actype: 4, form_id: 9 }, false],
    [{ actype: 5, tel: '' }, true],
    [{ actype: 5, tel: '0312345678' }, false],
    [{ actype: 9 }, true],
    [{}, true],
  ])('%j → %s', (button, unset) => {
    expect(actionUnset(button)).toBe(unset);
  });
});

describe('userMessageTooLong (ユーザーメッセージは60文字以内にしてください)', () => {
  it('counts code points of a user message only', () => {
    expect(userMessageTooLong({ actype: 1, label: 'あ'.repeat(60) })).toBe(false);
    expect(userMessageTooLong({ actype: 1, label: 'あ'.repeat(61) })).toBe(true);
    // 60 emoji are 120 UTF-16 units but 60 characters.
    expect(userMessageTooLong({ actype: 1, label: '😀'.repeat(60) })).toBe(false);
    expect(userMessageTooLong({ actype: 0, label: 'あ'.repeat(61) })).toBe(false);
  });
});

describe('the rich-menu document in external-builder mode', () => {
  it('has no button minimum and no menu image, but the spec’s two messages on the pages’ buttons', () => {
    expect(messagesOf(menu([page([])]))).toEqual([]);
    expect(
      messagesOf(
        menu([
          page([{ actype: 1, label: 'あ'.repeat(61), bounds }]),
          page([{ actype: 2, action_id: 0, bounds }]),
        ]),
      ),
    ).toEqual([
      ['/lmpData/1/areas/0', 'アクションを設定してください'],
      ['/lmpData/0/areas/0/label', 'ユーザーメッセージは60文字以内にしてください'],
    ]);
  });

  it('keeps the normal mode’s minimum and image (the same document without lmpData)', () => {
    const { lmpData: _pages, ...normal } = menu([]);
    expect(messagesOf(normal).map(([, message]) => message)).toEqual([
      '画像を選択してください',
      'ボタンは1つ以上必要です',
    ]);
  });

  it('refuses a page whose settings break its schema, and a menu without pages', () => {
    const envelope = validateEnvelope(
      registry,
      'richmenu',
      menu([page([], { data: { name: '', chatBarText: 'あ'.repeat(15), selected: 1 } })]),
      ctx,
    );
    expect(envelope.map((issue) => issue.path).sort()).toEqual([
      '/lmpData/0/data/chatBarText',
      '/lmpData/0/data/name',
    ]);
    expect(validateEnvelope(registry, 'richmenu', menu([]), ctx).map((issue) => issue.path)).toEqual([
      '/lmpData',
    ]);
  });
});

describe('each page checked as a one-page menu', () => {
  const check = (document: Record<string, unknown>) =>
    externalPageIssues(document, (view) => validateDocument(registry, 'richmenu', view, ctx)).map((i) => [
      i.path,
      i.message,
    ]);

  it('moves the view’s issues into lmpData and drops the menu-level ones that do not hold for pages', () => {
    expect(pathInMenu('/options/2/url', 1)).toBe('/lmpData/1/areas/2/url');
    expect(pathInMenu('/options', 0)).toBe('/lmpData/0/areas');
    expect(pathInMenu('/media_id', 3)).toBe('/lmpData/3/media_id');
    expect(pathInMenu('/name', 0)).toBeUndefined();
    const document = menu([
      page([], { media_id: null }),
      page([{ actype: 1, label: '下', bounds: { x: 0, y: 600, width: 400, height: 400 } }], { height: 843 }),
    ]);
    expect(check(document)).toEqual([
      ['/lmpData/0/media_id', '画像を選択してください'],
      ['/lmpData/1/areas/0/bounds', 'ボタンの領域がメニューの範囲からはみ出しています'],
    ]);
  });

  it('lets the spec’s messages replace the plugins’ on the same field', () => {
    const document = menu([
      page([
        { actype: 0, url: '', liff_size: 'full', bounds },
        { actype: 1, label: 'あ'.repeat(61), bounds },
        { actype: 5, tel: 'abc', bounds },
      ]),
    ]);
    const found = check(document);
    expect(found.map(([path]) => path)).toEqual(['/lmpData/0/areas/2/tel']);
  });
});
