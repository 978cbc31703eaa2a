import { describe, expect, it } from 'vitest';
import { TEXT_RULE_TYPES } from '../plugins/shared/form-items/rule-list.ts';
import { demoForms } from '../server/db/seed-forms.ts';
import {
  ANSWER_TEXT_RULES,
  type AnswerItem,
  addDays,
  answerPath,
  answerText,
  asciiAnswer,
  asciiDigits,
  checkAnswers,
  digitKind,
  holidayName,
  isAnswerFile,
  itemMessage,
  nextPage,
  normalizeAnswers,
  pageErrors,
  restorableAnswers,
  tokyoMinute,
  tokyoTime,
  tokyoToday,
} from './form-answers.ts';

const ctx = { today: '2026-11-25' }; // a Wednesday
const message = (item: AnswerItem, value: unknown, extra: Record<string, unknown> = {}, taken = {}) =>
  itemMessage({ name: 'q', title: 'Q', ...item }, 0, { q: value as never, ...extra }, { ...ctx, taken });
const text = (rules: AnswerItem['rules'], type = 'text') => ({ type, rules });

describe('answer rules', () => {
  it('knows the same text rule types as the form items', () => {
    expect([...ANSWER_TEXT_RULES]).toEqual([...TEXT_RULE_TYPES]);
  });

  it('required: text, choice, date and file items', () => {
    expect(message(text([{ name: 'required' }]), '')).toBe('入力してください');
    expect(message(text([]), '')).toBeUndefined();
    expect(message({ type: 'radio', rules: [{ name: 'required' }], choices: [{ id: 1 }] }, undefined)).toBe(
      '選択してください',
    );
    expect(
      message({ type: 'checkbox', rules: [{ name: 'arr_min', value: 1 }], choices: [{ id: 1 }] }, []),
    ).toBe('選択してください');
    expect(message({ type: 'datepicker', rules: [{ name: 'required' }] }, '')).toBe('選択してください');
    expect(message({ type: 'file', rules: [{ name: 'required' }] }, '')).toBe('ファイルを選択してください');
  });

  it('headings and hidden items ask nothing', () => {
    expect(message({ type: 'description' }, '')).toBeUndefined();
    expect(
      message({ type: 'text', rules: [{ name: 'required' }], prefs: { hide_block: 1 } }, ''),
    ).toBeUndefined();
  });

  it('max and min length, with the default bounds of 200 and 20000', () => {
    expect(message(text([{ name: 'max', value: 3 }]), 'あいうえ')).toBe('3文字以内で入力してください');
    expect(message(text([{ name: 'max', value: 3 }]), 'あいう')).toBeUndefined();
    expect(message(text([{ name: 'min', value: 2 }]), 'あ')).toBe('2文字以上で入力してください');
    expect(message(text([]), 'x'.repeat(201))).toBe('200文字以内で入力してください');
    expect(message(text([], 'textarea'), 'x'.repeat(20001))).toBe('20000文字以内で入力してください');
    expect(message(text([], 'textarea'), 'x'.repeat(20000))).toBeUndefined();
  });

  it('max_value and min_value', () => {
    const range = text([
      { name: 'numeric' },
      { name: 'min_value', value: 10 },
      { name: 'max_value', value: 20 },
    ]);
    expect(message(range, '9')).toBe('10以上の数値を入力してください');
    expect(message(range, '21')).toBe('20以下の数値を入力してください');
    expect(message(range, '15')).toBeUndefined();
    expect(message(text([{ name: 'max_value', value: 5 }]), 'abc')).toBe('数値を入力してください');
  });

  it('a number answer typed in full-width digits is read (and kept) in ASCII', () => {
    expect(asciiDigits('－１２．５', 'number')).toBe('-12.5');
    expect(asciiDigits('−３', 'number')).toBe('-3');
    expect(asciiDigits('１２ａ', 'number')).toBe('12ａ');
    expect(message(text([{ name: 'numeric' }]), '０１２３')).toBeUndefined();
    expect(message(text([{ name: 'numeric' }]), '１２ａ')).toBe('半角数字で入力してください');
    const range = text([
      { name: 'numeric' },
      { name: 'min_value', value: 10 },
      { name: 'max_value', value: 20 },
    ]);
    expect(message(range, '１５')).toBeUndefined();
    expect(message(range, '２１')).toBe('20以下の数値を入力してください');
    expect(message(text([{ name: 'max_value', value: 5 }]), '－１．５')).toBeUndefined();
    // Only number answers: a name in full-width digits stays as typed.
    expect(message(text([{ name: 'max', value: 3 }]), '１２３')).toBeUndefined();
    const form = {
      attr: [
        { type: 'text', name: 'n', page: 1, rules: [{ name: 'numeric' }] },
        { type: 'text', name: 'free', page: 1 },
      ],
    };
    const answers = { n: '１２３', free: '１２３' };
    expect(normalizeAnswers(form, answers)).toEqual({ n: '123', free: '１２３' });
    expect(checkAnswers(form, answers, ctx)).toEqual({
      errors: {},
      kept: { n: '123', free: '１２３' },
      path: [1],
    });
    expect(pageErrors(form, 1, { n: '１２ａ' }, ctx)).toEqual({ n: '半角数字で入力してください' });
  });

  it.each([
    ['tel', '０９０ー１２３４ー５６７８', '090-1234-5678'],
    ['tel', '０３－１２３４－５６７８', '03-1234-5678'],
    ['tel', '０９０１２３４５６７８', '09012345678'],
    ['zip', '１２３－４５６７', '123-4567'],
    ['zip', '１２３ー４５６７', '123-4567'],
    ['time', '０９：３０', '09:30'],
    ['date_format', '２０２５／０４／０１', '2025/04/01'],
    ['day_of_birth', '１９９０－０４－０１', '1990-04-01'],
  ])('a %s answer typed in full-width digits (%s) is read and kept as %s', (name, typed, ascii) => {
    const item = text([{ name }]);
    expect(digitKind(item)).toBe(name.startsWith('da') ? 'date' : name);
    expect(asciiAnswer(item, typed)).toBe(ascii);
    expect(message(item, typed)).toBeUndefined();
    const form = { attr: [{ ...item, name: 'n', page: 1 }] };
    expect(checkAnswers(form, { n: typed }, ctx)).toEqual({ errors: {}, kept: { n: ascii }, path: [1] });
  });

  it('only the signs of its kind are converted: a wrong shape still gets its message', () => {
    // A time takes no hyphen, a phone number no colon; the long vowel mark is no number's minus.
    expect(asciiDigits('０９－３０', 'time')).toBe('09－30');
    expect(message(text([{ name: 'time' }]), '０９－３０')).toBe('時刻の形式で入力してください(例: 09:30)');
    expect(asciiDigits('０９０：１２３４', 'tel')).toBe('090：1234');
    expect(asciiDigits('ー５', 'number')).toBe('ー5');
    expect(message(text([{ name: 'zip' }]), '１２３４５')).toBe(
      '郵便番号の形式で入力してください(例: 123-4567)',
    );
    // Not a digit answer: kana and e-mail stay as typed.
    expect(digitKind(text([{ name: 'kana' }]))).toBeUndefined();
    expect(asciiAnswer(text([{ name: 'email' }]), '１@example.jp')).toBe('１@example.jp');
  });

  it('tokyoTime: a stored moment in Japan’s time, as the answers CSV writes it', () => {
    expect(tokyoTime('2026-11-25T15:30:05.000Z')).toBe('2026/11/26 00:30:05');
    expect(tokyoTime('2026-12-31T14:59:59Z')).toBe('2026/12/31 23:59:59');
    expect(tokyoTime('not a time')).toBe('not a time');
  });

  it.each([
    ['kana', 'ヤマダ タロウ', 'やまだ', '全角カタカナで入力してください'],
    ['email', 'a.b@example.jp', 'a@b', 'メールアドレスの形式で入力してください'],
    ['tel', '090-1234-5678', '12345', '電話番号の形式で入力してください(例: 090-1234-5678)'],
    ['tel', '0312345678', '090-1234-56789', '電話番号の形式で入力してください(例: 090-1234-5678)'],
    ['numeric', '0123', '12a', '半角数字で入力してください'],
    ['date_format', '2025/04/01', '2025/02/30', '日付の形式で入力してください(例: 2025/04/01)'],
    ['day_of_birth', '1990-04-01', '2030-01-01', '正しい生年月日を入力してください'],
    ['day_of_birth', '1990/04/01', 'きのう', '生年月日を日付の形式で入力してください(例: 1990/04/01)'],
    ['time', '23:59', '24:00', '時刻の形式で入力してください(例: 09:30)'],
    ['zip', '123-4567', '12-34567', '郵便番号の形式で入力してください(例: 123-4567)'],
  ])('text rule %s: %s passes, %s gives its message', (name, good, bad, expected) => {
    expect(message(text([{ name }]), good)).toBeUndefined();
    expect(message(text([{ name }]), bad)).toBe(expected);
  });

  it('the e-mail item checks the address', () => {
    expect(message({ type: 'email' }, 'not-an-address')).toBe('メールアドレスの形式で入力してください');
    expect(message({ type: 'email' }, 'hanako@example.com')).toBeUndefined();
  });

  it('arr_min and arr_max, and only listed choices', () => {
    const box = {
      type: 'checkbox',
      rules: [
        { name: 'arr_min', value: 2 },
        { name: 'arr_max', value: 3 },
      ],
      choices: [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }],
    };
    expect(message(box, [1])).toBe('2個以上選択してください');
    expect(message(box, [1, 2, 3, 4])).toBe('3個まで選択してください');
    expect(message(box, [1, 2])).toBeUndefined();
    expect(message(box, [1, 9])).toBe('選択肢から選んでください');
    expect(message(box, [1, 1])).toBe('選択肢から選んでください');
    expect(message({ type: 'select', choices: [{ id: 1 }] }, 2)).toBe('選択肢から選んでください');
  });

  it('an "other" choice needs its text', () => {
    const box = { type: 'radio', choices: [{ id: 1 }, { id: 2, type: 'other', label: 'その他' }] };
    expect(message(box, 2)).toBe('「その他」の内容を入力してください');
    expect(message(box, 2, { q__other: '友人の紹介' })).toBeUndefined();
  });

  it('choice capacity: a full choice is refused', () => {
    const radio = { type: 'radio', choices: [{ id: 1, label: '午前の部', limit_type: 1, limit_num: 2 }] };
    expect(message(radio, 1, {}, { q: { 1: 1 } })).toBeUndefined();
    expect(message(radio, 1, {}, { q: { 1: 2 } })).toBe('「午前の部」は定員に達したため選択できません');
    const box = {
      type: 'checkbox',
      choices: [{ id: 1, label: 'A', limit_type: 1, limit_num: 1, limit_label: '満員' }],
    };
    expect(message(box, [1], {}, { q: { 1: 1 } })).toBe('「A」は定員に達したため選択できません(満員)');
  });

  it('date limits: relative, absolute and weekdays', () => {
    const relative = {
      type: 'datepicker',
      rules: [
        { name: 'min_date', value: 1 },
        { name: 'max_date', value: 10 },
      ],
    };
    expect(message(relative, '2026-11-25')).toBe('2026/11/26以降の日付を選択してください');
    expect(message(relative, '2026-12-06')).toBe('2026/12/05以前の日付を選択してください');
    expect(message(relative, '2026-11-26')).toBeUndefined();
    const absolute = {
      type: 'datepicker',
      rules: [
        { name: 'min_date', value: '2026-01-01' },
        { name: 'max_date', value: '2026-01-31' },
      ],
    };
    expect(message(absolute, '2025-12-31')).toBe('2026/01/01以降の日付を選択してください');
    expect(message(absolute, '2026-02-01')).toBe('2026/01/31以前の日付を選択してください');
    const weekdays = { type: 'datepicker', rules: [{ name: 'weekdays', value: 126 }] }; // no Sunday
    expect(message(weekdays, '2026-11-29')).toBe('日曜日は選択できません');
    expect(message(weekdays, '2026-11-30')).toBeUndefined();
    expect(message(weekdays, '2026-13-01')).toBe('日付を選択してください(例: 2025/04/01)');
  });

  it("knows Japan's public holidays (substitute and in-between days too)", () => {
    expect(holidayName('2026-01-01')).toBe('元日');
    expect(holidayName('2026-05-03')).toBe('憲法記念日'); // a Sunday
    expect(holidayName('2026-05-06')).toBe('こどもの日 振替休日');
    expect(holidayName('2026-09-22')).toBe('休日'); // between 敬老の日 and 秋分の日
    expect(holidayName('2026-05-07')).toBeUndefined();
    expect(holidayName('2026-02-23')).toBe('天皇誕生日');
    expect(holidayName('toString')).toBeUndefined();
    expect(holidayName('2099-01-01')).toBeUndefined(); // past the data: never a holiday
  });

  it('the holiday option: no effect, enabled, disabled', () => {
    const date = (holiday: string | undefined, weekdays = 127) => ({
      type: 'datepicker',
      rules: [{ name: 'weekdays', value: weekdays }],
      ...(holiday ? { holiday } : {}),
    });
    // No effect (and no option at all): a holiday is a day of its weekday.
    for (const holiday of ['public_holiday_no_effect', undefined]) {
      expect(message(date(holiday), '2026-01-01')).toBeUndefined();
      expect(message(date(holiday, 126), '2026-05-03')).toBe('日曜日は選択できません');
      expect(message(date(holiday, 127 - 2), '2026-05-04')).toBe('月曜日は選択できません');
    }
    // Disabled: never selectable, whatever the weekdays say.
    const disabled = date('public_holiday_disabled');
    for (const day of ['2026-01-01', '2026-05-04', '2026-05-05', '2026-05-06', '2026-09-22'])
      expect(message(disabled, day)).toBe('祝日は選択できません');
    expect(message(disabled, '2026-05-07')).toBeUndefined();
    expect(message(disabled, '2026-05-10')).toBeUndefined(); // an ordinary Sunday
    // Enabled: a holiday is selectable even on a weekday not offered.
    const weekdaysOnly = date('public_holiday_enabled', 62); // Mon–Fri
    expect(message(weekdaysOnly, '2026-05-03')).toBeUndefined(); // 憲法記念日, a Sunday
    expect(message(weekdaysOnly, '2026-05-10')).toBe('日曜日は選択できません');
    const noWednesday = date('public_holiday_enabled', 127 - 8);
    expect(message(noWednesday, '2026-05-06')).toBeUndefined(); // 振替休日, a Wednesday
    expect(message(noWednesday, '2026-05-13')).toBe('水曜日は選択できません');
    // The date limits still come first.
    const limited = {
      ...date('public_holiday_enabled'),
      rules: [{ name: 'max_date', value: '2025-12-31' }],
    };
    expect(message(limited, '2026-01-01')).toBe('2025/12/31以前の日付を選択してください');
  });

  it('a file answer is an upload: media id, token and name; a bare name or a broken shape is refused', () => {
    const file = { type: 'file', rules: [{ name: 'required' }] };
    expect(message(file, { media_id: 4, token: 't', filename: '写真.png' })).toBeUndefined();
    expect(message(file, { media_id: 0, filename: 'a.png' })).toBeUndefined(); // 見本 mode
    for (const bad of [
      '写真.png',
      3,
      { media_id: -1, filename: 'a' },
      { media_id: 1.5, filename: 'a' },
      { media_id: 1, filename: '' },
      { media_id: 1, filename: 'a'.repeat(256) },
      { media_id: 1, filename: 'a', token: 5 },
    ])
      expect(message(file, bad), JSON.stringify(bad)).toBe('ファイルを選択し直してください');
    expect(isAnswerFile([1])).toBe(false);
    // A file answer is no answer to any other item.
    expect(message({ type: 'text' }, { media_id: 1, filename: 'a' })).toBe('入力内容が正しくありません');
    expect(answerText({ type: 'file', name: 'q' }, 0, { q: { media_id: 4, filename: '写真.png' } })).toBe(
      '写真.png',
    );
  });

  it('restore_last keeps texts, choices, dates and other texts of the items still on the form, never files', () => {
    const form = {
      attr: [
        { type: 'text', name: 'text1' },
        { type: 'checkbox', name: 'checkbox1', choices: [{ id: 1 }, { id: 6, type: 'other' }] },
        { type: 'datepicker', name: 'datepicker1' },
        { type: 'file', name: 'file1' },
        { type: 'text', name: 'hidden1', prefs: { hide_block: 1 } },
        { type: 'description', name: 'description1' },
      ],
    };
    expect(
      restorableAnswers(form, {
        text1: '山田',
        checkbox1: [1, 6],
        checkbox1__other: '駐車場',
        datepicker1: '2026-12-01',
        file1: { media_id: 4, filename: 'a.png' },
        hidden1: 'x',
        removed1: 'an item no longer on the form',
      }),
    ).toEqual({ text1: '山田', checkbox1: [1, 6], checkbox1__other: '駐車場', datepicker1: '2026-12-01' });
  });

  it('prefectures come from the list', () => {
    expect(message({ type: 'prefectures' }, '東京都')).toBeUndefined();
    expect(message({ type: 'prefectures' }, '東京')).toBe('都道府県を選択してください');
  });

  it('days and times in Japan', () => {
    expect(tokyoToday(Date.parse('2026-11-25T20:00:00Z'))).toBe('2026-11-26');
    expect(tokyoMinute(Date.parse('2026-11-25T20:05:00Z'))).toBe('2026-11-26 05:05');
    expect(addDays('2026-11-30', 2)).toBe('2026-12-02');
  });
});

