import { type KeyboardEvent, useState } from 'react';
import type { SchemaNode } from '../../../core/index.ts';
import { uiText } from '../../texts.ts';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/** The name of an item for a chip: the context knows loaded items; an unknown id still shows as `#id`. */
function chipName(props: WidgetProps, id: unknown): string {
  const kind = props.schema['x-item'];
  const item = typeof kind === 'string' ? props.ctx.item(kind, id) : undefined;
  return item ? item.name : `#${String(id)}`;
}

/**
 * A list of item ids as removable chips and a number input to add one. A placeholder for the app's item
 * picker, which replaces it through the widget registry (a tester ranking `x-item` higher).
 */
function IdList(props: WidgetProps) {
  const { id, schema, value, lang, invalid, describedBy, onChange, onBlur } = props;
  const ids = Array.isArray(value) ? value : [];
  // Ids are unique when valid; a duplicate (which the validator flags) still needs a key of its own.
  const seen = new Map<string, number>();
  const keys = ids.map((item) => {
    const count = seen.get(String(item)) ?? 0;
    seen.set(String(item), count + 1);
    return `${String(item)}#${count}`;
  });
  const [draft, setDraft] = useState('');
  const itemSchema = (typeof schema.items === 'object' ? schema.items : {}) as SchemaNode;
  const numeric = hasType(itemSchema, 'integer', 'number');

  // A list change is a finished edit (unlike typing), so it counts as touched at once.
  const commit = (next: unknown[]) => {
    onChange(next);
    onBlur();
  };
  const add = () => {
    const text = draft.trim();
    if (text === '') return;
    const parsed = numeric ? Number(text) : text;
    if (typeof parsed === 'number' && !Number.isFinite(parsed)) return;
    commit([...ids, parsed]);
    setDraft('');
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key !== 'Enter') return;
    event.preventDefault();
    add();
  };

  return (
    <div className="be-ids">
      {ids.length > 0 && (
        <ul className="be-chips">
          {ids.map((item, index) => (
            <li key={keys[index]} className="be-chip">
              <span className="be-chip__name">{chipName(props, item)}</span>
              <button
                type="button"
                className="be-chip__remove"
                aria-label={`${chipName(props, item)}${uiText(lang, 'removeId')}`}
                onClick={() => commit(ids.filter((_, at) => at !== index))}
              >
                ×
              </button>
            </li>
          ))}
        </ul>
      )}
      <div className="be-ids__add">
        <input
          id={id}
          type={numeric ? 'number' : 'text'}
          className="be-input be-input--number"
          placeholder={uiText(lang, 'idToAdd')}
          value={draft}
          aria-invalid={invalid || undefined}
          aria-describedby={describedBy}
          onChange={(event) => setDraft(event.target.value)}
          onKeyDown={onKeyDown}
          onBlur={onBlur}
        />
        <button type="button" className="be-button" onClick={add} disabled={draft.trim() === ''}>
          {uiText(lang, 'addId')}
        </button>
      </div>
    </div>
  );
}

/** Arrays of item ids (`x-item` on an array): chips plus an id input (rank 3). */
export const idListWidget: WidgetDefinition = {
  name: 'id-list',
  tester: (schema) => (hasType(schema, 'array') && typeof schema['x-item'] === 'string' ? 3 : -1),
  component: IdList,
};
