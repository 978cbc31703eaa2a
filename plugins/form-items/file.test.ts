import { describe, expect, it } from 'vitest';
import { createBlock, createContext, loadBlock, updateData } from '../../engine/core/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';
import { fileFormItem } from './file.ts';

/** Swatch 560, file upload (spec 002 §3, §4). Demo friend info: 6 image, 7 PDF, 3 text. */
const registry = createBuiltInRegistry();
const ctx = createContext(demoContextInput);
const validate = (data: unknown) => registry.validateBlock('form-item', data, ctx);
const file = (more: Record<string, unknown>) => ({ swatch_id: 560, type: 'file', title: '写真', ...more });
const update = (data: Record<string, unknown>, field: string, value: unknown) =>
  updateData(
    registry,
    loadBlock(registry, 'form-item', data, () => 'b1'),
    [field],
    value,
    ctx,
  );
const wrongVar = (path: string) =>
  expect.objectContaining({
    path,
    code: 'form_destination_var_type',
    message: 'この項目には登録できない種類の友だち情報です',
  });

describe('form item 560 file', () => {
  it('starts as an image saved to friend info', () => {
    expect(createBlock(registry, 'form-item', 560, ctx).data).toEqual({
      swatch_id: 560,
      type: 'file',
      title: '',
      rules: [],
      file_type: 1,
      choice_action: 1,
    });
  });

  it('takes the file types 1 image, 2 PDF, 3 Word, 4 Excel', () => {
    for (const file_type of [1, 2, 3, 4]) expect(validate(file({ file_type, choice_action: 0 }))).toEqual([]);
    expect(validate(file({ file_type: 0 }))).toEqual([
      expect.objectContaining({
        path: '/file_type',
        code: 'enum',
        message: 'ファイルの種類の値が選択肢にありません',
      }),
    ]);
  });

  it('saves an image to an image field and a PDF to a PDF field only', () => {
    expect(validate(file({ file_type: 1, choice_action: 1, choice_var_id: 6 }))).toEqual([]);
    expect(validate(file({ file_type: 2, choice_action: 1, choice_var_id: 7 }))).toEqual([]);
    expect(validate(file({ file_type: 1, choice_action: 1, choice_var_id: 7 }))).toEqual([
      wrongVar('/choice_var_id'),
    ]);
    expect(validate(file({ file_type: 2, choice_action: 1, choice_var_id: 3 }))).toEqual([
      wrongVar('/choice_var_id'),
    ]);
    // A field not loaded is not judged here (the server's context knows it).
    expect(validate(file({ file_type: 1, choice_action: 1, choice_var_id: 50 }))).toEqual([]);
  });

  it('has no friend-info destination for Word and Excel', () => {
    expect(validate(file({ file_type: 4, choice_action: 1, choice_var_id: 6 }))).toEqual([
      wrongVar('/choice_action'),
    ]);
  });

  it('changing the file type sets the destination and clears the field', () => {
    const image = file({ file_type: 1, choice_action: 1, choice_var_id: 6 });
    expect(update(image, 'file_type', 2)).toEqual(file({ file_type: 2, choice_action: 1 }));
    expect(update(image, 'file_type', 3)).toEqual(file({ file_type: 3, choice_action: 0 }));
    expect(update(file({ file_type: 4, choice_action: 0 }), 'file_type', 1)).toEqual(
      file({ file_type: 1, choice_action: 1 }),
    );
  });

  it('summarises the file type', () => {
    expect(fileFormItem.summary(file({ file_type: 2, rules: [{ name: 'required' }] }) as never, ctx)).toBe(
      '「写真」 必須・PDF',
    );
  });
});
