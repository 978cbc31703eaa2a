// @vitest-environment jsdom
import { act, cleanup } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createContext, createEditorStore } from '../../core/index.ts';
import { renderEditor, sequentialIds } from '../test/setup.tsx';

/**
 * A picker is chosen, not typed: the error under a field picked from a list says 〜を選択してください, as the
 * error summary and the server do (the walk of 2026-11-27 found テンプレートを入力してください under the template
 * picker). The words come from the validator (engine/core/validation/schema-errors.ts); the form shows them as given.
 */
afterEach(cleanup);

describe('the wording of a picked field’s errors', () => {
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
