import { useEffect, useRef, useState } from 'react';
import type { SchemaNode } from '../../../core/index.ts';
import { firstField } from '../../focus.ts';
import { uiText } from '../../texts.ts';
import { issuesUnder, pointerOf } from '../layout.ts';
import { SchemaFields } from '../SchemaFields.tsx';
import { addLabelOf, hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/**
 * The item schema of a list of objects with properties (without `x-item`), or undefined.
 *
 * @example objectItemsOf({ type: 'array', items: { type: 'object', properties: { label: { type: 'string' } } } })
 */
export function objectItemsOf(schema: SchemaNode): SchemaNode | undefined {
  if (!hasType(schema, 'array') || typeof schema['x-item'] === 'string') return undefined;
  const items = schema.items;
  if (typeof items !== 'object' || items === null || Array.isArray(items)) return undefined;
  const node = items as SchemaNode;
  return hasType(node, 'object') && typeof node.properties === 'object' ? node : undefined;
}

/**
 * A new entry: the item's `default` when it has one, else the default of every property that declares one
 * (often `{}`). Optional properties too: a choice's 初期選択 (default 0) added without it showed
 * 選択してください where the entries made by the plugin showed なし.
 */
function emptyEntry(items: SchemaNode): Record<string, unknown> {
  if (typeof items.default === 'object' && items.default !== null) return { ...(items.default as object) };
  const properties = (items.properties ?? {}) as Record<string, SchemaNode>;
  const entry: Record<string, unknown> = {};
  for (const [name, node] of Object.entries(properties)) if ('default' in node) entry[name] = node.default;
  return entry;
}

/**
 * One group of fields per entry (the item schema's fields, drawn by the same widgets, conditions applied per
 * entry), with its own issues; up, down and remove per entry, an add button at the end, bounded by
 * `minItems` / `maxItems`. The list is written whole; focus goes to the new entry's first field after adding.
 */
function ObjectList(props: WidgetProps) {
  const { id, schema, value, path, label, issues, lang, describedBy, onChange, onBlur } = props;
  const items = objectItemsOf(schema) ?? { type: 'object', properties: {} };
  const list = Array.isArray(value) ? (value as unknown[]) : [];
  const min = typeof schema.minItems === 'number' ? schema.minItems : 0;
  const max = typeof schema.maxItems === 'number' ? schema.maxItems : undefined;
  const box = useRef<HTMLOListElement>(null);
  const [focus, setFocus] = useState<number | null>(null);
  useEffect(() => {
    if (focus === null) return;
    // Fields only: past an entry's fields come its 上へ / 下へ / 削除 buttons, and an entry with no field of its
    // own is better left with the focus on the add button (still there) than put on its remove button.
    firstField(box.current?.children[focus])?.focus();
    setFocus(null);
  }, [focus]);

  const write = (next: unknown[]) => {
    onChange(next);
    onBlur();
  };
  const move = (index: number, by: number) => {
    const next = [...list];
    const [entry] = next.splice(index, 1);
    next.splice(index + by, 0, entry);
    write(next);
  };
  return (
    <div className="be-entries be-object-list">
      {list.length > 0 && (
        <ol ref={box} className="be-entries__list">
          {list.map((entry, index) => {
            const number = index + 1;
            const entryPath = [...path, index];
            const name = uiText(lang, 'listEntry', { label, number });
            return (
              // Entries carry no stable id of their own: the index is the key, as the list is written whole.
              // biome-ignore lint/suspicious/noArrayIndexKey: see above.
              <li key={index} className="be-object-list__entry">
                <fieldset className="be-object-list__fields">
                  <legend className="be-object-list__legend">{name}</legend>
                  <SchemaFields
                    schema={items}
                    value={entry ?? {}}
                    path={entryPath}
                    issues={issuesUnder(issues, pointerOf(entryPath))}
                  />
                </fieldset>
                <div className="be-object-list__actions">
                  <button
                    type="button"
                    className="be-button be-button--small"
                    aria-label={`${uiText(lang, 'moveUp')}(${name})`}
                    disabled={index === 0}
                    onClick={() => move(index, -1)}
                  >
                    {uiText(lang, 'moveUp')}
                  </button>
                  <button
                    type="button"
                    className="be-button be-button--small"
                    aria-label={`${uiText(lang, 'moveDown')}(${name})`}
                    disabled={index === list.length - 1}
                    onClick={() => move(index, 1)}
                  >
                    {uiText(lang, 'moveDown')}
                  </button>
                  <button
                    type="button"
                    className="be-button be-button--small be-button--danger"
                    aria-label={uiText(lang, 'listRemove', { label, number })}
                    disabled={list.length <= min}
                    onClick={() => write(list.filter((_, at) => at !== index))}
                  >
                    {uiText(lang, 'remove')}
                  </button>
                </div>
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
        onClick={() => {
          write([...list, emptyEntry(items)]);
          setFocus(list.length);
        }}
      >
        {addLabelOf(schema, lang, uiText(lang, 'fieldAdd', { label }))}
      </button>
    </div>
  );
}

/**
 * Lists of objects with properties, without `x-item` (rank 2): a group of fields per entry with up, down and
 * remove, and an add button (choices of a question, rows of a table).
 *
 * @example { type: 'array', items: { type: 'object', properties: { label: { type: 'string', title: '選択肢名' } } } }
 */
export const objectListWidget: WidgetDefinition = {
  name: 'object-list',
  tester: (schema) => (objectItemsOf(schema) ? 2 : -1),
  component: ObjectList,
  frame: 'group',
  partIssues: true,
};
