// @vitest-environment jsdom
import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setMessage } from '../../../plugins/shared/composer/test-support.ts';
import { type BlockSchema, createContext, type PluginContext, type PluginUi } from '../../core/index.ts';
import { effectStore, renderEditor } from '../test/setup.tsx';
import { siblingValue } from './layout.ts';
import { SchemaForm } from './SchemaForm.tsx';
import type { FieldPath, WidgetProps } from './types.ts';
import { createWidgetRegistry, type WidgetRegistry } from './widget-registry.ts';

const items = {
  tag: [
    { id: 1, name: 'VIP' },
    { id: 2, name: '新規' },
  ],
};
const data = (store: ReturnType<typeof effectStore>, index = 0) =>
  store.serialize()[index] as Record<string, unknown>;

function setAt(value: Record<string, unknown>, path: FieldPath, next: unknown): Record<string, unknown> {
  const [head, ...rest] = path;
  const copy = { ...value };
  const child = rest.length ? setAt((copy[head] as Record<string, unknown>) ?? {}, rest, next) : next;
  if (child === undefined) delete copy[head];
  else copy[head] = child;
  return copy;
}

/** A form over local state, for widgets the built-in plugins do not use. */
function Harness(props: {
  schema: BlockSchema;
  initial?: Record<string, unknown>;
  ui?: PluginUi<any>;
  widgets?: WidgetRegistry;
  lang?: 'ja' | 'en';
  ctx?: PluginContext;
  spy?: (value: unknown) => void;
}) {
  const [value, setValue] = useState<Record<string, unknown>>(props.initial ?? {});
  return (
    <SchemaForm
      schema={props.schema}
      value={value}
      ui={props.ui}
      widgets={props.widgets}
      lang={props.lang}
      ctx={props.ctx}
      idPrefix="f"
      onChange={(path, next) =>
        setValue((previous) => {
          const updated = setAt(previous, path, next);
          props.spy?.(updated);
          return updated;
        })
      }
    />
  );
}

describe('SchemaForm in the editor: validation timing', () => {
  it('shows a field error only after blur (touch), with aria-invalid and aria-describedby', () => {
    vi.useFakeTimers();
    const store = effectStore([{ type: 1, text: 'x', delay_type: 0 }]);
    renderEditor(store);
    const text = screen.getByRole('textbox', { name: 'メッセージ本文' });
    setMessage(text, '');
    expect(data(store).text).toBe('');
    act(() => vi.advanceTimersByTime(1000));
    expect(store.getIssues(store.getChildIds(null)[0]).map((issue) => issue.code)).toEqual(['required']);
    expect(screen.queryByText('メッセージ本文を入力してください')).toBeNull();
    expect(text.getAttribute('aria-invalid')).toBeNull();

    fireEvent.blur(text);
    const error = screen.getByText('メッセージ本文を入力してください');
    expect(text.getAttribute('aria-invalid')).toBe('true');
    const describedBy = text.getAttribute('aria-describedby')?.split(' ') ?? [];
    expect(describedBy).toContain(error.closest('ul')?.id);

    setMessage(text, 'こんにちは');
    act(() => vi.advanceTimersByTime(1000));
    expect(screen.queryByText('メッセージ本文を入力してください')).toBeNull();
  });

  it('shows every error after validateAll (a save attempt), touched or not', () => {
    const store = effectStore([
      { type: 1, text: '', delay_type: 0 },
      { type: 13, remove: 0, use_group: 0, tag_ids: [] },
    ]);
    renderEditor(store);
    expect(screen.queryByText('メッセージ本文を入力してください')).toBeNull();
    act(() => {
      store.validateAll();
    });
    expect(screen.getByText('メッセージ本文を入力してください')).toBeTruthy();
    expect(screen.getByText('タグを選択してください')).toBeTruthy();
  });

  it('shows a character counter n / max', () => {
    const store = effectStore([{ type: 1, text: 'あいう', delay_type: 0 }]);
    renderEditor(store);
    const text = screen.getByRole('textbox', { name: 'メッセージ本文' });
    // Effect 1's text is the message composer (issue 18): its own counter, counted as the schema counts.
    expect(text.getAttribute('contenteditable')).toBe('true');
    expect(screen.getByText('3 / 4500')).toBeTruthy();
    setMessage(text, '😀');
    expect(screen.getByText('1 / 4500')).toBeTruthy();
  });
});

