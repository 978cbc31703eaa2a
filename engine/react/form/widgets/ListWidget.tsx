import { useEffect, useRef, useState } from 'react';
import type { SchemaNode } from '../../../core/index.ts';
import { uiText } from '../../texts.ts';
import { useFormScope } from '../form-context.ts';
import { IssueList } from '../IssueList.tsx';
import { issuesUnder, pointerOf } from '../layout.ts';
import { addLabelOf, hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/**
 * The item schema of a plain list (strings, numbers or integers, without choices), or undefined. Lists of item
 * ids (`x-item` on the array) are the id-list's and the item picker's; lists of choices want a multi-select.
 *
 * @example plainItemsOf({ type: 'array', items: { type: 'integer', minimum: 1 } }) // { type: 'integer', minimum: 1 }
 */
export function plainItemsOf(schema: SchemaNode): SchemaNode | undefined {
  if (!hasType(schema, 'array') || typeof schema['x-item'] === 'string') return undefined;
  const items = schema.items;
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return undefined;
  const node = items as SchemaNode;
  if (!hasType(node, 'string', 'number', 'integer')) return undefined;
  return 'enum' in node || 'oneOf' in node || 'const' in node ? undefined : node;
}

/**
 * A new entry: the item's `default`, else '' for a string and null for a number. Nothing is invented: an empty
 * entry stays in the list, and the validator reports it at its own path until it is filled or removed.
 */
function emptyEntry(items: SchemaNode): unknown {
  if ('default' in items) return items.default;
  return hasType(items, 'string') ? '' : null;
}

const bound = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined;

type FocusTarget = { index: number } | 'add' | null;

/**
 * One input per entry, each drawn by the widget the item schema ranks highest (text or number with the item's
 * maxLength / minimum / maximum, a date, a time), with its own issues under it; a remove button per entry and
 * an add button, disabled at `minItems` / `maxItems`. The list is always written whole, so an entry emptied by
 * its widget stays in place ('' or null) instead of leaving a hole or vanishing. Focus follows the gesture:
 * to the new entry after adding, to the entry now in the removed one's place (or the add button) after removing.
 */
function PlainList(props: WidgetProps) {
  const { id, schema, value, path, label, issues, lang, ctx, describedBy, onChange, onBlur } = props;
  const scope = useFormScope();
  const items = plainItemsOf(schema) ?? { type: 'string' };
  const list = Array.isArray(value) ? value : [];
  const min = bound(schema.minItems) ?? 0;
  const max = bound(schema.maxItems);
  const numeric = !hasType(items, 'string');
  const minLength = bound(items.minLength);
  // Entries are plain values that may repeat: stable keys keep each input (and its draft) with its entry.
  const keys = useRef<string[]>([]);
  const counter = useRef(0);
  if (keys.current.length !== list.length) {
    keys.current = list.map((_, index) => keys.current[index] ?? `e${counter.current++}`);
  }
  const [focus, setFocus] = useState<FocusTarget>(null);
  useEffect(() => {
    if (focus === null) return;
    document.getElementById(focus === 'add' ? id : `${id}-${focus.index}`)?.focus();
    setFocus(null);
  }, [focus, id]);

  // A list change by its buttons is a finished edit, so it counts as touched at once.
  const add = () => {
    keys.current = [...keys.current, `e${counter.current++}`];
    onChange([...list, emptyEntry(items)]);
    setFocus({ index: list.length });
  };
  const remove = (index: number) => {
    keys.current = keys.current.filter((_, at) => at !== index);
    onChange(list.filter((_, at) => at !== index));
    onBlur();
    setFocus(list.length > 1 ? { index: Math.min(index, list.length - 2) } : 'add');
  };
  const write = (index: number, entry: unknown) => {
    const next = [...list];
    // A widget answers undefined for "emptied"; in a list that is an empty entry, not a missing one.
    next[index] = entry === undefined ? (numeric ? null : '') : entry;
    onChange(next);
  };

  return (
    <div className="be-entries">
      {list.length > 0 && (
        <ol className="be-entries__list">
          {list.map((entry, index) => {
            const entryPath = [...path, index];
            const entryId = `${id}-${index}`;
            const entryIssues = issuesUnder(issues, pointerOf(entryPath));
            const errorId = entryIssues.length > 0 ? `${entryId}-error` : undefined;
            const number = index + 1;
            const widget = scope.widgets.choose(items, {
              name: String(index),
              path: entryPath,
              data: props.data,
              lang,
              ctx,
            });
            const Item = widget.component;
            return (
              <li key={keys.current[index]} className="be-entries__entry">
                <div className="be-entries__row">
                  <label htmlFor={entryId} className="be-entries__label">
                    <span className="be-visually-hidden">{label}</span> {number}
                  </label>
                  <Item
                    id={entryId}
                    name={String(index)}
                    path={entryPath}
                    schema={items}
                    value={entry}
                    data={props.data}
                    label={uiText(lang, 'listEntry', { label, number })}
                    required={numeric || (minLength ?? 0) > 0}
                    invalid={entryIssues.some((issue) => issue.severity === 'error')}
                    describedBy={errorId}
                    issues={entryIssues}
                    lang={lang}
                    ctx={ctx}
                    onChange={(next) => write(index, next)}
                    onBlur={onBlur}
                  />
                  <button
                    type="button"
                    className="be-button be-button--icon"
                    aria-label={uiText(lang, 'listRemove', { label, number })}
                    disabled={list.length <= min}
                    onClick={() => remove(index)}
                  >
                    ×
                  </button>
                </div>
                {errorId && <IssueList id={errorId} className="be-field__issues" issues={entryIssues} />}
              </li>
            );
          })}
        </ol>
      )}
      <button
        id={id}
        type="button"
        className="be-button be-button--small be-entries__add"
        aria-describedby={describedBy}
        disabled={max !== undefined && list.length >= max}
        onClick={add}
      >
        {addLabelOf(schema, lang, uiText(lang, 'fieldAdd', { label }))}
      </button>
    </div>
  );
}

/**
 * Lists of plain strings or numbers without `x-item` (rank 2): an input per entry, add and remove buttons. Lists
 * with `x-item` keep the id-list (rank 3) or the app's item picker.
 *
 * @example { type: 'array', items: { type: 'string', maxLength: 20 }, maxItems: 5 } // staff names
 */
export const listWidget: WidgetDefinition = {
  name: 'list',
  tester: (schema) => (plainItemsOf(schema) ? 2 : -1),
  component: PlainList,
  frame: 'group',
  partIssues: true,
};
