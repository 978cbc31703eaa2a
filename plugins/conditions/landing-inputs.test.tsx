// @vitest-environment jsdom
import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore, type EditorStore } from '../../engine/core/index.ts';
import { registry, renderEditor, sequentialIds } from '../../engine/react/test/setup.tsx';
import { demoContextInput } from '../../tests/support/demo-context.ts';

/** Condition 85/86's date panel as the funnel editor draws it: in sight, disabled while it cannot apply. */
function conditionEditor(initial: Record<string, unknown>): EditorStore {
  const store = createEditorStore({
    registry,
    kind: 'condition',
    initial: [initial],
    ctx: createContext(demoContextInput),
    newId: sequentialIds,
  });
  renderEditor(store);
  return store;
}

const dateMode = () => screen.getByRole('group', { name: '日時の指定' }) as HTMLFieldSetElement;
const radios = () => within(dateMode()).getAllByRole('radio') as HTMLInputElement[];

describe('condition 85 landing: the date panel (spec 001 §4)', () => {
  it('is shown but disabled while no page is chosen, and in an exclusion mode', () => {
    conditionEditor({ type: 85, landing_ids: [], landing_or: 0, use_date: 0 });
    expect(dateMode().disabled).toBe(true);
    expect(radios().every((radio) => radio.matches(':disabled'))).toBe(true);
  });

  it('is enabled with a page in an inclusion mode, and disabled again (reset to 指定しない) in an exclusion mode', () => {
    const store = conditionEditor({
      type: 85,
      landing_ids: [1],
      landing_or: 0,
      use_date: 1,
      date_from: '2026/04/01',
    });
    expect(dateMode().disabled).toBe(false);
    expect(radios().some((radio) => radio.matches(':disabled'))).toBe(false);
    const mode = screen.getByRole('combobox', { name: 'ランディングページの条件' }) as HTMLSelectElement;
    const exclude = [...mode.options].find((option) => option.text === 'いずれも訪問していない');
    expect(exclude).toBeDefined();
    fireEvent.change(mode, { target: { value: exclude?.value } });
    expect(dateMode().disabled).toBe(true);
    const [data] = store.serialize() as Record<string, unknown>[];
    expect(data.use_date).toBe(0);
    expect('date_from' in data).toBe(false);
  });
});

describe('condition 86 landing keys: the date panel', () => {
  it('is disabled until a page is chosen', () => {
    conditionEditor({ type: 86, use_date: 0, use_meta_query: 0 });
    expect(dateMode().disabled).toBe(true);
  });
});
