import { describe, expect, it } from 'vitest';
import { actionDocument } from '../../../documents/action.ts';
import { infoFormDocument } from '../../../documents/info-form.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createBlock, createContext, createEditorStore, parsePointer } from '../../core/index.ts';
import { fieldSlots } from '../form/layout.ts';
import { documentIssues, summaryEntries } from './summary.ts';

const registry = createBuiltInRegistry();
const ctx = createContext();

describe('the error summary', () => {
  it('lists nested blocks as the server words them, and a field picked from a list with 選択してください', () => {
    const store = createEditorStore({
      registry,
      kind: 'condition',
      initial: [
        {
          type: 120,
          inputs: [
            { type: 60, use_group: 0, tag_ids: [1], tag_or: 0 },
            { type: 11, names: '' },
          ],
        },
      ],
      ctx,
    });
    store.validateAll();
    const entries = summaryEntries({
      registry,
      store,
      envelopeIssues: [
        { path: '/name', code: 'required', message: '条件を保存するとき名前は必須です', severity: 'error' },
      ],
      fields: ['name'],
      lang: 'ja',
    });
    expect(entries.map((entry) => entry.message)).toEqual([
      '条件を保存するとき名前は必須です',
      '1番目(いずれかに一致(ORグループ)) > 2番目(名前): 名前を入力してください',
    ]);
    // Each line knows where its field is: the envelope's by its form's id, a block's by its panel's.
    expect(entries[0].fieldId).toBe('doc-envelope-name');
    expect(entries[1].fieldId).toMatch(/^be-.+-names$/);
  });

  it('keeps a document rule’s finding inside a block, read as that block’s and going to its field', () => {
    // Walk 2026-11-27: two info-form fields saving into one friend-info field were saved without a word; the
    // editor dropped every envelope issue under /fields/ as the blocks' own.
    const saving = { label: '自己紹介', syncGc: true, var_id: 9 };
    const store = createEditorStore({
      registry,
      kind: 'friend-info-field',
      initial: [
        { swatch_id: 10, ...saving },
        { swatch_id: 10, ...saving, label: 'ひとこと' },
      ],
      ctx,
    });
    store.validateAll();
    const document = { name: '会員登録', fields: store.serialize() };
    const envelopeIssues = documentIssues(registry, infoFormDocument, document, ctx);
    expect(envelopeIssues.map((issue) => [issue.path, issue.code])).toEqual([
      ['/fields/1/var_id', 'info_form_var_duplicated'],
    ]);
    const entries = summaryEntries({
      registry,
      store,
      envelopeIssues,
      fields: ['name'],
      lang: 'ja',
      listField: 'fields',
    });
    expect(entries.map((entry) => entry.message)).toEqual([
      '2番目(テキストエリア): この友だち情報には他の取得情報が保存されます。1つの友だち情報に保存できる取得情報は1つだけです',
    ]);
    const second = store.getBlocks()[1].id;
    expect(entries[0]).toMatchObject({ blockId: second, fieldId: `be-${second}-var_id` });
  });

  it('names a required field chosen from a list with 選択してください, in page order after the envelope', () => {
    const store = createEditorStore({ registry, kind: 'effect', initial: [{ type: 6 }], ctx });
    store.validateAll();
    const document = { a_name: '', is_template: 1, inputs: store.serialize() };
    const envelopeIssues = documentIssues(registry, actionDocument, document, ctx);
    const messages = summaryEntries({
      registry,
      store,
      envelopeIssues,
      fields: ['is_template', 'a_name', 'group_id'],
      lang: 'ja',
    }).map((entry) => entry.message);
    expect(messages[0]).toBe('アクション名を入力してください');
    expect(messages).toContain('1番目(友だち情報操作): 友だち情報を選択してください');
    expect(messages.some((message) => message.endsWith('友だち情報を入力してください'))).toBe(false);
  });

  it('lists each block’s errors in the order its panel draws the fields (a new action with every effect, saved empty)', () => {
    // The walk: 7番目(リマインダ操作): ゴール日を入力してください came before …リマインダを選択してください, though
    // the reminder is the panel's first field.
    const plugins = registry.plugins('effect').filter((plugin) => plugin.listed);
    const store = createEditorStore({
      registry,
      kind: 'effect',
      initial: plugins.map((plugin) => createBlock(registry, 'effect', plugin.type, ctx).data),
      ctx,
    });
    store.validateAll();
    const entries = summaryEntries({
      registry,
      store,
      envelopeIssues: [],
      fields: [],
      lang: 'ja',
    });
    const reminder = entries.filter((entry) => entry.message.includes('(リマインダ操作)'));
    expect(reminder.map((entry) => entry.message.split(': ')[1])).toEqual([
      'リマインダを選択してください',
      'ゴール日を入力してください',
    ]);
    for (const block of store.getBlocks()) {
      const plugin = registry.get('effect', block.type)!;
      const drawn = fieldSlots(plugin.schema, block.data, plugin.ui, ctx).map((slot) => slot.name);
      const fields = entries
        .filter((entry) => entry.blockId === block.id && entry.fieldId)
        .map((entry) => {
          const issue = store
            .getIssues(block.id)
            .find((i) => entry.fieldId?.endsWith(i.path.replaceAll('/', '-')));
          return drawn.indexOf(String(parsePointer(issue!.path)[0]));
        });
      expect(fields, plugin.label.ja).toEqual([...fields].sort((a, b) => a - b));
    }
  });

  it('leaves out the blocks it is told to skip (untouched initial ones)', () => {
    const store = createEditorStore({ registry, kind: 'condition', initial: [{ type: 11, names: '' }], ctx });
    store.validateAll();
    const [id] = store.getChildIds(null);
    const base = {
      registry,
      store,
      envelopeIssues: [],
      fields: [],
      lang: 'ja' as const,
    };
    expect(summaryEntries(base)).toHaveLength(1);
    expect(summaryEntries({ ...base, skip: new Set([id]) })).toEqual([]);
  });
});
