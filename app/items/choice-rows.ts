/**
 * The choice editor's state as plain data (spec 000 §3.2, §4, §5.2): the rows being edited in their order and the
 * saved choices removed so far, and every edit as a pure function, so the dialog only wires events to them and
 * tests read the rules without a DOM.
 */
import { CHOICE_DEFAULT_COLOUR } from '../../plugins/shared/choice-colours.ts';
import type { VarChoice } from '../api/types.ts';

/** One row: a saved choice (with its `id` and what the server holds) or a new one. */
export interface ChoiceRow {
  /** Stable while the dialog is open: React's key and dnd-kit's id. */
  key: string;
  id?: number;
  value: string;
  color: string;
  /** The choice's own `key` field (spec 000 §3.2), sent back unchanged. */
  choiceKey: string;
  /** The text the server holds, for a saved choice: editing it warns (friends' values change too). */
  savedValue?: string;
}

/** A saved choice taken out: it comes back at `index` when restored. */
export interface DeletedChoice {
  row: ChoiceRow;
  index: number;
}

/** What the dialog edits. */
export interface ChoiceDraft {
  rows: readonly ChoiceRow[];
  deleted: readonly DeletedChoice[];
  /** The next new row's number (`n1`, `n2`, …). */
  next: number;
}

/** Why the draft cannot be saved: no row at all, or a row without text. */
export type ChoiceProblem = 'required' | 'blank';

const newRow = (next: number): ChoiceRow => ({
  key: `n${next}`,
  value: '',
  color: CHOICE_DEFAULT_COLOUR,
  choiceKey: '',
});

/**
 * The draft of a field's saved choices, in their order; a field without any starts with one empty new row.
 *
 * @example startDraft([{ id: 1, value: '赤', color: '#C62828', key: '' }]).rows[0].key // 'c1'
 */
export function startDraft(choices: readonly VarChoice[]): ChoiceDraft {
  const rows = choices.map(
    (choice, index): ChoiceRow => ({
      key: typeof choice.id === 'number' ? `c${choice.id}` : `s${index}`,
      id: choice.id,
      value: choice.value,
      color: choice.color || CHOICE_DEFAULT_COLOUR,
      choiceKey: choice.key ?? '',
      savedValue: typeof choice.id === 'number' ? choice.value : undefined,
    }),
  );
  return rows.length > 0 ? { rows, deleted: [], next: 1 } : { rows: [newRow(1)], deleted: [], next: 2 };
}

/** A new empty row at the end. @example addRow(draft).rows.at(-1)?.value // '' */
export function addRow(draft: ChoiceDraft): ChoiceDraft {
  return { ...draft, rows: [...draft.rows, newRow(draft.next)], next: draft.next + 1 };
}

/** One row changed. @example updateRow(draft, 'c1', { color: '#1565C0' }) */
export function updateRow(
  draft: ChoiceDraft,
  key: string,
  change: Partial<Pick<ChoiceRow, 'value' | 'color'>>,
): ChoiceDraft {
  return { ...draft, rows: draft.rows.map((row) => (row.key === key ? { ...row, ...change } : row)) };
}

/**
 * Takes a row out: a saved choice goes to the deleted list (spec 000 §4), to be restored or cleared from friends
 * on save; a new row just goes.
 *
 * @example removeRow(draft, 'c1').deleted[0].row.id // 1
 */
export function removeRow(draft: ChoiceDraft, key: string): ChoiceDraft {
  const index = draft.rows.findIndex((row) => row.key === key);
  if (index < 0) return draft;
  const row = draft.rows[index];
  const rows = draft.rows.filter((r) => r.key !== key);
  return row.id === undefined
    ? { ...draft, rows }
    : { ...draft, rows, deleted: [...draft.deleted, { row, index }] };
}

/** Puts a deleted choice back where it was (or last, when the list got shorter). @example restoreRow(draft, 'c1') */
export function restoreRow(draft: ChoiceDraft, key: string): ChoiceDraft {
  const entry = draft.deleted.find((d) => d.row.key === key);
  if (!entry) return draft;
  const rows = [...draft.rows];
  rows.splice(Math.min(entry.index, rows.length), 0, entry.row);
  return { ...draft, rows, deleted: draft.deleted.filter((d) => d !== entry) };
}

/** Moves a row to `to` (clamped to the list). @example moveRow(draft, 'c3', 0) */
export function moveRow(draft: ChoiceDraft, key: string, to: number): ChoiceDraft {
  const from = draft.rows.findIndex((row) => row.key === key);
  const target = Math.max(0, Math.min(to, draft.rows.length - 1));
  if (from < 0 || from === target) return draft;
  const rows = [...draft.rows];
  const [row] = rows.splice(from, 1);
  rows.splice(target, 0, row);
  return { ...draft, rows };
}

/** Whether a saved choice's text was changed (trimmed, as it is sent). @example isRenamed(row) */
export function isRenamed(row: ChoiceRow): boolean {
  return row.savedValue !== undefined && row.value.trim() !== row.savedValue;
}

/** Why the draft cannot be saved, or undefined (spec 000 §5.2). @example draftProblem(startDraft([])) // 'blank' */
export function draftProblem(draft: ChoiceDraft): ChoiceProblem | undefined {
  if (draft.rows.length === 0) return 'required';
  if (draft.rows.some((row) => row.value.trim() === '')) return 'blank';
  return undefined;
}

/**
 * The choices to send (POST /api/var/choice), in the rows' order: texts trimmed, a saved choice with its id (a
 * choice left out is removed), a new one without.
 *
 * @example choicesToSave(draft) // [{ id: 1, value: '赤', color: '#C62828', key: '' }, { value: '青', … }]
 */
export function choicesToSave(draft: ChoiceDraft): VarChoice[] {
  return draft.rows.map((row) => ({
    ...(row.id === undefined ? {} : { id: row.id }),
    value: row.value.trim(),
    color: row.color,
    key: row.choiceKey,
  }));
}