describe('SchemaForm in the editor: fields of the built-in effects', () => {
  it('shows delay_at only when delay_type is 2, and delay_min/max only when it is 1', () => {
    const store = effectStore([{ type: 1, text: 'x', delay_type: 0, delay_at: '12:00' }]);
    renderEditor(store);
    const timing = screen.getByRole('group', { name: '送信タイミング' });
    expect(within(timing).getAllByRole('radio')).toHaveLength(3);
    expect(screen.queryByLabelText(/^送信時刻/)).toBeNull();
    expect(screen.queryByRole('spinbutton', { name: '遅延(最小・分)' })).toBeNull();

    fireEvent.click(within(timing).getByRole('radio', { name: '時刻を指定して送信' }));
    expect(data(store).delay_type).toBe(2);
    const time = screen.getByLabelText(/^送信時刻/) as HTMLInputElement;
    expect(time.type).toBe('time');
    expect(time.value).toBe('12:00');
    fireEvent.change(time, { target: { value: '09:30' } });
    expect(data(store).delay_at).toBe('09:30');

    fireEvent.click(within(timing).getByRole('radio', { name: '遅延して送信(分)' }));
    expect(screen.queryByLabelText(/^送信時刻/)).toBeNull();
    expect(screen.getByRole('spinbutton', { name: '遅延(最小・分)' })).toBeTruthy();
  });

  it('stores an emptied number as undefined, never NaN or 0', () => {
    const store = effectStore([{ type: 1, text: 'x', delay_type: 1, delay_min: 3, delay_max: 5 }]);
    renderEditor(store);
    const min = screen.getByRole('spinbutton', { name: '遅延(最小・分)' }) as HTMLInputElement;
    expect(min.min).toBe('0');
    fireEvent.change(min, { target: { value: '' } });
    expect('delay_min' in data(store)).toBe(false);
    fireEvent.change(min, { target: { value: '4' } });
    expect(data(store).delay_min).toBe(4);
  });

  it('draws a 4-choice enum as a select, a 0/1 enum with x-widget checkbox as a checkbox, and id chips', () => {
    const store = effectStore([{ type: 13, remove: 0, use_group: 0, tag_ids: [1, 2] }], { items });
    renderEditor(store);
    const select = screen.getByRole('combobox', { name: '操作' }) as HTMLSelectElement;
    expect([...select.options].map((option) => option.text)).toEqual([
      'タグを追加',
      'タグを削除',
      '連携データからタグを追加',
      '連携データからタグを削除',
    ]);
    fireEvent.change(select, { target: { value: '1' } });
    expect(data(store).remove).toBe(1);

    fireEvent.click(screen.getByRole('button', { name: 'VIPを外す' }));
    expect(data(store).tag_ids).toEqual([2]);
    const add = screen.getByRole('spinbutton', { name: 'タグ' });
    fireEvent.change(add, { target: { value: '7' } });
    fireEvent.keyDown(add, { key: 'Enter' });
    expect(data(store).tag_ids).toEqual([2, 7]);
    expect(screen.getByText('#7')).toBeTruthy();

    const folder = screen.getByRole('checkbox', { name: 'フォルダ単位で指定' });
    fireEvent.click(folder);
    expect(data(store).use_group).toBe(1);
    expect(screen.queryByRole('spinbutton', { name: 'タグ' })).toBeNull();
    expect(screen.getByRole('spinbutton', { name: 'タグフォルダ' })).toBeTruthy();
  });

  it('renders a nested object as a fieldset of its properties and updates by path', () => {
    // The tag step's linked data has a picker of its own (x-widget context); the bare object shape draws as a
    // fieldset, which a schema without a widget gets.
    const nested = {
      type: 'object',
      properties: {
        context: {
          type: 'object',
          title: '連携データ',
          properties: {
            key: { type: 'string', title: 'キー' },
            key_label: { type: 'string', title: 'キー名' },
          },
        },
      },
    } as const satisfies BlockSchema;
    const spy = vi.fn();
    render(<Harness schema={nested} initial={{ context: { key: 'course' } }} spy={spy} />);
    const context = screen.getByRole('group', { name: '連携データ' });
    const key = within(context).getByRole('textbox', { name: 'キー' }) as HTMLInputElement;
    expect(key.value).toBe('course');
    fireEvent.change(within(context).getByRole('textbox', { name: 'キー名' }), {
      target: { value: 'コース' },
    });
    expect(spy).toHaveBeenLastCalledWith({ context: { key: 'course', key_label: 'コース' } });
  });

  it('never draws constants or x-widget hidden fields, and follows ui.order', () => {
    const store = effectStore([
      { type: 6, var_id: 3, var_type: 'string', operand: 1, valuetype: 1, member_query_id: 9 },
    ]);
    renderEditor(store);
    const fields = [...document.querySelectorAll('.be-field')].map((field) =>
      field.getAttribute('data-field'),
    );
    expect(fields.slice(0, 3)).toEqual(['/var_id', '/operand', '/valuetype']);
    expect(fields).not.toContain('/type');
    expect(fields).not.toContain('/var_type');
    expect(fields).not.toContain('/member_query_id');
  });
});

