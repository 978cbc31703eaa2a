import { describe, expect, it } from 'vitest';
import {
  addRow,
  choicesToSave,
  draftProblem,
  isRenamed,
  moveRow,
  removeRow,
  restoreRow,
  startDraft,
  updateRow,
} from './choice-rows.ts';

const saved = [
  { id: 1, value: '赤', color: '#C62828', key: 'r' },
  { id: 2, value: '青', color: '#1565C0', key: '' },
  { id: 3, value: '緑' },
];

const values = (draft: ReturnType<typeof startDraft>) => draft.rows.map((row) => row.value);

describe('choice rows', () => {
  it('starts from the saved choices in their order (white when a colour is missing), or one empty row', () => {
    const draft = startDraft(saved);
    expect(draft.rows.map((row) => [row.key, row.color])).toEqual([
      ['c1', '#C62828'],
      ['c2', '#1565C0'],
      ['c3', '#FFFFFF'],
    ]);
    expect(startDraft([]).rows).toEqual([{ key: 'n1', value: '', color: '#FFFFFF', choiceKey: '' }]);
    expect(draftProblem(startDraft([]))).toBe('blank');
  });

  it('keeps a removed saved choice for restoring, at its place or last when the list got shorter', () => {
    let draft = removeRow(startDraft(saved), 'c3');
    expect(values(draft)).toEqual(['赤', '青']);
    expect(draft.deleted.map((d) => [d.row.id, d.index])).toEqual([[3, 2]]);
    draft = removeRow(draft, 'c1');
    draft = restoreRow(draft, 'c3');
    expect(values(draft)).toEqual(['青', '緑']);
    draft = restoreRow(draft, 'c1');
    expect(values(draft)).toEqual(['赤', '青', '緑']);
    expect(draft.deleted).toEqual([]);
  });

  it('drops a new row without keeping it', () => {
    const draft = removeRow(addRow(startDraft(saved)), 'n1');
    expect(values(draft)).toEqual(['赤', '青', '緑']);
    expect(draft.deleted).toEqual([]);
  });

  it('moves within the list and clamps at its ends', () => {
    const draft = startDraft(saved);
    expect(values(moveRow(draft, 'c3', 0))).toEqual(['緑', '赤', '青']);
    expect(values(moveRow(draft, 'c1', 99))).toEqual(['青', '緑', '赤']);
    expect(moveRow(draft, 'c1', -1)).toBe(draft);
  });

  it('sends trimmed texts in order, ids of saved choices only, colours and keys; says what is renamed', () => {
    let draft = updateRow(startDraft(saved), 'c2', { value: ' 水色 ', color: '#00695C' });
    draft = updateRow(addRow(draft), 'n1', { value: '黄' });
    draft = moveRow(draft, 'n1', 0);
    expect(choicesToSave(draft)).toEqual([
      { value: '黄', color: '#FFFFFF', key: '' },
      { id: 1, value: '赤', color: '#C62828', key: 'r' },
      { id: 2, value: '水色', color: '#00695C', key: '' },
      { id: 3, value: '緑', color: '#FFFFFF', key: '' },
    ]);
    expect(draft.rows.map(isRenamed)).toEqual([false, false, true, false]);
    expect(draftProblem(draft)).toBeUndefined();
    expect(draftProblem({ ...draft, rows: [] })).toBe('required');
  });
});
