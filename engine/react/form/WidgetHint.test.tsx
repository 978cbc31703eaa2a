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
 * A widget named for the current data (`ui.inputs[field]().widget`) and a tighter text limit (`maxLength`). The
 * engine knows no domain, so the test brings its own plugin: one string value whose input follows a sibling
 * `shape`, as effect 6's value follows its friend-info item.
 */
const schema = {
  type: 'object',
  properties: {
    type: { const: 1 },
    shape: { type: 'string', title: '形', enum: ['list', 'day', 'amount', 'short', 'long', 'odd'] },
    value: { type: 'string', title: '値', maxLength: 1000 },
  },
  required: ['type'],
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
  defaults: () => ({ type: 1 as const }),
  summary: () => '見本',
  ui: {
    inputs: {
      value: (d) => {
        switch (d.shape) {
          case 'list':
            return { widget: 'options', options: ['赤', '青'] };
          case 'day':
            return { widget: 'date' };
          case 'amount':
            return { widget: 'number', min: -99.5, max: 99.5 };
          case 'short':
            return { widget: 'text', maxLength: 20 };
          case 'long':
            return { widget: 'textarea' };
          case 'odd':
            return { widget: 'no-such-widget' };
          default:
            return {};
        }
      },
    },
  },
  examples: { valid: [{ type: 1 }], invalid: [{ data: { type: 1, x: 1 }, expect: 'additionalProperties' }] },
});

function editor(initial: Record<string, unknown>): EditorStore {
  const registry = createRegistry();
  registry.register(sample);
  const store = createEditorStore({
    registry,
    kind: 'cond',
    initial: [initial],
    ctx: createContext({ now: () => new Date(2026, 5, 15) }),
    newId: sequentialIds,
  });
  renderEditor(store);
  return store;
}

const value = (store: EditorStore) => (store.serialize()[0] as { value?: unknown }).value;
const control = (role: string) => screen.getByRole(role, { name: '値' }) as HTMLInputElement;
/** Picks a shape by its label (an enum select's option values are indexes). */
const chooseShape = (label: string) => {
  const shape = screen.getByRole('combobox', { name: '形' }) as HTMLSelectElement;
  const option = [...shape.options].find((o) => o.text === label);
  fireEvent.change(shape, { target: { value: option?.value } });
};
/** The `n / max` counter the control names in `aria-describedby`. */
const counter = (element: HTMLElement) =>
  (element.getAttribute('aria-describedby') ?? '')
    .split(' ')
    .map((id) => document.getElementById(id)?.textContent)
    .find((text) => text?.includes(' / '));

describe('a widget named by the input hint (FieldInput.widget)', () => {
  it('draws the ranked widget without a hint: the textarea of a long string', () => {
    editor({ type: 1 });
    expect(control('textbox').tagName).toBe('TEXTAREA');
    expect(counter(control('textbox'))).toBe('0 / 1000');
  });

  it('draws a select of the hint’s options and writes the chosen one', () => {
    const store = editor({ type: 1, shape: 'list' });
    const select = control('combobox') as unknown as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual(['選択してください', '赤', '青']);
    fireEvent.change(select, { target: { value: '青' } });
    expect(value(store)).toBe('青');
  });

  it('draws a date input writing YYYY/MM/DD, typed or picked from the calendar', async () => {
    const store = editor({ type: 1, shape: 'day' });
    // The input loads when first drawn (./widgets/DateWidget.tsx).
    await screen.findByRole('button', { name: 'カレンダーを開く' });
    fireEvent.change(control('textbox'), { target: { value: '2026-4-1' } });
    expect(value(store)).toBe('2026/04/01');
    fireEvent.click(screen.getByRole('button', { name: 'カレンダーを開く' }));
    fireEvent.click(screen.getByRole('button', { name: '2026/4/20' }));
    expect(value(store)).toBe('2026/04/20');
  });

  it('draws a bounded number input that keeps a string field’s number as the text typed', () => {
    const store = editor({ type: 1, shape: 'amount' });
    const amount = control('spinbutton');
    expect([amount.min, amount.max, amount.step]).toEqual(['-99.5', '99.5', 'any']);
    fireEvent.change(amount, { target: { value: '1.250' } });
    expect(value(store)).toBe('1.250');
    fireEvent.change(amount, { target: { value: '' } });
    expect(value(store)).toBeUndefined();
  });

  it('shows a saved text that is no number in a text input, so the operator sees what to fix', () => {
    editor({ type: 1, shape: 'amount', value: 'abc' });
    expect(control('textbox').value).toBe('abc');
  });

  it('tightens the counter of a one-line input by the hint’s maxLength', () => {
    editor({ type: 1, shape: 'short', value: 'あいう' });
    expect(control('textbox').tagName).toBe('INPUT');
    expect(counter(control('textbox'))).toBe('3 / 20');
  });

  it('follows the data: another shape, another input, the value kept', () => {
    const store = editor({ type: 1, shape: 'short', value: '12' });
    chooseShape('amount');
    expect(control('spinbutton').value).toBe('12');
    chooseShape('long');
    expect(control('textbox').tagName).toBe('TEXTAREA');
    expect(value(store)).toBe('12');
  });

  it('ignores a name the registry does not hold', () => {
    editor({ type: 1, shape: 'odd' });
    expect(control('textbox').tagName).toBe('TEXTAREA');
  });
});