describe('SchemaForm: widgets and registry', () => {
  const schema = {
    type: 'object',
    properties: {
      kind: { type: 'string', title: '種類', enum: ['a', 'b'] },
      on: { type: 'boolean', title: '有効' },
      day: { type: 'string', format: 'date', title: '日付' },
      note: { type: 'string', maxLength: 10, title: 'メモ', 'x-title-en': 'Note' },
      ids: { type: 'array', items: { type: 'integer' }, title: 'ID', 'x-item': 'tag' },
      raw: { type: 'array', items: { type: 'object' }, title: '生データ' },
      secret: { type: 'string', title: '秘密' },
      extra: { type: 'string', title: '追加' },
    },
  } as const satisfies BlockSchema;

  it('hides ui.hidden fields, applies ui.visibleWhen, and draws unsupported schemas read-only', () => {
    const spy = vi.fn();
    render(
      <Harness
        schema={schema}
        initial={{ raw: [{ x: 1 }] }}
        ui={{ hidden: ['secret'], visibleWhen: { extra: (d: { on?: boolean }) => d.on === true } }}
        spy={spy}
      />,
    );
    expect(screen.queryByRole('textbox', { name: '秘密' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: '追加' })).toBeNull();
    fireEvent.click(screen.getByRole('checkbox', { name: '有効' }));
    expect(spy).toHaveBeenLastCalledWith(expect.objectContaining({ on: true }));
    expect(screen.getByRole('textbox', { name: '追加' })).toBeTruthy();
    const raw = screen.getByRole('textbox', { name: '生データ' }) as HTMLTextAreaElement;
    expect(raw.readOnly).toBe(true);
    expect(raw.value).toBe('[{"x":1}]');
  });

  it('draws enums of up to three choices as radios and optional empty text as undefined', () => {
    const spy = vi.fn();
    render(<Harness schema={schema} initial={{ note: 'a' }} spy={spy} lang="en" />);
    expect(within(screen.getByRole('group', { name: '種類' })).getAllByRole('radio')).toHaveLength(2);
    fireEvent.change(screen.getByRole('textbox', { name: 'Note' }), { target: { value: '' } });
    expect(spy).toHaveBeenLastCalledWith({});
    expect(screen.getByText('0 / 10')).toBeTruthy();
  });

  it('takes a Y/m/d date as text or from a calendar whose first column is Sunday', async () => {
    const spy = vi.fn();
    render(<Harness schema={schema} spy={spy} />);
    // The input loads when first drawn (./widgets/DateWidget.tsx).
    const open = await screen.findByRole('button', { name: 'カレンダーを開く' });
    const input = screen.getByRole('textbox', { name: '日付' }) as HTMLInputElement;
    fireEvent.change(input, { target: { value: '2026/1/5' } });
    expect(spy).toHaveBeenLastCalledWith({ day: '2026-01-05' });
    fireEvent.blur(input);
    expect(input.value).toBe('2026/01/05');
    fireEvent.change(input, { target: { value: '2026/02/30' } });
    expect(spy).toHaveBeenLastCalledWith({ day: '2026/02/30' });
    fireEvent.change(input, { target: { value: '2026/03/01' } });

    fireEvent.click(open);
    expect(open.getAttribute('aria-expanded')).toBe('true');
    const calendar = screen.getByRole('dialog', { name: '2026年3月' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2026/3/1');
    fireEvent.keyDown(document.activeElement as Element, { key: 'ArrowRight' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2026/3/2');
    expect(
      within(calendar)
        .getAllByRole('columnheader')
        .map((th) => th.textContent),
    ).toEqual(['日', '月', '火', '水', '木', '金', '土']);
    // 2026-03-01 is a Sunday: the first cell of the grid.
    expect(
      within(calendar)
        .getAllByRole('button', { name: /^\d{4}\// })[0]
        .getAttribute('aria-label'),
    ).toBe('2026/3/1');
    fireEvent.click(within(calendar).getByRole('button', { name: '次の月' }));
    expect(screen.getByRole('dialog', { name: '2026年4月' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '2026/4/15' }));
    expect(spy).toHaveBeenLastCalledWith({ day: '2026-04-15' });
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(input);

    fireEvent.click(open);
    fireEvent.keyDown(document.activeElement as Element, { key: 'Escape' });
    expect(screen.queryByRole('dialog')).toBeNull();
    fireEvent.click(open);
    fireEvent.pointerDown(document.body);
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('lets an app widget win by rank (x-item) and picks widgets by x-widget or ui.widgets name', () => {
    const Picker = ({ id, label }: WidgetProps) => <output id={id}>picker:{label}</output>;
    const widgets = createWidgetRegistry().extend(
      { name: 'item-picker', tester: (node) => (node['x-item'] ? 10 : -1), component: Picker },
      { name: 'shout', tester: () => -1, component: ({ label }: WidgetProps) => <b>{label}!</b> },
    );
    render(<Harness schema={schema} widgets={widgets} ui={{ widgets: { note: 'shout' } }} />);
    expect(screen.getByText('picker:ID')).toBeTruthy();
    expect(screen.getByText('メモ!')).toBeTruthy();
    expect(
      widgets.choose(
        { type: 'string', 'x-widget': 'textarea' },
        { name: 'x', path: ['x'], data: {}, lang: 'ja', ctx: undefined as never },
      ).name,
    ).toBe('textarea');
    expect(
      widgets.choose(
        { type: 'string' },
        { name: 'x', path: ['x'], data: {}, lang: 'ja', ctx: undefined as never },
      ).name,
    ).toBe('text');
  });
});

describe('SchemaForm: widgets see the block data', () => {
  const schema = {
    type: 'object',
    properties: {
      unit: { type: 'string', title: '単位', enum: ['円', 'ポイント'] },
      amount: { type: 'string', title: '金額' },
      context: { type: 'object', title: '連携', properties: { key: { type: 'string', title: 'キー' } } },
    },
  } as const satisfies BlockSchema;

  it('lets a tester choose by a sibling value and a widget read the whole data, from a nested field too', () => {
    const Points = ({ id, data, path }: WidgetProps) => (
      <output id={id}>{String(siblingValue(data, path, 'unit'))}建て</output>
    );
    const RootReader = ({ id, data }: WidgetProps) => (
      <output id={id}>root:{String((data as { unit?: string }).unit)}</output>
    );
    const widgets = createWidgetRegistry().extend(
      {
        name: 'points',
        tester: (_node, { name, path, data }) =>
          name === 'amount' && siblingValue(data, path, 'unit') === 'ポイント' ? 10 : -1,
        component: Points,
      },
      {
        name: 'root-reader',
        tester: (_node, { path }) => (path.join('.') === 'context.key' ? 10 : -1),
        component: RootReader,
      },
    );
    render(<Harness schema={schema} widgets={widgets} initial={{ unit: '円', context: {} }} />);
    expect(screen.getByRole('textbox', { name: '金額' })).toBeTruthy();
    expect(screen.getByText('root:円')).toBeTruthy();

    fireEvent.click(screen.getByRole('radio', { name: 'ポイント' }));
    expect(screen.queryByRole('textbox', { name: '金額' })).toBeNull();
    expect(screen.getByText('ポイント建て')).toBeTruthy();
    expect(screen.getByText('root:ポイント')).toBeTruthy();
  });

  it('reads siblings next to the field, at any depth', () => {
    expect(siblingValue({ match: 10, query: '5' }, ['query'], 'match')).toBe(10);
    expect(siblingValue({ context: { key: 'a', format: 1 } }, ['context', 'key'], 'format')).toBe(1);
    expect(siblingValue({ context: null }, ['context', 'key'], 'format')).toBeUndefined();
    expect(siblingValue(undefined, ['query'], 'match')).toBeUndefined();
  });
});

describe('SchemaForm: x-min-date', () => {
  const schema = {
    type: 'object',
    properties: { goal: { type: 'string', title: 'ゴール日', 'x-widget': 'date', 'x-min-date': 'today' } },
  } as const satisfies BlockSchema;
  // 2026-04-15 by the context's clock, whatever the machine's.
  const ctx = createContext({ now: () => new Date(2026, 3, 15, 9, 30) });

  it('shows the days before today as aria-disabled in the calendar, and ignores clicks on them', async () => {
    const spy = vi.fn();
    render(<Harness schema={schema} ctx={ctx} spy={spy} />);
    fireEvent.click(await screen.findByRole('button', { name: 'カレンダーを開く' }));
    const calendar = screen.getByRole('dialog', { name: '2026年4月' });
    expect(document.activeElement?.getAttribute('aria-label')).toBe('2026/4/15');
    const yesterday = within(calendar).getByRole('button', { name: '2026/4/14' });
    expect(yesterday.getAttribute('aria-disabled')).toBe('true');
    expect(
      within(calendar).getByRole('button', { name: '2026/4/15' }).getAttribute('aria-disabled'),
    ).toBeNull();
    expect(within(calendar).getByRole('button', { name: '2026/4/15' }).getAttribute('aria-current')).toBe(
      'date',
    );
    fireEvent.click(yesterday);
    expect(spy).not.toHaveBeenCalled();
    expect(screen.getByRole('dialog', { name: '2026年4月' })).toBeTruthy();
    // An earlier month is entirely before the minimum; a later one entirely after it.
    fireEvent.click(within(calendar).getByRole('button', { name: '前の月' }));
    expect(screen.getByRole('button', { name: '2026/3/31' }).getAttribute('aria-disabled')).toBe('true');
    fireEvent.click(screen.getByRole('button', { name: '次の月' }));
    fireEvent.click(screen.getByRole('button', { name: '次の月' }));
    fireEvent.click(screen.getByRole('button', { name: '2026/5/1' }));
    expect(spy).toHaveBeenLastCalledWith({ goal: '2026/05/01' });
  });

  it('does not block a typed earlier day: it is stored for the rules to report', async () => {
    const spy = vi.fn();
    render(<Harness schema={schema} ctx={ctx} spy={spy} />);
    await screen.findByRole('button', { name: 'カレンダーを開く' });
    fireEvent.change(screen.getByRole('textbox', { name: 'ゴール日' }), { target: { value: '2026/04/01' } });
    expect(spy).toHaveBeenLastCalledWith({ goal: '2026/04/01' });
  });

  it('puts it on the reminder goal date (effect 15): the past is not offered, and a typed past goal is reported', async () => {
    const store = effectStore(
      [
        {
          type: 15,
          firetype: 0,
          episode_id: 1,
          goal_date_type: 'specified',
          selectionType: 'date',
          origin_date: '2026/04/20',
          origin_time: '10:00',
        },
      ],
      { items: { episode: [{ id: 1, name: 'セミナー前日' }] }, now: () => new Date(2026, 3, 15, 9, 30) },
    );
    renderEditor(store);
    fireEvent.click(await screen.findByRole('button', { name: 'カレンダーを開く' }));
    const calendar = screen.getByRole('dialog', { name: '2026年4月' });
    expect(within(calendar).getByRole('button', { name: '2026/4/14' }).getAttribute('aria-disabled')).toBe(
      'true',
    );
    fireEvent.click(within(calendar).getByRole('button', { name: '2026/4/16' }));
    expect(data(store).origin_date).toBe('2026/04/16');

    const input = screen.getByRole('textbox', { name: /^ゴール日/ });
    fireEvent.change(input, { target: { value: '2026/04/01' } });
    expect(data(store).origin_date).toBe('2026/04/01');
    act(() => {
      store.validateAll();
    });
    expect(screen.getByText('ゴール日時は未来の日時にしてください')).toBeTruthy();
  });
});
