import { describe, expect, it } from 'vitest';
import { createBlock, createContext } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { MAIL_STATUS_PERMISSION, mailCondition } from './mail.ts';
import { memoCondition } from './memo.ts';
import { nameCondition } from './name.ts';
import { statusCondition } from './status.ts';

/** The text conditions: name 11, mail 15, memo 20, status 25 (spec 001 §3, §6, §9). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);

const validate = (data: unknown) => registry.validateBlock('condition', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const defaults = (type: number) => createBlock(registry, 'condition', type, ctx, () => 'c1').data;

describe('condition 11 name', () => {
  const name = (data: Record<string, unknown>) => nameCondition.summary({ type: 11, ...data } as never, ctx);

  it('starts with every name field included (1 each) and asks for names', () => {
    expect(defaults(11)).toEqual({ type: 11, names: '', use_name: 1, use_short_name: 1, use_nickname: 1 });
    expect(validate(defaults(11))).toEqual([issue('/names', 'required', '名前を入力してください')]);
  });

  it('accepts space-separated names and refuses spaces only', () => {
    expect(validate({ type: 11, names: '山田 佐藤　鈴木' })).toEqual([]);
    expect(validate({ type: 11, names: ' 　' })).toEqual([
      issue('/names', 'required', '名前を入力してください'),
    ]);
  });

  it('needs at least one name field to search', () => {
    expect(validate({ type: 11, names: '山田', use_name: 0, use_short_name: 0, use_nickname: 1 })).toEqual(
      [],
    );
    expect(validate({ type: 11, names: '山田', use_name: 0, use_short_name: 0, use_nickname: 0 })).toEqual([
      issue(
        '/use_name',
        'name_no_target',
        '表示名・システム表示名・ニックネームのいずれかを検索対象にしてください',
      ),
    ]);
  });

  it('summarises the names, any of which matches, cut and counted', () => {
    expect(name({ names: '山田' })).toBe('名前に「山田」を含む');
    expect(name({ names: '山田 佐藤' })).toBe('名前に「山田」「佐藤」のいずれかを含む');
    expect(name({ names: 'a b c d e' })).toBe('名前に「a」「b」「c」他2件のいずれかを含む');
    expect(name({ names: 'とても長い名前の友だち' })).toBe('名前に「とても長い…」を含む');
    expect(name({ names: '山田', use_name: 1, use_short_name: 0, use_nickname: 1 })).toBe(
      '名前(表示名・ニックネーム)に「山田」を含む',
    );
    expect(name({ names: '' })).toBe('名前(未入力)');
  });
});

describe('condition 15 mail (ability mail)', () => {
  const mail = (data: Record<string, unknown>) => mailCondition.summary({ type: 15, ...data } as never, ctx);

  it('is gated by the mail ability', () => {
    expect(mailCondition.ability).toBe('mail');
  });

  it('needs an address text or a status', () => {
    expect(defaults(15)).toEqual({ type: 15, qs: '', mail_status: 0 });
    expect(validate(defaults(15))).toEqual([issue('/qs', 'required', 'メールアドレスを入力してください')]);
    expect(validate({ type: 15, qs: '@example.com' })).toEqual([]);
    expect(validate({ type: 15, qs: '', mail_status: 3 })).toEqual([]);
  });

  it('accepts mail statuses 0..5 only', () => {
    for (const status of [0, 1, 2, 3, 4, 5])
      expect(validate({ type: 15, qs: 'a', mail_status: status })).toEqual([]);
    expect(validate({ type: 15, qs: 'a', mail_status: 6 })).toEqual([
      issue('/mail_status', 'enum', 'メールの状態の値が選択肢にありません'),
    ]);
  });

  it('shows the status filter only in the mail-first mode (or when one is set)', () => {
    const visible = mailCondition.ui?.visibleWhen?.mail_status;
    const expa = createContext({ ...demoContextInput, permissions: [MAIL_STATUS_PERMISSION] });
    expect(MAIL_STATUS_PERMISSION).toBe('user-mail-set-to-expa-mode');
    expect(visible?.({ type: 15, qs: 'a', mail_status: 0 }, ctx)).toBe(false);
    expect(visible?.({ type: 15, qs: 'a', mail_status: 0 }, expa)).toBe(true);
    expect(visible?.({ type: 15, qs: 'a', mail_status: 2 }, ctx)).toBe(true);
  });

  it('summarises the address and the status', () => {
    expect(mail({ qs: '@example.com', mail_status: 0 })).toBe('メールアドレスに「@example.c…」を含む');
    expect(mail({ qs: 'taro', mail_status: 1 })).toBe(
      'メールアドレスに「taro」を含む・メールの状態が「配信中」',
    );
    expect(mail({ qs: '', mail_status: 2 })).toBe('メールの状態が「配信停止」');
    expect(mail({ qs: '' })).toBe('メールアドレス(未入力)');
  });
});

describe('condition 20 memo and 25 status', () => {
  it('ask for the text they search', () => {
    expect(validate(defaults(20))).toEqual([issue('/memos', 'required', 'メモに含む文字を入力してください')]);
    expect(validate(defaults(25))).toEqual([
      issue('/status', 'required', 'ステータスメッセージに含む文字を入力してください'),
    ]);
    expect(validate({ type: 20, memos: '要フォロー' })).toEqual([]);
    expect(validate({ type: 25, status: '旅行中' })).toEqual([]);
    expect(validate({ type: 20, memos: 'あ'.repeat(1001) })).toEqual([
      issue('/memos', 'maxLength', 'メモに含む文字は1000文字以内で入力してください'),
    ]);
  });

  it('summarise the text cut at 10 width units', () => {
    expect(memoCondition.summary({ type: 20, memos: '要フォロー' }, ctx)).toBe(
      '個別メモに「要フォロー」を含む',
    );
    expect(memoCondition.summary({ type: 20, memos: '来店時に必ず確認すること' }, ctx)).toBe(
      '個別メモに「来店時に必…」を含む',
    );
    expect(memoCondition.summary({ type: 20, memos: '' }, ctx)).toBe('個別メモ(未入力)');
    expect(statusCondition.summary({ type: 25, status: '旅行中' }, ctx)).toBe(
      'ステータスメッセージに「旅行中」を含む',
    );
    expect(statusCondition.summary({ type: 25, status: '' }, ctx)).toBe('ステータスメッセージ(未入力)');
  });
});
