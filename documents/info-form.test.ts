import { describe, expect, it } from 'vitest';
import { createContext, validateDocument } from '../engine/core/index.ts';
import { createBuiltInRegistry } from '../plugins/index.ts';
import { demoContextInput } from '../tests/support/demo-context.ts';
import { duplicateVarPaths } from './info-form.ts';

/** The friend-info form document (docs/decisions/info-form.md): the checks over its fields together. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const area = (label: string, extra: Record<string, unknown> = {}) => ({ swatch_id: 10, label, ...extra });
const errors = (fields: unknown[]) =>
  validateDocument(registry, 'infoform', { name: '会員登録', fields }, ctx)
    .filter((issue) => issue.severity === 'error')
    .map((issue) => [issue.path, issue.code, issue.message]);
const DUPLICATED =
  'この友だち情報には他の取得情報が保存されます。1つの友だち情報に保存できる取得情報は1つだけです';

describe('two fields saving into one friend-info field', () => {
  it('are refused on the later one (walk 2026-11-27: two textareas both saved 自己紹介)', () => {
    const saving = { syncGc: true, var_id: 9 };
    expect(errors([area('自己紹介', saving), area('ひとこと', saving)])).toEqual([
      ['/fields/1/var_id', 'info_form_var_duplicated', DUPLICATED],
    ]);
    expect(
      errors([
        area('A', saving),
        { swatch_id: 5, label: 'B', rule: 'none', ...saving },
        area('C', { syncGc: false }),
        area('D', saving),
      ]),
    ).toEqual([
      ['/fields/1/var_id', 'info_form_var_duplicated', DUPLICATED],
      ['/fields/3/var_id', 'info_form_var_duplicated', DUPLICATED],
    ]);
  });

  it('are accepted when they save into different fields, or one does not save', () => {
    expect(errors([area('A', { syncGc: true, var_id: 9 }), area('B')])).toEqual([]);
    expect(
      duplicateVarPaths([
        { syncGc: false, var_id: 9 },
        { syncGc: true, var_id: 9 },
      ]),
    ).toEqual([]);
    expect(duplicateVarPaths(undefined)).toEqual([]);
    expect(duplicateVarPaths([null, 3, { syncGc: true, var_id: 9 }])).toEqual([]);
  });
});

describe('direction controls in a friend-info form (walk 2026-11-27: a name read as other text than it held)', () => {
  const bidi = (field: string) => `${field}に文字の表示の向きを変える見えない文字(U+202E など)は使えません`;
  it('are refused in the form name, a field name and a dropdown choice; the marks LRM and RLM are not', () => {
    const dropdown = {
      swatch_id: 20,
      label: '年代',
      required: true,
      syncGc: false,
      options: ['20代', '30\u202E代'],
    };
    expect(
      validateDocument(
        registry,
        'infoform',
        { name: 'exe.\u202Etxt', fields: [area('自\u2066己'), dropdown] },
        ctx,
      )
        .filter((issue) => issue.code === 'info_form_bidi_control')
        .map((issue) => [issue.path, issue.message]),
    ).toEqual([
      ['/name', bidi('フォーム名')],
      ['/fields/0/label', bidi('取得情報名 (表示名)')],
      ['/fields/1/options/1', bidi('選択肢')],
    ]);
    expect(errors([area('自己\u200F紹介')])).toEqual([]);
  });
});
