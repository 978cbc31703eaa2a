import { describe, expect, it } from 'vitest';
import { createContext, createEditorStore } from '../../engine/core/index.ts';
import { formRegistry } from './registry.ts';
import { addSection, inSectionOrder, numberItems, removeSection } from './sections.ts';

const store = (items: unknown[]) =>
  createEditorStore({
    registry: formRegistry().registry,
    kind: 'form-item',
    initial: items,
    ctx: createContext({}),
  });

const radio = (page: number, next: (number | string)[]) => ({
  swatch_id: 540,
  type: 'radio',
  page,
  title: 'q',
  do_branch_page: 1,
  choices: next.map((next_page, i) => ({ id: i + 1, label: `c${i}`, next_page })),
  choice_action: 0,
});

describe('form sections', () => {
  it('adds a section after the highest number and keeps items in section order', () => {
    expect(addSection([1, 3])).toEqual([1, 3, 4]);
    const items = [{ page: 3, n: 1 }, { page: 1, n: 2 }, { n: 3 }, { page: 3, n: 4 }];
    expect(inSectionOrder(items, [1, 3]).map((item) => item.n)).toEqual([2, 3, 1, 4]);
  });

  it('removing a section removes its items and clears destinations naming it', () => {
    const s = store([radio(1, [2, 3, 'submit']), { swatch_id: 510, type: 'text', page: 2, title: 't' }]);
    expect(removeSection(s, [1, 2, 3], 2)).toEqual([1, 3]);
    const [left] = s.serialize() as { choices: { next_page?: unknown }[] }[];
    expect(s.serialize()).toHaveLength(1);
    expect(left.choices.map((choice) => choice.next_page)).toEqual([undefined, 3, 'submit']);
    s.undo();
    expect(s.serialize()).toHaveLength(2);
  });

  it('numbers unnamed items after every number in use and the counter, and choices without ids after those in use', () => {
    const s = store([
      { swatch_id: 510, type: 'text', page: 1, title: 'a', name: 'text4' },
      { swatch_id: 510, type: 'text', page: 1, title: 'b' },
      {
        swatch_id: 540,
        type: 'radio',
        page: 1,
        title: 'c',
        choices: [{ id: 7, label: 'x' }, { label: 'y' }],
        choice_action: 0,
      },
    ]);
    expect(numberItems(s, 2, 3)).toEqual({ nameCounter: 6, choiceCounter: 8 });
    const items = s.serialize() as { name?: string; choices?: { id?: number }[] }[];
    expect(items.map((item) => item.name)).toEqual(['text4', 'text5', 'radio6']);
    expect(items[2].choices?.map((choice) => choice.id)).toEqual([7, 8]);
  });

  it('never gives a deleted item’s name again: the saved counter comes first (answers are stored under names)', () => {
    // text2 was deleted after the form saved name_counter 2; a new text item must not be named text2.
    const s = store([
      { swatch_id: 510, type: 'text', page: 1, title: 'a', name: 'text1' },
      { swatch_id: 510, type: 'text', page: 1, title: 'new' },
    ]);
    expect(numberItems(s, 2, 0).nameCounter).toBe(3);
    expect((s.serialize() as { name?: string }[]).map((item) => item.name)).toEqual(['text1', 'text3']);
  });
});
