// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { createContext, type SchemaNode } from '../../core/index.ts';
import { renderEditor } from '../test/setup.tsx';
import { listSampleStore, sampleData } from './test-list-plugin.ts';
import { createWidgetRegistry } from './widget-registry.ts';

const group = (name: string) => screen.getByRole('group', { name });
/** The entries of a list (not the issue items under them). */
const entries = (name: string) => [...group(name).querySelectorAll<HTMLElement>('.be-entries__entry')];
const chosen = (schema: SchemaNode, registry = createWidgetRegistry()) =>
  registry.choose(schema, { name: 'f', path: ['f'], data: {}, lang: 'ja', ctx: createContext() }).name;

describe('the list widget: chosen by rank', () => {
  it('takes arrays of plain strings and numbers without x-widget; x-item lists keep the id list or the picker', () => {
    expect(chosen({ type: 'array', items: { type: 'string' } })).toBe('list');
    expect(chosen({ type: 'array', items: { type: 'integer', minimum: 1 } })).toBe('list');
    expect(chosen({ type: 'array', items: { type: 'number' } })).toBe('list');
    expect(chosen({ type: 'array', items: { type: 'integer' }, 'x-item': 'tag' })).toBe('id-list');
    const picker = {
      name: 'item-picker',
      tester: (s: SchemaNode) => (s['x-item'] ? 10 : -1),
      component: () => null,
    };
    const app = createWidgetRegistry().extend(picker);
    expect(chosen({ type: 'array', items: { type: 'integer' }, 'x-item': 'tag' }, app)).toBe('item-picker');
    expect(chosen({ type: 'array', items: { type: 'string' } }, app)).toBe('list');
    // Choices and objects are no plain list: no free text for them.
    expect(chosen({ type: 'array', items: { type: 'string', enum: ['a', 'b'] } })).toBe('unsupported');
    expect(chosen({ type: 'array', items: { type: 'object' } })).toBe('unsupported');
    expect(chosen({ type: 'array', items: { type: 'string' }, 'x-widget': 'id-list' })).toBe('id-list');
  });

  it('draws one input per entry, typed by the item schema with its bounds, and the id list for x-item', () => {
    renderEditor(listSampleStore({ staff_ids: [4, 5], names: ['あ'], tag_ids: [2] }));
    const staff = within(group('スタッフID'));
    const inputs = staff.getAllByRole('spinbutton') as HTMLInputElement[];
    expect(inputs.map((input) => input.value)).toEqual(['4', '5']);
    expect(staff.getByRole('spinbutton', { name: 'スタッフID 2' })).toBe(inputs[1]);
    expect([inputs[0].min, inputs[0].max, inputs[0].step]).toEqual(['1', '999', '1']);
    const name = within(group('名前')).getByRole('textbox', { name: '名前 1' }) as HTMLInputElement;
    expect(name.value).toBe('あ');
    expect(within(group('名前')).getByText('1 / 5')).toBeTruthy();
    // The x-item list is still the id list: chips and one input to add an id.
    expect(screen.getByRole('button', { name: '#2を外す' })).toBeTruthy();
    expect(screen.getByRole('spinbutton', { name: 'タグ' })).toBeTruthy();
  });
});

