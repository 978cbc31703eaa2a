// @vitest-environment jsdom
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore } from '../core/index.ts';
import { containerRegistry, effectStore, renderEditor, sequentialIds } from './test/setup.tsx';

/**
 * A block type with nothing to set (effect 30, ad conversion) drew an empty strip under its header. Its form now
 * carries the note the stylesheet shows when the form is empty (`.be-form:empty[data-empty-note]::before`).
 */
const formOf = (panel: HTMLElement) => panel.querySelector('.be-form') as HTMLElement;

describe('a panel whose type has nothing to set', () => {
  it('notes it in an empty form, and only there', () => {
    renderEditor(effectStore([{ type: 30 }, { type: 1, text: 'a', delay_type: 0 }]));
    const [conversion, text] = screen.getAllByRole('article');
    expect(formOf(conversion).matches(':empty')).toBe(true);
    expect(formOf(conversion).dataset.emptyNote).toBe('この要素に設定する項目はありません');
    // The note is drawn only when the form is empty: a text effect's form has its fields.
    expect(formOf(text).matches(':empty')).toBe(false);
  });

  it('gives a container (an or-group, its body is its list) no note', () => {
    const store = createEditorStore({
      registry: containerRegistry(),
      kind: 'cond',
      initial: [{ type: 120, inputs: [] }],
      ctx: createContext(),
      newId: sequentialIds,
    });
    renderEditor(store);
    const [group] = screen.getAllByRole('article');
    expect(formOf(group).dataset.emptyNote).toBeUndefined();
  });

  it('says it in English on an English page', () => {
    renderEditor(effectStore([{ type: 30 }]), { lang: 'en' });
    expect(formOf(screen.getByRole('article')).dataset.emptyNote).toBe('This element has nothing to set');
  });
});
