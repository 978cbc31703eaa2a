import { describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createContext } from '../context.ts';
import { validateDocument, validateEnvelope } from './validate-document.ts';

const registry = createBuiltInRegistry();

describe('block validation messages', () => {
  it('prefixes schema messages with the field title, in Japanese and English', () => {
    const data = { type: 1, text: '', delay_type: 2, delay_at: '7:00' };
    expect(registry.validateBlock('effect', data).map((i) => [i.path, i.message])).toEqual([
      ['/text', 'メッセージ本文を入力してください'],
      ['/delay_at', '送信時刻の形式が正しくありません'],
    ]);
    expect(
      registry.validateBlock('effect', data, createContext({ lang: 'en' })).map((i) => i.message),
    ).toEqual(['Message text is required', 'Send time has the wrong format']);
  });

  it('says 選択 for an empty field picked from a list (an item, a list of items), in the server’s words too', () => {
    const template = { type: 12, delay_type: 0 };
    expect(registry.validateBlock('effect', template).map((i) => [i.path, i.code, i.message])).toEqual([
      ['/egg_id', 'action_required', 'テンプレートを選択してください'],
    ]);
    expect(registry.validateBlock('effect', template, createContext({ lang: 'en' }))[0]?.message).toBe(
      'Template must be chosen',
    );
    // An item id of 0 is none chosen yet (spec 000 §5.4 action_required), not a number typed too small.
    expect(registry.validateBlock('effect', { ...template, egg_id: 0 })[0]).toMatchObject({
      path: '/egg_id',
      code: 'action_required',
    });
    expect(registry.validateBlock('effect', { type: 13, remove: 0 })[0]).toMatchObject({
      path: '/tag_ids',
      code: 'action_required',
      message: 'タグを選択してください',
    });
    // A typed field keeps 入力.
    expect(registry.validateBlock('effect', { type: 1, delay_type: 0 })[0]).toMatchObject({
      path: '/text',
      code: 'required',
      message: 'メッセージ本文を入力してください',
    });
  });

  it('reports a labelled enum once, as enum', () => {
    const issues = registry.validateBlock('effect', { type: 13, remove: 9, tag_ids: [1] });
    expect(issues).toEqual([
      {
        path: '/remove',
        code: 'enum',
        severity: 'error',
        params: {},
        message: '操作の値が選択肢にありません',
      },
    ]);
  });

  it('reports an unknown block type and unknown fields', () => {
    expect(registry.validateBlock('effect', { type: 404 })[0]).toMatchObject({
      code: 'unknown_type',
      path: '',
    });
    expect(registry.validateBlock('effect', { type: 1, text: 'a', delay_type: 0, evil: 1 })[0]).toMatchObject(
      {
        code: 'additionalProperties',
        params: { property: 'evil' },
      },
    );
  });

  it('does not accept wrong types silently', () => {
    const issues = registry.validateBlock('effect', { type: 1, text: 42, delay_type: '0' });
    expect(issues.map((i) => [i.path, i.code])).toEqual([
      ['/text', 'type'],
      ['/delay_type', 'type'],
      ['/delay_type', 'enum'],
    ]);
  });

  it('says 整数で入力してください for a number with a fraction where an integer belongs, and keeps type for text', () => {
    const data = { type: 1, text: 'a', delay_type: 1, delay_min: 1.5, delay_max: 3 };
    expect(registry.validateBlock('effect', data).map((i) => [i.path, i.code, i.message])).toEqual([
      ['/delay_min', 'integer', '遅延(最小・分)は整数で入力してください'],
    ]);
    expect(
      registry.validateBlock('effect', data, createContext({ lang: 'en' })).map((i) => i.message),
    ).toEqual(['Delay from (min) must be a whole number']);
    // An integer-or-text value (a form item's rule value) fails both branches: one message, the integer one.
    const rules = { swatch_id: 510, type: 'text', title: '名前', rules: [{ name: 'max', value: 1.5 }] };
    expect(registry.validateBlock('form-item', rules).map((i) => [i.path, i.code])).toEqual([
      ['/rules/0/value', 'integer'],
    ]);
    // A nullable integer (type ['integer', 'null']): the form's answer limit read 形式が正しくありません.
    const form = { name: 'a', options: { answer_limit: 1.5 }, attr: [] };
    expect(validateEnvelope(registry, 'form', form).map((i) => [i.path, i.code, i.message])[0]).toEqual([
      '/options/answer_limit',
      'integer',
      '回答数の上限(先着)は整数で入力してください',
    ]);
    const text = { type: 1, text: 'a', delay_type: 1, delay_min: '1', delay_max: 3 };
    expect(registry.validateBlock('effect', text).map((i) => [i.path, i.code])).toEqual([
      ['/delay_min', 'type'],
    ]);
  });
});

describe('list entry messages', () => {
  it('names an untitled entry by its list and position, as the form labels it', () => {
    const data = { type: 13, remove: 0, use_group: 0, tag_ids: [1, 'x'] };
    const entry = registry.validateBlock('effect', data).find((i) => i.path === '/tag_ids/1');
    expect(entry?.message).toBe('タグ 2の形式が正しくありません');
    const en = registry.validateBlock('effect', data, createContext({ lang: 'en' }));
    expect(en.find((i) => i.path === '/tag_ids/1')?.message).toBe('Tags 2 has the wrong type');
  });
});

