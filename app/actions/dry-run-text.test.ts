import { describe, expect, it } from 'vitest';
import { conditionText, lineText } from './dry-run-text.ts';
import { sayIn } from './dry-run-texts.ts';

/** The dry run's lines in words, both languages. */
const ja = sayIn('ja');
const en = sayIn('en');

describe('dry run words', () => {
  it('fills parameters as given and leaves an unknown one as it is', () => {
    expect(ja('tagHas', { name: '{x}<b>' })).toBe('「{x}<b>」は付いています');
    expect(ja('for', {})).toBe('{name}さんに実行した場合');
  });

  it('says the conditions’ verdicts', () => {
    expect(conditionText(null, ja)).toBe('条件なし(常に実行されます)');
    expect(conditionText({ funnel_id: 1, name: 'VIP', matches: false }, ja)).toBe(
      '条件に一致しないため実行されません',
    );
    expect(conditionText({ funnel_id: 1, name: 'VIP', matches: 'unknown' }, ja)).toBe(
      '評価できない条件があります(実行されません)',
    );
    expect(conditionText({ funnel_id: 1, name: 'VIP', matches: true }, en)).toBe(
      'Matches the condition “VIP”',
    );
  });

  it('says values before and after, by what is known', () => {
    const value = { kind: 'value', field: 'ポイント', scope: 'friend', operand: 2 } as const;
    expect(lineText({ ...value, by: { kind: 'text', text: '5' }, from: null, to: '5' }, ja).text).toBe(
      '友だち情報「ポイント」: (未設定) → 5',
    );
    expect(lineText({ ...value, operand: 4, by: { kind: 'none' }, from: '3', to: '' }, ja).text).toBe(
      '友だち情報「ポイント」: 3 → (クリア)',
    );
    expect(lineText({ ...value, operand: 1, by: { kind: 'linked' }, from: '3', to: null }, ja).text).toBe(
      '友だち情報「ポイント」: 3 → 連携データの値を代入',
    );
    expect(
      lineText(
        {
          ...value,
          scope: 'account',
          operand: 3,
          by: { kind: 'random', min: 1, max: 2 },
          from: null,
          to: null,
        },
        ja,
      ).text,
    ).toBe('共通情報「ポイント」: (現在の値) → 範囲 1〜2 の乱数を減算');
    expect(lineText({ ...value, by: { kind: 'random', min: 1, max: 2 }, from: '3', to: null }, en).text).toBe(
      'Friend info “ポイント”: 3 → add a random number from 1 to 2',
    );
  });

  it('says the other lines', () => {
    expect(lineText({ kind: 'tag-remove', names: [], absent: ['休眠'] }, ja)).toEqual({
      text: '変更はありません',
      details: ['「休眠」は付いていません'],
    });
    expect(lineText({ kind: 'scenario', op: 'start', from: [], to: '春', midpoint: true }, ja)).toEqual({
      text: 'シナリオ「春」を途中から開始します',
      details: ['現在のシナリオ: なし'],
    });
    expect(lineText({ kind: 'display', from: 1, to: -1 }, ja).text).toBe('表示状態: 通常 → ブロック');
    expect(lineText({ kind: 'menu', from: 'A', to: null }, ja).text).toBe('リッチメニュー: A → 解除');
    expect(lineText({ kind: 'mark', from: null, to: '要対応' }, ja).text).toBe('対応マーク: なし → 要対応');
    expect(lineText({ kind: 'note', code: 'unavailable' }, ja).text).toBe(
      'この要素のドライランは表示できません',
    );
    expect(lineText({ kind: 'message', text: 'こんにちは', empty: ['[メールアドレス]'] }, ja)).toEqual({
      text: '送信するメッセージ',
      body: 'こんにちは',
      details: ['空になる差し込み: [メールアドレス]'],
    });
  });
});
