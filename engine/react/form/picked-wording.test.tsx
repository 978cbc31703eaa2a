// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createContext, createEditorStore } from '../../core/index.ts';
import { renderEditor, sequentialIds } from '../test/setup.tsx';
import { issueText } from './picked-wording.ts';

/**
 * A picker is chosen, not typed: the error under a field picked from a list says 〜を選択してください, as the
 * error summary does (the walk of 2026-11-27 found テンプレートを入力してください under the template picker).
 */
afterEach(cleanup);

const required = (message: string) => ({ message });

describe('the wording of a picked field’s errors', () => {
  it('says 選択 for an item, a list of items or an enum, and leaves typed fields and other errors alone', () => {
    expect(issueText(required('テンプレートを入力してください'), { 'x-item': 'template' }, 'ja')).toBe(
      'テンプレートを選択してください',
    );
    const tags = { type: 'array', items: { type: 'integer', 'x-item': 'tag' } } as const;
    expect(issueText(required('タグを入力してください'), tags, 'ja')).toBe('タグを選択してください');
    expect(issueText(required('表示を入力してください'), { enum: [0, 1] }, 'ja')).toBe(
      '表示を選択してください',
    );
    expect(issueText(required('本文を入力してください'), { type: 'string' }, 'ja')).toBe(
      '本文を入力してください',
    );
    expect(issueText(required('IDは1以上で入力してください'), { 'x-item': 'tag' }, 'ja')).toBe(
      'IDは1以上で入力してください',
    );
  });

  it('shows 〜を選択してください under the item pickers of a new block', () => {
    const store = createEditorStore({
      registry: createBuiltInRegistry(),
      kind: 'effect',
      initial: [{ type: 12, delay_type: 0 }],
      ctx: createContext(),
      newId: sequentialIds,
    });
    renderEditor(store);
    act(() => store.validateAll());
    const errors = [...document.querySelectorAll('.be-field__issues')].map((list) => list.textContent);
    expect(errors).toContain('テンプレートを選択してください');
    expect(document.body.textContent).not.toContain('テンプレートを入力してください');
  });
});
