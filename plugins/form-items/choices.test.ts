import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { checkboxFormItem } from './checkbox.ts';
import { radioFormItem } from './radio.ts';

/** Swatches 530 checkbox, 540 radio, 550 select: choices, selection count, branching (spec 002 §3, §4, §5). */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const validate = (data: unknown) => registry.validateBlock('form-item', data, ctx);
const issue = (path: string, code: string, message: string) =>
  expect.objectContaining({ path, code, message, severity: 'error' });
const item = (swatch: number, more: Record<string, unknown> = {}) => ({
  swatch_id: swatch,
  type: { 530: 'checkbox', 540: 'radio', 550: 'select' }[swatch],
  title: '質問',
  choices: [{ label: 'A' }, { label: 'B' }, { label: 'C' }],
  ...more,
});
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(
    registry,
    loadBlock(registry, 'form-item', data, () => 'b1'),
    [field],
    value,
    ctx,
  );

describe.each([530, 540, 550])('form item %i: choices', (swatch) => {
  it('starts with one empty choice, the operator fills in its label', () => {
    const data = createBlock(registry, 'form-item', swatch, ctx).data;
    expect((data as { choices: unknown[] }).choices).toEqual([{ label: '', default_type: 0, limit_type: 0 }]);
    expect(validate({ ...(data as object), title: 'x' })).toEqual([
      issue('/choices/0/label', 'required', '選択肢名を入力してください'),
    ]);
  });

  it('needs at least one choice: 選択肢は最低1つ必要です', () => {
    expect(validate(item(swatch, { choices: [] }))).toEqual([
      issue('/choices', 'form_choices_min_one', '選択肢は最低1つ必要です'),
    ]);
    expect(validate({ swatch_id: swatch, type: item(swatch).type, title: 'x' })).toEqual([
      issue('/choices', 'required', '選択肢を入力してください'),
    ]);
  });

  it('needs a label of at most 60 characters', () => {
    expect(validate(item(swatch, { choices: [{ label: 'あ'.repeat(60) }] }))).toEqual([]);
    expect(validate(item(swatch, { choices: [{ label: 'あ'.repeat(61) }] }))).toEqual([
      issue('/choices/0/label', 'maxLength', '選択肢名は60文字以内で入力してください'),
    ]);
    expect(validate(item(swatch, { choices: [{ label: ' ' }] }))).toEqual([
      issue('/choices/0/label', 'required', '選択肢名を入力してください'),
    ]);
  });

  it('takes the default types 0, 1, 3 and 4; 3 and 4 with a tag', () => {
    expect(validate(item(swatch, { choices: [{ label: 'A', default_type: 2 }] }))).toEqual([
      issue('/choices/0/default_type', 'enum', '初期選択の値が選択肢にありません'),
    ]);
    expect(validate(item(swatch, { choices: [{ label: 'A', default_type: 4 }] }))).toEqual([
      issue('/choices/0/default_tag_id', 'action_required', '初期選択のタグを選択してください'),
    ]);
    expect(validate(item(swatch, { choices: [{ label: 'A', default_type: 3, default_tag_id: 1 }] }))).toEqual(
      [],
    );
  });

  it('takes a capacity: limit_num of at least 1, a label and a tag when full', () => {
    const limited = (more: Record<string, unknown>) =>
      item(swatch, { choices: [{ label: 'A', limit_type: 1, ...more }] });
    expect(validate(limited({ limit_num: 1, limit_label: '満員', limit_tag_id: 2 }))).toEqual([]);
    expect(validate(limited({}))).toEqual([
      issue('/choices/0/limit_num', 'required', '定員数を入力してください'),
    ]);
    expect(validate(limited({ limit_num: 0 }))).toEqual([
      issue('/choices/0/limit_num', 'minimum', '定員数は1以上で入力してください'),
    ]);
  });

  it('takes an action, tags and a friend-info value per choice', () => {
    const choice = { id: 1, label: 'A', value: 'a', action_id: 2, tag_ids: [1, 2], var_id: 3, var_val: 'x' };
    expect(validate(item(swatch, { choices: [choice] }))).toEqual([]);
  });

  it('takes one "other" choice: 「その他」の選択肢は1つだけ設定できます', () => {
    const other = { label: 'その他', type: 'other' };
    expect(validate(item(swatch, { choices: [{ label: 'A' }, other] }))).toEqual([]);
    expect(validate(item(swatch, { choices: [other, { label: 'A' }, other] }))).toEqual([
      issue('/choices/2/type', 'form_other_choice_multiple', '「その他」の選択肢は1つだけ設定できます'),
    ]);
  });

  it('refuses two choices with one id', () => {
    expect(
      validate(
        item(swatch, {
          choices: [
            { id: 1, label: 'A' },
            { id: 1, label: 'B' },
          ],
        }),
      ),
    ).toEqual([issue('/choices/1/id', 'form_choice_id_duplicated', '選択肢のIDが重複しています')]);
  });

  it('saves the answer to a friend-info field when asked, and forgets the field when not', () => {
    expect(validate(item(swatch, { choice_action: 1 }))).toEqual([
      issue('/choice_var_id', 'action_required', '保存先の友だち情報を選択してください'),
    ]);
    expect(update(item(swatch, { choice_action: 1, choice_var_id: 8 }), 'choice_action', 0)).toEqual(
      item(swatch, { choice_action: 0 }),
    );
  });

  it('hiding the item removes its required rule', () => {
    const data = update(item(swatch, { rules: [{ name: 'required' }] }), 'prefs', { hide_block: 1 });
    expect(data).toEqual(item(swatch, { rules: [], prefs: { hide_block: 1 } }));
  });
});

