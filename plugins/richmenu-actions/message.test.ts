import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { messageRichmenuAction } from './message.ts';

/** actype 1, user message (spec 001 §5 "label required, max 60 … Initial message (fill_in_text) max 300"). */
const registry = createBuiltInRegistry();
const ja = createContext();
const en = createContext({ lang: 'en' });
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);

describe('rich-menu action 1 user message', () => {
  it('requires the message (blank counts as empty)', () => {
    for (const label of ['', '  ']) {
      expect(validate({ actype: 1, label })).toEqual([
        expect.objectContaining({
          path: '/label',
          code: 'required',
          message: 'ユーザーメッセージを入力してください',
        }),
      ]);
    }
    expect(validate({ actype: 1 })).toEqual([expect.objectContaining({ path: '/label', code: 'required' })]);
  });

  it('allows at most 60 characters of message and 300 of initial message', () => {
    expect(validate({ actype: 1, label: 'あ'.repeat(60), fill_in_text: 'い'.repeat(300) })).toEqual([]);
    expect(validate({ actype: 1, label: 'あ'.repeat(61) })).toEqual([
      expect.objectContaining({
        path: '/label',
        code: 'maxLength',
        message: 'ユーザーメッセージは60文字以内で入力してください',
      }),
    ]);
    expect(validate({ actype: 1, label: 'a', fill_in_text: 'い'.repeat(301) })).toEqual([
      expect.objectContaining({
        path: '/fill_in_text',
        code: 'maxLength',
        message: '初期メッセージは300文字以内で入力してください',
      }),
    ]);
  });

  it('takes the four keyboard behaviours only', () => {
    for (const input_option of ['none', 'closeRichMenu', 'openKeyboard', 'openVoice'])
      expect(validate({ actype: 1, label: 'a', input_option })).toEqual([]);
    expect(validate({ actype: 1, label: 'a', input_option: 'openRichMenu' })).toEqual([
      expect.objectContaining({ path: '/input_option', code: 'enum' }),
    ]);
  });

  it('summarises in Japanese and English', () => {
    const data = { actype: 1 as const, label: '営業時間を教えて' };
    expect(messageRichmenuAction.summary(data, ja)).toBe('「営業時間を教えて」を送信');
    expect(messageRichmenuAction.summary(data, en)).toBe('Send "営業時間を教えて"');
    const keyboard = { ...data, input_option: 'openKeyboard' as const };
    expect(messageRichmenuAction.summary(keyboard, ja)).toBe('「営業時間を教えて」を送信(キーボードを開く)');
    expect(messageRichmenuAction.summary(keyboard, en)).toBe('Send "営業時間を教えて" (open the keyboard)');
    expect(messageRichmenuAction.summary(messageRichmenuAction.defaults(), ja)).toBe(
      'メッセージを送信(未設定)',
    );
    expect(messageRichmenuAction.summary(messageRichmenuAction.defaults(), en)).toBe(
      'Send a message (not set)',
    );
  });
});
