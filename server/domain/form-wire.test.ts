import { describe, expect, it } from 'vitest';
import { copyForm, formCopyName, readFormPost } from './form-wire.ts';

describe('readFormPost', () => {
  it('reads the builder’s field names into the form document', () => {
    const read = readFormPost({
      _token: 't',
      formname: '問い合わせ',
      formid: '',
      formgroupid: '',
      form_action_id: '',
      generation: '2',
      items: '[{"swatch_id":510}]',
      pages: '[1,2]',
      options: '{"ping":1}',
      export_google_sheet: '0',
      needs_line_login: '1',
    });
    expect(read).toEqual({
      ok: true,
      request: {
        id: undefined,
        revision: undefined,
        document: {
          name: '問い合わせ',
          group_id: 0,
          form_action_id: null,
          generation: 2,
          attr: [{ swatch_id: 510 }],
          pages: [1, 2],
          options: { ping: 1 },
          export_google_sheet: 0,
          needs_line_login: 1,
        },
      },
    });
  });

  it('needs a revision to overwrite, items, JSON that parses, single values and known fields', () => {
    const paths = (body: unknown) => {
      const read = readFormPost(body);
      return read.ok ? [] : read.issues.map((issue) => [issue.path, issue.message]);
    };
    expect(paths({ formid: '3', items: '[]' })).toEqual([
      ['/revision', '更新するにはrevisionを指定してください(最新の内容を読み込んでから保存してください)'],
    ]);
    expect(paths({ formname: 'x' })).toEqual([['/attr', 'itemsを送信してください']]);
    expect(paths({ items: '[{' })).toEqual([
      ['/attr', 'itemsの形式が正しくありません(JSONとして読めません)'],
    ]);
    expect(paths({ items: '[]', formname: ['a', 'b'] })).toEqual([
      ['/name', 'formnameは1つだけ送信してください'],
    ]);
    expect(paths({ items: '[]', evil: '1' })).toEqual([['/evil', '不明な項目です(evil)']]);
    expect(paths({ items: '[]', formid: 'abc' })).toEqual([['/id', 'フォームIDの形式が正しくありません']]);
    expect(paths('text')[0][0]).toBe('');
  });
});

describe('copyForm and formCopyName', () => {
  it('drops id, code, revision, destinations and postal-code auto-fill, and names what it dropped', () => {
    const { form, notCopied } = copyForm({
      id: 3,
      code: 'abcdef',
      revision: 4,
      name: 'A',
      attr: [
        { swatch_id: 510, assign_to: [{ id: 'memo' }], prefs: { zip: 1, hide_title: 1 } },
        { swatch_id: 500 },
      ],
    });
    expect(form).toEqual({
      name: 'A',
      attr: [{ swatch_id: 510, assign_to: [], prefs: { hide_title: 1 } }, { swatch_id: 500 }],
    });
    expect(notCopied).toEqual(['回答の登録先', '郵便番号からの住所自動入力']);
    expect(copyForm({ name: 'B', attr: [{ swatch_id: 510, assign_to: [] }] }).notCopied).toEqual([]);
  });

  it('adds のコピー, with a counter when the name is taken, within 255 characters', () => {
    expect(formCopyName('アンケート', [])).toBe('アンケートのコピー');
    expect(formCopyName('アンケート', ['アンケートのコピー', 'アンケートのコピー(2)'])).toBe(
      'アンケートのコピー(3)',
    );
    expect([...formCopyName('あ'.repeat(255), [])].length).toBe(255);
  });
});