describe.each([540, 550])('form item %i: one choice', (swatch) => {
  const tooMany = issue(
    '/choices',
    'form_default_choice_multiple',
    '初期状態で選択できる選択肢は1つだけです',
  );

  it('allows one pre-selected choice', () => {
    expect(validate(item(swatch, { choices: [{ label: 'A', default_type: 1 }, { label: 'B' }] }))).toEqual(
      [],
    );
    expect(
      validate(
        item(swatch, {
          choices: [
            { label: 'A', default_type: 1 },
            { label: 'B', default_type: 1 },
          ],
        }),
      ),
    ).toEqual([tooMany]);
    // The legacy flag counts where no default_type says otherwise.
    expect(
      validate(
        item(swatch, {
          choices: [
            { label: 'A', default: 1 },
            { label: 'B', default_type: 1 },
          ],
        }),
      ),
    ).toEqual([tooMany]);
  });

  it('allows pre-selection by tag beside no choice selected for everyone', () => {
    const byTag = [
      { label: 'A', default_type: 3, default_tag_id: 1 },
      { label: 'B', default_type: 4, default_tag_id: 1 },
    ];
    expect(validate(item(swatch, { choices: byTag }))).toEqual([]);
    expect(validate(item(swatch, { choices: [...byTag, { label: 'C', default_type: 1 }] }))).toEqual([
      tooMany,
    ]);
  });

  it('refuses selection-count rules (checkbox only)', () => {
    expect(validate(item(swatch, { rules: [{ name: 'arr_min', value: 1 }] }))).toEqual([
      expect.objectContaining({ path: '/rules/0/name', code: 'enum' }),
    ]);
  });

  it('needs a destination on every choice while branching: 分岐先を選択してください', () => {
    const branching = item(swatch, {
      do_branch_page: 1,
      choices: [{ label: 'A', next_page: 2 }, { label: 'B' }, { label: 'C', next_page: 'submit' }],
    });
    expect(validate(branching)).toEqual([
      issue('/choices/1/next_page', 'action_required', '分岐先を選択してください'),
    ]);
    expect(validate(item(swatch, { choices: [{ label: 'A', next_page: 0 }] }))).toEqual([
      expect.objectContaining({ path: '/choices/0/next_page' }),
    ]);
  });

  it('enabling branching sets each choice a destination (the end), keeping those set', () => {
    const data = update(
      item(swatch, { choices: [{ label: 'A', next_page: 2 }, { label: 'B' }] }),
      'do_branch_page',
      1,
    );
    expect(data).toEqual(
      item(swatch, {
        do_branch_page: 1,
        choices: [
          { label: 'A', next_page: 2 },
          { label: 'B', next_page: 'submit' },
        ],
      }),
    );
    expect(validate(data)).toEqual([]);
  });

  it('disabling branching clears the destinations', () => {
    const branching = item(swatch, { do_branch_page: 1, choices: [{ label: 'A', next_page: 2 }] });
    expect(update(branching, 'do_branch_page', 0)).toEqual(
      item(swatch, { do_branch_page: 0, choices: [{ label: 'A' }] }),
    );
  });

  it('summarises the count of choices and the branching', () => {
    const data = item(swatch, { do_branch_page: 1, rules: [{ name: 'required' }] });
    expect(radioFormItem.summary(data as never, ctx)).toBe('「質問」 必須・選択肢3件・分岐あり');
  });
});

