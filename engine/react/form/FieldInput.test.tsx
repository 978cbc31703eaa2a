// @vitest-environment jsdom
import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import {
  type BlockSchema,
  createContext,
  createEditorStore,
  createRegistry,
  definePlugin,
  type EditorStore,
} from '../../core/index.ts';
import { renderEditor, sequentialIds } from '../test/setup.tsx';

/**
 * Plugin-computed inputs (`ui.inputs`): the `options` select and the number input's bounds, Enter and note. The
 * engine knows no domain, so the test brings its own plugin: a size picked from a list that depends on a kind,
 * a count bounded by a sibling, a numeric query.
 */
const schema = {
  type: 'object',
  properties: {
    type: { const: 1 },
    kind: { type: 'string', title: '種類', enum: ['s', 'l'] },
    size: { type: 'integer', title: 'サイズ' },
    color: { type: 'string', title: '色' },
    limit: { type: 'integer', title: '上限', minimum: 0, maximum: 50 },
    count: { type: 'integer', title: '個数', minimum: 0, maximum: 50 },
    plain: { type: 'number', title: '数' },
  },
  required: ['type', 'color'],
  additionalProperties: false,
} as const satisfies BlockSchema;

const sample = definePlugin({
  kind: 'cond',
  type: 1,
  key: 'sample',
  label: { ja: '見本', en: 'Sample' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ type: 1 as const, color: 'red' }),
  summary: () => '見本',
  ui: {
    widgets: { size: 'options', color: 'options' },
    inputs: {
      size: (d) => ({ options: d.kind === 'l' ? [10, 20] : [1, 2, 3], emptyLabel: '指定なし' }),
      color: () => ({
        options: [
          { value: 'red', label: '赤' },
          { value: 'blue', label: '青' },
        ],
      }),
      count: (d) => ({ min: 1, max: d.limit, note: d.limit === undefined ? '' : `最大${d.limit}個` }),
      plain: () => {
        throw new Error('a broken hint');
      },
    },
  },
  examples: {
    valid: [{ type: 1, color: 'red' }],
    invalid: [{ data: { type: 1, color: 'red', x: 1 }, expect: 'additionalProperties' }],
  },
});

function editor(initial: Record<string, unknown>): EditorStore {
  // x-query is a product's keyword, which the number widget reads; the test registers it as a product would.
  const registry = createRegistry({ keywords: ['x-query'] });
  registry.register(sample);
  const store = createEditorStore({
    registry,
    kind: 'cond',
    initial: [initial],
    ctx: createContext(),
    newId: sequentialIds,
  });
  renderEditor(store);
  return store;
}

const data = (store: EditorStore) => store.serialize()[0] as Record<string, unknown>;
const select = (name: string) => screen.getByRole('combobox', { name }) as HTMLSelectElement;
const texts = (element: HTMLSelectElement) => [...element.options].map((option) => option.text);
const spin = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;

describe('options widget (ui.widgets = options, ui.inputs options)', () => {
  it('offers the options computed for the current data and saves the chosen value with its type', () => {
    const store = editor({ type: 1, color: 'red' });
    expect(texts(select('サイズ'))).toEqual(['指定なし', '1', '2', '3']);
    fireEvent.change(select('サイズ'), { target: { value: '2' } });
    expect(data(store).size).toBe(2);
    fireEvent.change(select('サイズ'), { target: { value: '' } });
    expect('size' in data(store)).toBe(false);
  });

  it('follows the data: another kind, another list; a saved value no longer offered stays visible', () => {
    const store = editor({ type: 1, color: 'red', kind: 'l', size: 3 });
    expect(texts(select('サイズ'))).toEqual(['指定なし', '3', '10', '20']);
    expect(select('サイズ').value).toBe('3');
    fireEvent.change(select('サイズ'), { target: { value: '20' } });
    expect(data(store).size).toBe(20);
    expect(texts(select('サイズ'))).toEqual(['指定なし', '10', '20']);
  });

  it('labels options, and offers no empty option for a required field that has a value', () => {
    const store = editor({ type: 1, color: 'red' });
    expect(texts(select('色'))).toEqual(['赤', '青']);
    fireEvent.change(select('色'), { target: { value: 'blue' } });
    expect(data(store).color).toBe('blue');
  });
});

describe('number widget with ui.inputs', () => {
  it('tightens the schema bounds with the hint’s and shows its note, read with the input', () => {
    editor({ type: 1, color: 'red', limit: 10 });
    const count = spin('個数');
    expect(count.min).toBe('1');
    expect(count.max).toBe('10');
    const note = document.getElementById(count.getAttribute('aria-describedby') ?? '');
    expect(note?.tagName).toBe('OUTPUT');
    expect(note?.textContent).toBe('最大10個');
    fireEvent.change(spin('上限'), { target: { value: '80' } });
    expect(spin('個数').max).toBe('50');
  });

  it('draws the plain input when a hint throws, with no note for an empty one', () => {
    editor({ type: 1, color: 'red' });
    expect(spin('数').max).toBe('');
    expect(spin('個数').max).toBe('50');
    expect(spin('個数').getAttribute('aria-describedby')).toBeNull();
  });

  it('leaves Enter alone (a search query that ignores it is a plugin widget: plugins/shared/conditions/query)', () => {
    editor({ type: 1, color: 'red' });
    expect(fireEvent.keyDown(spin('数'), { key: 'Enter' })).toBe(true);
  });
});
