import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { textEffect } from '../effects/text.ts';
import { contextNames, itemCode, placeholderLabel } from './placeholder-labels.ts';
import { messageSummary } from './summary.ts';

/** Labels of placeholders (never their codes) and the summaries that show them within the 10-width rule. */
const ctx = createContext(demoContextInput);

describe('placeholder labels', () => {
  it('names each kind in brackets, in both languages', () => {
    expect(placeholderLabel({ kind: 'name' }, 'ja')).toBe('[名前]');
    expect(placeholderLabel({ kind: 'mail' }, 'ja')).toBe('[メールアドレス]');
    expect(placeholderLabel({ kind: 'friend_link' }, 'ja')).toBe('[友だち追加URL]');
    expect(placeholderLabel({ kind: 'date', days: 0, format: 'M月D日' }, 'ja')).toBe('[配信日]');
    expect(placeholderLabel({ kind: 'date', days: 3, format: 'M月D日' }, 'ja')).toBe('[配信日+3日]');
    expect(placeholderLabel({ kind: 'date', days: 3, format: 'M月D日' }, 'en')).toBe('[Delivery date +3d]');
    expect(placeholderLabel({ kind: 'remain', target: '2026-12-31' }, 'ja')).toBe('[残り日数:2026/12/31]');
    expect(placeholderLabel({ kind: 'name' }, 'en')).toBe('[Name]');
  });

  it('names the item a placeholder refers to, or says it was deleted', () => {
    const names = contextNames(ctx);
    expect(placeholderLabel({ kind: 'var', id: 10 }, 'ja', names)).toBe('[友だち情報:誕生日]');
    expect(placeholderLabel({ kind: 'cvar', code: '0003' }, 'ja', names)).toBe('[共通情報:店舗名]');
    expect(placeholderLabel({ kind: 'form', code: '000001' }, 'ja', names)).toBe('[フォーム:来店アンケート]');
    expect(placeholderLabel({ kind: 'var', id: 999 }, 'ja', () => null)).toBe('[友だち情報:(削除済み)]');
    expect(placeholderLabel({ kind: 'form', code: 'ab12cd' }, 'ja', names)).toBe('[フォーム]');
  });

  it('gives an item its own code of the right length, else its id in as many digits', () => {
    expect(itemCode({ id: 7 }, 4)).toBe('0007');
    expect(itemCode({ id: 1, code: 'ab12cd' }, 6)).toBe('ab12cd');
    expect(itemCode({ id: 1, code: 'abc' }, 6)).toBe('000001');
    expect(itemCode({ id: 12345 }, 4)).toBeUndefined();
  });
});

describe('message summaries', () => {
  it('shows placeholders by label within the 10-width rule, never cutting a label', () => {
    expect(messageSummary('[name]さん、こんにちは', 'ja')).toBe('[名前]さん…');
    expect(messageSummary('[name]さん', 'ja')).toBe('[名前]さん');
    expect(messageSummary('こんにちは[name]さん', 'ja')).toBe('こんにちは…');
    expect(messageSummary('abc[name]', 'ja')).toBe('abc[名前]');
    expect(messageSummary('abcdef[name]', 'ja')).toBe('abcdef…');
    expect(messageSummary('[FORM_abcde]', 'ja')).toBe('[FORM_abcd…');
  });

  it('is what the text effect says', () => {
    const data = { type: 1, text: '[name]さん、こんにちは', delay_type: 0 } as const;
    expect(textEffect.summary?.(data as never, ctx)).toMatch(/^\[名前\]さん… を/);
    const en = createContext({ ...demoContextInput, lang: 'en' });
    expect(textEffect.summary?.(data as never, en)).toMatch(/^Send "\[Name\]/);
  });
});