describe('form item 530 checkbox: selection count', () => {
  const count = (...rules: unknown[]) => item(530, { rules });

  it('takes arr_min 0..count and arr_max 1..count: 選択数は選択肢の数(3)以下で入力してください', () => {
    expect(validate(count({ name: 'arr_min', value: 0 }, { name: 'arr_max', value: 3 }))).toEqual([]);
    const over = '選択数は選択肢の数(3)以下で入力してください';
    expect(validate(count({ name: 'required' }, { name: 'arr_min', value: 4 }))).toEqual([
      issue('/rules/1/value', 'form_selection_over', over),
    ]);
    expect(validate(count({ name: 'arr_max', value: 4 }))).toEqual([
      issue('/rules/0/value', 'form_selection_over', over),
    ]);
    expect(validate(count({ name: 'arr_max', value: 0 }))).toEqual([
      issue('/rules/0/value', 'minimum', 'ルールの値は1以上で入力してください'),
    ]);
    expect(validate(count({ name: 'arr_min', value: -1 }))).toEqual([
      issue('/rules/0/value', 'minimum', 'ルールの値は0以上で入力してください'),
    ]);
  });

  it('needs arr_min ≤ arr_max', () => {
    expect(
      validate(count({ name: 'required' }, { name: 'arr_min', value: 3 }, { name: 'arr_max', value: 2 })),
    ).toEqual([issue('/rules/1/value', 'form_min_above_max', '下限は上限以下の値を入力してください')]);
  });

  it('a minimum above 0 makes the item required', () => {
    const data = update(item(530, { rules: [] }), 'rules', [{ name: 'arr_min', value: 1 }]);
    expect((data as { rules: unknown[] }).rules).toEqual([
      { name: 'required' },
      { name: 'arr_min', value: 1 },
    ]);
    const zero = update(item(530, { rules: [] }), 'rules', [{ name: 'arr_min', value: 0 }]);
    expect((zero as { rules: unknown[] }).rules).toEqual([{ name: 'arr_min', value: 0 }]);
    expect(
      checkboxFormItem.summary(item(530, { rules: [{ name: 'arr_min', value: 1 }] }) as never, ctx),
    ).toBe('「質問」 必須・選択肢3件');
  });

  it('hiding the item removes required and the selection count', () => {
    const rules = [{ name: 'required' }, { name: 'arr_min', value: 1 }, { name: 'arr_max', value: 2 }];
    expect(update(item(530, { rules }), 'prefs', { hide_block: 1 })).toEqual(
      item(530, { rules: [], prefs: { hide_block: 1 } }),
    );
    expect(update(item(530, { rules }), 'prefs', { hide_title: 1 })).toEqual(
      item(530, { rules, prefs: { hide_title: 1 } }),
    );
  });
});
