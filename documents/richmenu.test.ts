import { describe, expect, it } from 'vitest';
import { createContext, validateDocument } from '../engine/core/index.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';
import { newPage } from './richmenu-pages.ts';

/** The rich-menu document's own fields (spec 001 §5: タイトル and メニューバーのテキスト are required). */
const registry = createBuiltInRegistry();
const ctx = createContext({ lang: 'ja' });
const button = { actype: 1, label: 'a', bounds: { x: 0, y: 0, width: 10, height: 10 } };
const issuesOf = (menu: Record<string, unknown>) =>
  validateDocument(registry, 'richmenu', { media_id: 1, options: [button], ...menu }, ctx)
    .filter((issue) => issue.severity === 'error' && !issue.path.startsWith('/options'))
    .map((issue) => [issue.path, issue.message]);

describe('a rich menu’s required texts', () => {
  it('refuse white space only as empty (walk 2026-11-27: a menu saved as 「   」 was listed without a name)', () => {
    expect(issuesOf({ name: '   ', chat_bar_text: '\u3000\u3000' })).toEqual([
      ['/name', 'タイトルを入力してください'],
      ['/chat_bar_text', 'メニューバーのテキストを入力してください'],
    ]);
    expect(issuesOf({ name: ' メイン ', chat_bar_text: 'メニュー' })).toEqual([]);
  });

  it('refuse a page of a multi-page menu named or labelled with white space only', () => {
    const page = newPage(1);
    const lmpData = [{ ...page, data: { ...page.data, name: ' ', chatBarText: '\t' } }];
    const paths = validateDocument(
      registry,
      'richmenu',
      { name: 'メイン', chat_bar_text: 'メニュー', options: [], lmpData },
      ctx,
    )
      .filter((issue) => issue.severity === 'error')
      .map((issue) => issue.path);
    expect(paths).toEqual(expect.arrayContaining(['/lmpData/0/data/name', '/lmpData/0/data/chatBarText']));
  });
});