describe('branching and whole answers', () => {
  const survey = demoForms()[1].body as never as Parameters<typeof answerPath>[0];

  it('follows the branching radio: はい goes to section 2, いいえ ends', () => {
    expect(nextPage(survey, 1, { radio1: 1 })).toBe(2);
    expect(nextPage(survey, 1, { radio1: 2 })).toBe('submit');
    expect(answerPath(survey, { radio1: 1 })).toEqual([1, 2]);
    expect(answerPath(survey, { radio1: 2 })).toEqual([1]);
  });

  it('checks only the sections on the path and keeps only their answers', () => {
    const skipped = checkAnswers(survey, { radio1: 2, text1: 'abc' }, ctx);
    expect(skipped.errors).toEqual({});
    expect(skipped.kept).toEqual({ radio1: 2 });
    const both = checkAnswers(survey, { radio1: 1, text1: 'abc' }, ctx);
    expect(both.errors).toEqual({
      checkbox1: '選択してください',
      text1: expect.stringContaining('電話番号'),
    });
    expect(pageErrors(survey, 1, {}, ctx)).toEqual({ radio1: '選択してください' });
  });

  it('answers read as labels', () => {
    const box = survey.attr[1];
    expect(answerText(box, 1, { checkbox1: [3, 6], checkbox1__other: '駐車場' })).toBe(
      '接客、その他(駐車場)',
    );
  });
});
