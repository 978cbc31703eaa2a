import { describe, expect, it } from 'vitest';
import { createContext, validateDocument, validateEnvelope } from '../engine/core/index.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';
import { formDocument } from './form.ts';

const registry = createBuiltInRegistry();
const everything = createContext({
  permissions: ['use-line-login-form', 'mail-legacy'],
  abilities: ['google-sheet-export'],
});
const nothing = createContext();

const text = (title: string, extra: Record<string, unknown> = {}) => ({
  swatch_id: 510,
  type: 'text',
  title,
  rules: [],
  assign_to: [],
  ...extra,
});
const branching = (swatch: 540 | 550, page: number, next: (number | 'submit')[]) => ({
  swatch_id: swatch,
  type: swatch === 540 ? 'radio' : 'select',
  title: '分岐',
  page,
  rules: [],
  choices: next.map((next_page, i) => ({ id: i + 1, label: `選択肢${i + 1}`, next_page })),
  choice_action: 0,
  do_branch_page: 1,
});
const heading = { swatch_id: 500, type: 'description', title: '', help: 'ごあいさつ' };
const form = (attr: unknown[], extra: Record<string, unknown> = {}) => ({
  ...formDocument.defaults(),
  name: 'アンケート',
  attr,
  ...extra,
});
/** [path, message] of every error. */
const errors = (document: unknown, ctx = everything) =>
  validateDocument(registry, 'form', document, ctx)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => [issue.path, issue.message]);

