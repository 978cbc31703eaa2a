import { describe, expect, it } from 'vitest';
import {
  checkVarValue,
  isDateText,
  normalDate,
  VAR_VALUE_LIMITS,
  VAR_VALUE_MESSAGES,
  type VarValueCode,
} from './var-values.ts';

const code = (type: number, value: string, choices?: { id: number }[]): VarValueCode | 'ok' => {
  const check = checkVarValue(type, value, choices ? { choices } : undefined);
  return check.ok ? 'ok' : check.code;
};

describe('checkVarValue: text limits (spec 000 §5.2)', () => {
  it('takes 200 characters of text (type 0), not 201, counting an emoji as one', () => {
    expect(code(0, 'あ'.repeat(199))).toBe('ok');
    expect(code(0, 'あ'.repeat(200))).toBe('ok');
    expect(code(0, 'あ'.repeat(201))).toBe('tooLong');
    expect(code(0, '🌸'.repeat(200))).toBe('ok');
    expect(code(0, '🌸'.repeat(201))).toBe('tooLong');
  });

  it('takes 20000 characters of long text (type 2), not 20001', () => {
    expect(code(2, 'a'.repeat(19999))).toBe('ok');
    expect(code(2, 'a'.repeat(20000))).toBe('ok');
    expect(code(2, 'a'.repeat(20001))).toBe('longTextTooLong');
  });

  it('always accepts the empty value (clearing), whatever the type', () => {
    for (const type of [0, 1, 2, 10, 13, 20, 30, 99])
      expect(checkVarValue(type, '')).toEqual({ ok: true, num: null, date: null });
  });

  it('answers the Japanese text of the refusal', () => {
    const check = checkVarValue(0, 'x'.repeat(201));
    expect(check).toEqual({ ok: false, code: 'tooLong', message: VAR_VALUE_MESSAGES.tooLong });
    expect(VAR_VALUE_MESSAGES.tooLong).toBe('友だち情報は200文字以内で入力してください');
  });
});

describe('checkVarValue: numbers (type 1)', () => {
  it('answers the number for num', () => {
    expect(checkVarValue(1, '12.5')).toEqual({ ok: true, num: 12.5 });
    expect(checkVarValue(1, '-3')).toEqual({ ok: true, num: -3 });
    expect(checkVarValue(1, '007')).toEqual({ ok: true, num: 7 });
  });

  it('takes 3 decimals, not 4', () => {
    expect(code(1, '1.123')).toBe('ok');
    expect(code(1, '1.1234')).toBe('tooManyDecimals');
    expect(code(1, '-0.0001')).toBe('tooManyDecimals');
  });

  it('takes the range edges, not one step past them', () => {
    expect(checkVarValue(1, '9999999999.999')).toEqual({ ok: true, num: VAR_VALUE_LIMITS.numberMax });
    expect(checkVarValue(1, '-9999999999.999')).toEqual({ ok: true, num: VAR_VALUE_LIMITS.numberMin });
    expect(code(1, '9999999999')).toBe('ok');
    expect(code(1, '10000000000')).toBe('outOfRange');
    expect(code(1, '-10000000000')).toBe('outOfRange');
    expect(code(1, '10000000000.000')).toBe('outOfRange');
    // Leading zeros do not count towards the digits.
    expect(code(1, '0009999999999.5')).toBe('ok');
  });

  it('refuses what is not a half-width number', () => {
    for (const text of [
      '１２',
      '1,000',
      '+1',
      '1.',
      '.5',
      '1e3',
      '12a',
      ' 1',
      '--1',
      'NaN',
      'Infinity',
      '1.2.3',
    ])
      expect(code(1, text), text).toBe('notNumber');
  });

  it('refuses 201 characters as too long before reading the number', () => {
    expect(code(1, '1'.repeat(201))).toBe('tooLong');
    expect(code(1, `0.${'0'.repeat(198)}`)).toBe('tooManyDecimals');
  });
});

describe('checkVarValue: choices (type 20), dates (type 30), media (10, 13)', () => {
  const choices = [{ id: 1 }, { id: 2 }, { id: 30 }];

  it("takes the id of one of the field's choices, nothing else", () => {
    expect(code(20, '2', choices)).toBe('ok');
    expect(code(20, '30', choices)).toBe('ok');
    expect(code(20, '3', choices)).toBe('unknownChoice');
    expect(code(20, '赤', choices)).toBe('unknownChoice');
    expect(code(20, '02', choices)).toBe('unknownChoice');
    expect(code(20, '1')).toBe('unknownChoice');
    expect(code(20, 'x'.repeat(201), choices)).toBe('tooLong');
  });

  it('normalises YYYY-MM-DD and YYYY/MM/DD into the date column; keeps other text with no date', () => {
    expect(checkVarValue(30, '2024/02/29')).toEqual({ ok: true, date: '2024-02-29' });
    expect(checkVarValue(30, '2024-12-31')).toEqual({ ok: true, date: '2024-12-31' });
    expect(checkVarValue(30, '2023/02/29')).toEqual({ ok: true, date: null });
    expect(checkVarValue(30, '来月あたり')).toEqual({ ok: true, date: null });
    expect(code(30, 'x'.repeat(200))).toBe('ok');
    expect(code(30, 'x'.repeat(201))).toBe('tooLong');
  });

  it('tells a date text from other text (the §5.2 warning)', () => {
    expect(isDateText('2024/04/01')).toBe(true);
    expect(isDateText('2024-04-01')).toBe(true);
    expect(isDateText('')).toBe(true);
    for (const text of ['2024/4/1', '2024-04/01', '2024/13/01', '2024/04/31', '04/01/2024', '来月'])
      expect(isDateText(text), text).toBe(false);
    expect(normalDate('2000/02/29')).toBe('2000-02-29');
    expect(normalDate('1900/02/29')).toBeNull();
  });

  it('accepts only clearing for image and PDF values (uploads set them)', () => {
    expect(code(10, '')).toBe('ok');
    expect(code(10, '12')).toBe('mediaUploadOnly');
    expect(code(13, 'contract.pdf')).toBe('mediaUploadOnly');
  });
});
