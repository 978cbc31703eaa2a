import { describe, expect, it } from 'vitest';
import { type ExportContext, lineLength, problemLines, telUri, toLineRichMenu } from './richmenu-line.ts';

const ctx: ExportContext = { origin: 'https://console.example.com', formCodes: new Map([[12, 'aB3kPq']]) };
const at = (x: number) => ({ x, y: 0, width: 250, height: 843 });
const menu = (options: Record<string, unknown>[], extra: Record<string, unknown> = {}) => ({
  name: 'メイン',
  chat_bar_text: 'メニュー',
  selected: 1,
  height: 843,
  media_id: 3,
  options: options.map((o, i) => ({ bounds: at(i * 250), input_option: 'none', ...o })),
  ...extra,
});
const actions = (options: Record<string, unknown>[], c: ExportContext = ctx) =>
  toLineRichMenu(menu(options), c).object.areas?.map((a) => a.action);

describe('toLineRichMenu', () => {
  it('gives LINE’s rich-menu object: size, selected as a boolean, name, chatBarText, one area per button', () => {
    const out = toLineRichMenu(menu([{ actype: 1, label: '予約' }], { selected: 0 }), ctx);
    expect(out).toEqual({
      object: {
        size: { width: 2500, height: 843 },
        selected: false,
        name: 'メイン',
        chatBarText: 'メニュー',
        areas: [{ bounds: at(0), action: { type: 'message', text: '予約', label: '予約' } }],
      },
      problems: [],
      warnings: [],
    });
  });

  it('maps each action type: URL, message, postback, scheme, form and TEL', () => {
    expect(
      actions([
        { actype: 0, url: 'https://example.com/a' },
        { actype: 1, label: 'こんにちは' },
        { actype: 2, label: '資料請求', action_id: 7, input_option: 'openKeyboard' },
        { actype: 3, scheme: 103 },
        { actype: 4, form_id: 12, liff_size: 'tall' },
      ]),
    ).toEqual([
      { type: 'uri', uri: 'https://example.com/a' },
      { type: 'message', text: 'こんにちは', label: 'こんにちは' },
      {
        type: 'postback',
        data: 'aid=7',
        displayText: '資料請求',
        inputOption: 'openKeyboard',
        label: '資料請求',
      },
      { type: 'uri', uri: 'https://line.me/R/nv/location/' },
      { type: 'uri', uri: 'https://console.example.com/f/aB3kPq' },
    ]);
    expect(actions([{ actype: 5, tel: '０３-1234-5678' }])).toEqual([
      { type: 'uri', uri: 'tel:03-1234-5678' },
    ]);
  });

  it('resolves form tags in URLs to the form’s answering page, and keeps a tap code as the postback data', () => {
    expect(
      actions([
        { actype: 0, url: '[FORM_aB3kPq]' },
        { actype: 0, url: 'https://example.com/[FORM_aB3kPq]/x' },
        { actype: 2, action_id: 7, tap_code: 'tap-91' },
      ]),
    ).toEqual([
      { type: 'uri', uri: 'https://console.example.com/f/aB3kPq' },
      { type: 'uri', uri: 'https://example.com/https://console.example.com/f/aB3kPq/x' },
      { type: 'postback', data: 'tap-91' },
    ]);
  });

  it('leaves out the label LINE would refuse (over 20 characters), not the button', () => {
    const label = 'あ'.repeat(21);
    expect(actions([{ actype: 1, label }])).toEqual([{ type: 'message', text: label }]);
  });

  it('says per button why it cannot be expressed, and exports the others', () => {
    const out = toLineRichMenu(
      menu([
        { actype: 0, url: '[FORM_zzzzzz]' },
        { actype: 2, action_id: 0 },
        { actype: 3, scheme: 104 },
        { actype: 4, form_id: 99, liff_size: 'tall' },
        { actype: 1, label: 'OK', bounds: undefined },
        { actype: 0, url: `https://example.com/${'a'.repeat(1000)}` },
        { actype: 9 },
        { actype: 5, tel: '03-1111-2222' },
      ]),
      ctx,
    );
    expect(out.problems.map((p) => [p.button, p.message])).toEqual([
      [0, '回答フォーム[FORM_zzzzzz]が見つかりません'],
      [1, 'アクションが選択されていません'],
      [2, '友だちへの紹介にはLINEのベーシックIDが必要ですが、このアカウントには設定されていません'],
      [3, '回答フォームが選択されていないか、見つかりません'],
      [4, 'ボタンの領域が設定されていません'],
      [5, 'URLがLINEの上限(1000文字)を超えています(1020文字)'],
      [6, 'LINEに書き出せない種類のボタンです(種別 9)'],
    ]);
    expect(out.object.areas).toHaveLength(1);
    expect(problemLines(out.problems)[1]).toBe('2番目のボタン: アクションが選択されていません');
    expect(actions([{ actype: 3, scheme: 104 }], { ...ctx, basicId: '@abc' })).toEqual([
      { type: 'uri', uri: 'https://line.me/R/nv/recommendOA/%40abc' },
    ]);
  });

  it('checks the menu against LINE’s limits: chat-bar text, areas, image, bounds within the height', () => {
    const many = Array.from({ length: 21 }, () => ({ actype: 1, label: 'a', bounds: at(0) }));
    const out = toLineRichMenu(
      { ...menu(many), chat_bar_text: 'あ'.repeat(15), media_id: null, height: 843 },
      ctx,
    );
    expect(problemLines(out.problems.filter((p) => p.button === null))).toEqual([
      'メニューバーのテキストは1〜14文字にしてください',
      '画像が設定されていません',
      'ボタンはLINEの上限の20個までです',
    ]);
    const tall = toLineRichMenu(
      menu([{ actype: 1, label: 'a', bounds: { x: 0, y: 800, width: 10, height: 100 } }]),
      ctx,
    );
    expect(tall.problems[0].message).toBe('ボタンの領域がメニューの範囲からはみ出しています');
  });

  it('warns of what LINE ignores: a keyboard option off postbacks, a message’s initial text', () => {
    const out = toLineRichMenu(
      menu([{ actype: 1, label: 'a', fill_in_text: '本文', input_option: 'openKeyboard' }]),
      ctx,
    );
    expect(out.problems).toEqual([]);
    expect(out.warnings.map((w) => w.message)).toEqual([
      'キーボードの動作はLINEではアクション(ポストバック)のボタンでだけ使えるため、書き出されません',
      '初期メッセージはLINEのメッセージアクションにないため、書き出されません',
    ]);
  });
});

describe('helpers', () => {
  it('counts grapheme clusters as LINE does, and writes tel: URIs in ASCII', () => {
    expect(lineLength('👍🏽a')).toBe(2);
    expect(telUri('＋８１ 90-1234-5678')).toBe('tel:+8190-1234-5678');
  });
});