describe('document validation', () => {
  const ctx = createContext({ abilities: ['scenario'] });

  it('needs at least one effect (最低1つの要素を選択して下さい)', () => {
    expect(validateDocument(registry, 'action', { inputs: [] }, ctx)).toEqual([
      { path: '/inputs', code: 'min_one_block', severity: 'error', message: '最低1つの要素を選択して下さい' },
    ]);
  });

  it('points block issues into the document and refuses a second single-use block', () => {
    const doc = {
      inputs: [
        { type: 5, group_id: 0, move: 0 },
        { type: 1, text: '', delay_type: 0 },
        { type: 5, group_id: -1, move: 0 },
      ],
    };
    expect(validateDocument(registry, 'action', doc, ctx).map((i) => [i.path, i.code])).toEqual([
      ['/inputs/1/text', 'required'],
      ['/inputs/2', 'already_added'],
    ]);
  });

  it('keeps unknown blocks as a warning in the browser and refuses them on the server', () => {
    const doc = { inputs: [{ type: 1, text: 'a', delay_type: 0 }, { type: 404 }] };
    expect(validateDocument(registry, 'action', doc, ctx)[0]).toMatchObject({
      code: 'unknown_type',
      severity: 'warning',
    });
    expect(validateDocument(registry, 'action', doc, ctx, { unknownTypes: 'error' })[0]).toMatchObject({
      severity: 'error',
    });
  });

  it('refuses ability-gated types without the ability when asked (server)', () => {
    const doc = { inputs: [{ type: 5, group_id: 0, move: 0 }] };
    expect(
      validateDocument(registry, 'action', doc, createContext(), { checkAbilities: true }),
    ).toMatchObject([{ path: '/inputs/0', code: 'ability_missing' }]);
  });

  it('requires the action name in template mode, at most 100 characters', () => {
    const inputs = [{ type: 1, text: 'a', delay_type: 0 }];
    expect(validateDocument(registry, 'action', { is_template: 1, a_name: '', inputs }, ctx)).toMatchObject([
      { path: '/a_name', code: 'required', message: 'アクション名を入力してください' },
    ]);
    expect(
      validateDocument(registry, 'action', { is_template: 0, a_name: 'x'.repeat(101), inputs }, ctx),
    ).toMatchObject([
      { path: '/a_name', code: 'maxLength', message: 'アクション名は100文字以内で入力してください' },
    ]);
    expect(validateDocument(registry, 'action', { is_template: 1, a_name: '通常', inputs }, ctx)).toEqual([]);
  });

  it('answers malformed envelopes with issues, not exceptions', () => {
    expect(validateDocument(registry, 'action', 'nonsense', ctx)[0]).toMatchObject({
      code: 'type',
      path: '',
    });
    expect(validateDocument(registry, 'action', { inputs: [null] }, ctx)[0]).toMatchObject({
      path: '/inputs/0',
    });
  });
});

describe('validateEnvelope', () => {
  it('answers the envelope schema and the document rules together, without visiting the blocks', () => {
    const codes = (document: unknown) => validateEnvelope(registry, 'action', document).map((i) => i.path);
    expect(codes({ is_template: 1, inputs: [] })).toEqual(['/a_name', '/inputs']);
    // A block its plugin refuses is not the envelope's business.
    expect(codes({ a_name: '名前', is_template: 1, inputs: [{ type: 1, text: '' }] })).toEqual([]);
  });
});

describe('document rules with findings and their own messages', () => {
  const define = (messages: Record<string, { ja: string; en?: string }>) => ({
    key: 'memo',
    label: { ja: 'メモ', en: 'Memo' },
    idField: 'mid',
    nameField: 'title',
    blockKind: 'effect',
    listField: 'inputs',
    schema: { type: 'object', properties: { inputs: { type: 'array' } } } as const,
    defaults: () => ({ inputs: [] }),
    messages,
    rules: [
      {
        code: 'memo_odd',
        violated: (doc: Record<string, unknown>) =>
          (doc.inputs as unknown[]).flatMap((_, i) => (i % 2 === 1 ? [{ path: `/inputs/${i}` }] : [])),
      },
    ],
  });

  it('answers one issue per finding, at its path, with the kind’s own message', () => {
    const own = createBuiltInRegistry();
    own.registerDocument(define({ memo_odd: { ja: '奇数番目です', en: 'Odd one' } }));
    const issues = validateEnvelope(own, 'memo', { inputs: [{}, {}, {}, {}] });
    expect(issues.map((i) => [i.path, i.message])).toEqual([
      ['/inputs/1', '奇数番目です'],
      ['/inputs/3', '奇数番目です'],
    ]);
    expect(own.message('memo_odd', 'en')).toBe('Odd one');
  });

  it('refuses a message without Japanese, or one that changes the catalogue’s text', () => {
    expect(() => createBuiltInRegistry().registerDocument(define({ memo_odd: { ja: '' } }))).toThrow(
      /no Japanese text/,
    );
    expect(() =>
      createBuiltInRegistry().registerDocument(define({ already_added: { ja: '別の文' } })),
    ).toThrow(/redefines the catalogue/);
  });
});
