import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { telRichmenuAction } from './tel.ts';

/** actype 5, TEL (spec 001 §5 "TEL format validated"; the format of spec 000 §5.4 tel). */
const registry = createBuiltInRegistry();
const ja = createContext();
const en = createContext({ lang: 'en' });
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);
const malformed = expect.objectContaining({
  path: '/tel',
  code: 'pattern',
  message: '電話番号の形式が正しくありません',
});

describe('rich-menu action 5 TEL', () => {
  it('takes an optional +, digits (full-width too) and hyphens, 3 to 20 characters', () => {
    for (const tel of [
      '03-1234-5678',
      '+81-90-1234-5678',
      '０３１２３４５６７８',
      '110',
      '+81',
      '1'.repeat(20),
    ])
      expect(validate({ actype: 5, tel }), tel).toEqual([]);
  });

  it('requires the number', () => {
    expect(validate({ actype: 5, tel: '' })).toEqual([
      expect.objectContaining({ path: '/tel', code: 'required', message: '電話番号を入力してください' }),
    ]);
  });

  it('refuses other characters and fewer than 3 characters with the format message', () => {
    for (const tel of ['03(1234)5678', 'tel:0312345678', '81+90', '---', '12', '+1'])
      expect(validate({ actype: 5, tel }), tel).toEqual([malformed]);
  });

  it('refuses more than 20 characters', () => {
    expect(validate({ actype: 5, tel: '1'.repeat(21) })).toEqual([
      expect.objectContaining({
        path: '/tel',
        code: 'maxLength',
        message: '電話番号は20文字以内で入力してください',
      }),
    ]);
  });

  it('summarises in Japanese and English', () => {
    expect(telRichmenuAction.summary({ actype: 5, tel: '03-1234-5678' }, ja)).toBe('03-1234-5678に電話');
    expect(telRichmenuAction.summary({ actype: 5, tel: '03-1234-5678' }, en)).toBe('Call 03-1234-5678');
    expect(telRichmenuAction.summary(telRichmenuAction.defaults(), ja)).toBe('電話(番号未設定)');
    expect(telRichmenuAction.summary({ actype: 5, tel: '０'.repeat(11) }, ja)).toBe(
      `${'０'.repeat(10)}…に電話`,
    );
    expect(telRichmenuAction.summary(telRichmenuAction.defaults(), en)).toBe('Call (no number)');
  });
});