describe('the form document kind', () => {
  it('accepts its defaults with one question, and the seed-like shapes', () => {
    expect(errors(form([text('お名前')]))).toEqual([]);
    expect(
      errors(form([heading, branching(540, 1, [2, 'submit']), text('A', { page: 2 })], { pages: [1, 2] })),
    ).toEqual([]);
  });

  it('requires the admin name (≤ 255) and limits the title (255) and description (2000)', () => {
    expect(errors({ ...form([text('A')]), name: '' })).toEqual([
      ['/name', 'フォーム名(管理用)を入力してください'],
    ]);
    expect(errors(form([text('A')], { name: 'あ'.repeat(256) }))).toEqual([
      ['/name', 'フォーム名(管理用)は255文字以内で入力してください'],
    ]);
    expect(errors(form([text('A')], { title: 'あ'.repeat(256), description: 'あ'.repeat(2001) }))).toEqual([
      ['/title', 'フォームのタイトルは255文字以内で入力してください'],
      ['/description', 'フォームの説明は2000文字以内で入力してください'],
    ]);
  });

  it('checks the options: button texts ≤ 13, dialog ≤ 255 and its buttons ≤ 8, answer limit ≥ 1, URLs, colours', () => {
    const options = {
      ...formDocument.defaults().options,
      next_button_text: 'あ'.repeat(14),
      submit_confirm_dialog_text: 'あ'.repeat(256),
      submit_confirm_dialog_submit_text: 'あ'.repeat(9),
      submit_confirm_dialog_cancel_text: 'あ'.repeat(9),
      answer_limit: 0,
      after_send_url: 'example.com',
      header_bg_image: 'https://exa mple.com/a.png',
      bg_image: 'ftp://example.com/a.png',
      button_color: 'blue',
    };
    expect(errors(form([text('A')], { options }))).toEqual([
      ['/options/next_button_text', '次へボタンの文言は13文字以内で入力してください'],
      ['/options/submit_confirm_dialog_text', '送信確認ダイアログの文言は255文字以内で入力してください'],
      [
        '/options/submit_confirm_dialog_submit_text',
        '確認ダイアログの送信ボタンは8文字以内で入力してください',
      ],
      [
        '/options/submit_confirm_dialog_cancel_text',
        '確認ダイアログのキャンセルボタンは8文字以内で入力してください',
      ],
      ['/options/answer_limit', '回答数の上限(先着)は1以上で入力してください'],
      ['/options/after_send_url', 'サンクスページURLの形式が正しくありません'],
      ['/options/button_color', 'ボタンの色の形式が正しくありません'],
      ['/options/header_bg_image', 'ヘッダー画像URLの形式が正しくありません'],
      ['/options/bg_image', '背景画像URLの形式が正しくありません'],
    ]);
    const good = {
      ...formDocument.defaults().options,
      answer_limit: 1,
      after_send_url: 'https://example.com/thanks',
    };
    expect(errors(form([text('A')], { options: good }))).toEqual([]);
    expect(formDocument.defaults().options).toMatchObject({
      button_color: '#2196F3',
      bg_color: '#C5CAE9',
      form_bg_color: '#CFD8DC',
      submit_confirm_dialog_visible: 1,
    });
  });

  it('needs a deadline time when the deadline is on', () => {
    const options = { ...formDocument.defaults().options, deadline: 1 };
    expect(errors(form([text('A')], { options })).map(([path]) => path)).toEqual([
      '/options/deadline_datetime',
    ]);
  });

  it('needs at least one item that is not a heading', () => {
    const message = '質問項目(見出し以外)を1つ以上追加してください';
    expect(errors(form([]))).toEqual([['/attr', message]]);
    expect(errors(form([heading, { ...heading, swatch_id: 501, type: 'description_md' }]))).toEqual([
      ['/attr', message],
    ]);
  });

  it('makes short name, display name, memo and e-mail destinations unique across the form', () => {
    const items = [
      text('A', { assign_to: [{ id: 'memo' }, { id: 'mail' }] }),
      text('B', { assign_to: [{ id: 'var', targets: [1] }, { id: 'memo' }] }),
      text('C', { assign_to: [{ id: 'var', targets: [1] }, { id: 'mail' }] }),
    ];
    expect(errors(form(items))).toEqual([
      ['/attr/1/assign_to/1/id', '既に追加されています'],
      ['/attr/2/assign_to/1/id', '既に追加されています'],
    ]);
  });

  it('lets only radio and select branch, one branching item per section', () => {
    const checkbox = { ...branching(540, 1, ['submit']), swatch_id: 530, type: 'checkbox' };
    delete (checkbox as Record<string, unknown>).do_branch_page;
    const twice = form(
      [branching(540, 1, ['submit']), branching(550, 1, ['submit']), branching(550, 2, ['submit'])],
      {
        pages: [1, 2],
      },
    );
    expect(errors(twice)).toEqual([['/attr/1/do_branch_page', '分岐する項目は1つのセクションに1つだけです']]);
    // A text item's schema has no do_branch_page; the form rule names it even so (a kept or foreign shape).
    const rules = formDocument.rules.find((rule) => rule.code === 'form_branch_not_allowed');
    expect(rules?.violated(form([text('A', { do_branch_page: 1 })]), everything)).toEqual([
      { path: '/attr/0/do_branch_page' },
    ]);
  });

  it('makes each choice name an existing section, and each item sit in one', () => {
    const document = form([branching(540, 1, [2, 3, 'submit']), text('A', { page: 4 })], { pages: [1, 2] });
    expect(errors(document)).toEqual([
      ['/attr/1/page', '項目のセクションがありません'],
      ['/attr/0/choices/1/next_page', '分岐先のセクションがありません'],
    ]);
  });

  it('refuses an item name used twice', () => {
    expect(errors(form([text('A', { name: 'text1' }), text('B', { name: 'text1' })]))).toEqual([
      ['/attr/1/name', '項目名が重複しています'],
    ]);
  });

  it('refuses direction controls (U+202A–E, U+2066–9) in the name, title, item titles and choice labels', () => {
    const bidi = (field: string) => `${field}に文字の表示の向きを変える見えない文字(U+202E など)は使えません`;
    const radio = { ...branching(540, 1, ['submit', 'submit']), do_branch_page: 0 };
    radio.choices[1].label = 'い\u202Dいえ';
    expect(
      errors(
        form([text('お名\u202Eまえ'), radio], { name: 'W 全種 \u202Eevil\u202C', title: '\u2067ご来店' }),
      ),
    ).toEqual([
      ['/name', bidi('フォーム名(管理用)')],
      ['/title', bidi('フォームのタイトル')],
      ['/attr/0/title', bidi('タイトル')],
      ['/attr/1/choices/1/label', bidi('選択肢名')],
    ]);
    // The marks (LRM, RLM) reorder nothing on their own: allowed, as in friends' names.
    expect(errors(form([text('お名前\u200E')], { name: 'アンケート\u200F' }))).toEqual([]);
  });

  it('sends a copy of the answers only from a form that requires LINE login', () => {
    const options = { ...formDocument.defaults().options, send_user_message_copy: 1 };
    expect(errors(form([text('A')], { options }))).toEqual([
      [
        '/options/send_user_message_copy',
        '回答内容のコピー送信はLINEログイン必須のフォームでのみ設定できます',
      ],
    ]);
    expect(errors(form([text('A')], { options, needs_line_login: 1 }))).toEqual([]);
  });

  it('refuses what the account may not set: required login, spreadsheet export, e-mail destinations', () => {
    const document = form([text('A', { assign_to: [{ id: 'mail' }] })], {
      needs_line_login: 1,
      export_google_sheet: 1,
    });
    expect(errors(document)).toEqual([]);
    expect(errors(document, nothing).map(([path, message]) => [path, message])).toEqual([
      ['/attr/0/assign_to/0/id', expect.any(String)],
      ['/needs_line_login', 'LINEログイン必須のフォームを作成する権限がありません'],
      ['/export_google_sheet', 'スプレッドシート連携はこのアカウントでは使用できません'],
    ]);
  });

  it('keeps an unknown swatch as a warning in the editor, and its rules read malformed forms without throwing', () => {
    const issues = validateDocument(registry, 'form', form([text('A'), { swatch_id: 999 }]), everything);
    expect(issues.map((issue) => [issue.path, issue.code, issue.severity])).toEqual([
      ['/attr/1', 'unknown_type', 'warning'],
    ]);
    expect(() =>
      validateEnvelope(registry, 'form', {
        attr: [null, 3, { do_branch_page: 1, choices: [null] }],
        pages: 'x',
      }),
    ).not.toThrow();
  });
});