describe('the list widget: editing', () => {
  it('edits, adds and removes string entries; an emptied entry stays as an empty string', () => {
    const store = listSampleStore({ names: ['a', 'b'] });
    renderEditor(store);
    const names = within(group('名前'));
    fireEvent.change(names.getByRole('textbox', { name: '名前 2' }), { target: { value: 'c' } });
    expect(sampleData(store).names).toEqual(['a', 'c']);
    fireEvent.change(names.getByRole('textbox', { name: '名前 1' }), { target: { value: '' } });
    expect(sampleData(store).names).toEqual(['', 'c']);

    fireEvent.click(names.getByRole('button', { name: '名前を追加' }));
    expect(sampleData(store).names).toEqual(['', 'c', '']);
    const added = names.getByRole('textbox', { name: '名前 3' });
    expect(document.activeElement).toBe(added);
    fireEvent.change(added, { target: { value: 'd' } });
    expect(sampleData(store).names).toEqual(['', 'c', 'd']);

    fireEvent.click(names.getByRole('button', { name: '名前 1を削除' }));
    expect(sampleData(store).names).toEqual(['c', 'd']);
    // Focus stays in the list: on the entry now in the removed one's place.
    expect(document.activeElement).toBe(names.getByRole('textbox', { name: '名前 1' }));
    expect((document.activeElement as HTMLInputElement).value).toBe('c');
    fireEvent.click(names.getByRole('button', { name: '名前 2を削除' }));
    fireEvent.click(names.getByRole('button', { name: '名前 1を削除' }));
    expect(sampleData(store).names).toEqual([]);
    expect(entries('名前')).toHaveLength(0);
    expect(document.activeElement).toBe(names.getByRole('button', { name: '名前を追加' }));
  });

  it('writes numbers as numbers; an emptied or new number entry is null until filled', () => {
    const store = listSampleStore({ staff_ids: [4], rates: [] });
    renderEditor(store);
    const staff = within(group('スタッフID'));
    fireEvent.change(staff.getByRole('spinbutton', { name: 'スタッフID 1' }), { target: { value: '12' } });
    expect(sampleData(store).staff_ids).toEqual([12]);
    fireEvent.click(staff.getByRole('button', { name: 'スタッフIDを追加' }));
    expect(sampleData(store).staff_ids).toEqual([12, null]);
    fireEvent.change(staff.getByRole('spinbutton', { name: 'スタッフID 2' }), { target: { value: '7' } });
    expect(sampleData(store).staff_ids).toEqual([12, 7]);
    fireEvent.change(staff.getByRole('spinbutton', { name: 'スタッフID 1' }), { target: { value: '' } });
    expect(sampleData(store).staff_ids).toEqual([null, 7]);

    const rates = within(group('率'));
    fireEvent.click(rates.getByRole('button', { name: '率を追加' }));
    fireEvent.change(rates.getByRole('spinbutton', { name: '率 1' }), { target: { value: '1.5' } });
    expect(sampleData(store).rates).toEqual([1.5]);
  });

  it('disables remove at minItems and add at maxItems', () => {
    renderEditor(listSampleStore({ staff_ids: [1] }));
    const staff = within(group('スタッフID'));
    const add = staff.getByRole('button', { name: 'スタッフIDを追加' }) as HTMLButtonElement;
    expect((staff.getByRole('button', { name: 'スタッフID 1を削除' }) as HTMLButtonElement).disabled).toBe(
      true,
    );
    fireEvent.click(add);
    expect((staff.getByRole('button', { name: 'スタッフID 1を削除' }) as HTMLButtonElement).disabled).toBe(
      false,
    );
    expect(add.disabled).toBe(false);
    fireEvent.click(add);
    expect(entries('スタッフID')).toHaveLength(3);
    expect(add.disabled).toBe(true);
  });

  it('shows an entry its own issues under it, and the list its own in the frame', () => {
    const store = listSampleStore({ staff_ids: [4, 0, 5], names: ['abcdefg'] });
    renderEditor(store);
    const staff = within(group('スタッフID'));
    fireEvent.blur(staff.getByRole('spinbutton', { name: 'スタッフID 1' }));
    const issue = store.getIssues(store.getChildIds(null)[0]).find((i) => i.path === '/staff_ids/1');
    expect(issue).toBeDefined();
    const [first, second] = entries('スタッフID');
    expect(within(second).getByText(issue!.message)).toBeTruthy();
    expect(screen.getAllByText(issue!.message)).toHaveLength(1);
    const wrong = within(second).getByRole('spinbutton');
    expect(wrong.getAttribute('aria-invalid')).toBe('true');
    expect(wrong.getAttribute('aria-describedby')).toBe(within(second).getByRole('list').id);
    expect(within(first).getByRole('spinbutton').getAttribute('aria-invalid')).toBeNull();

    const names = within(group('名前'));
    fireEvent.blur(names.getByRole('textbox', { name: '名前 1' }));
    const long = store.getIssues(store.getChildIds(null)[0]).find((i) => i.path === '/names/0');
    expect(within(entries('名前')[0]).getByText(long!.message)).toBeTruthy();

    // Below minItems: the list's own issue, in its frame, named by the add button.
    fireEvent.click(staff.getByRole('button', { name: 'スタッフID 3を削除' }));
    fireEvent.click(staff.getByRole('button', { name: 'スタッフID 2を削除' }));
    act(() => {
      store.update(store.getChildIds(null)[0], ['staff_ids'], []);
      store.touch(store.getChildIds(null)[0], ['staff_ids']);
    });
    const own = store.getIssues(store.getChildIds(null)[0]).find((i) => i.path === '/staff_ids');
    const frameIssue = screen.getByText(own!.message);
    const add = staff.getByRole('button', { name: 'スタッフIDを追加' });
    expect(add.getAttribute('aria-describedby')).toContain(frameIssue.closest('ul')!.id);
  });
});
