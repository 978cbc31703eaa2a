// @vitest-environment jsdom
import { cleanup, fireEvent, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { SELECT_ALL, salonCondition } from '../../plugins/conditions/salon/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import type { PickerItem } from '../api/types.ts';
import { testSalonCourses, testSalonResources, testSalons } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { renderConsoleForm } from '../test/render-console-form.tsx';

// The slide-in and the picker load when first shown; here they open at once, as after a hover.
await preloadLazyParts();

/**
 * Condition 67's resource and course lists in the item picker (spec 001 §3, §4, §9): -1 is the labelled
 * "all", which stands alone, and only the items of the chosen salons are offered.
 */
afterEach(() => cleanup());

const registry = createBuiltInRegistry();
// The plugin context knows the items as the console's does (the salons' change rule reads `salon_id`).
const refs = (items: readonly PickerItem[]) =>
  items.map((item) => ({ ...item, type: item.type ?? undefined }));
const ctx = createContext({
  abilities: ['salon_created'],
  items: {
    salon_reservation: refs(testSalons),
    salon_resource: refs(testSalonResources),
    salon_course: refs(testSalonCourses),
  },
});

const selection = (selected: number[]) => ({
  use: true,
  dynamic: false,
  with_past: false,
  invert: false,
  selected,
});

type Data = Record<string, unknown>;

/** Condition 67's form with the plugin's ui and the console's widgets; changes go through the engine (change rules). */
function renderSalon(initial: Data) {
  const { latest } = renderConsoleForm(
    salonCondition,
    { ...salonCondition.defaults(), ...initial },
    { idPrefix: 's', ctx, registry },
  );
  const last = () => latest() as Data & { resource: { selected: number[] }; course: { selected: number[] } };
  return { last };
}

async function openPicker(label: string) {
  fireEvent.click(screen.getByRole('button', { name: `${label}を追加` }));
  return screen.findByRole('dialog', { name: `${label}を選択` });
}

const itemNames = (dialog: HTMLElement) =>
  [...dialog.querySelectorAll('button[data-item] .app-picker__item-name')].map((e) => e.textContent);

const chips = (kind: string) =>
  [...document.querySelectorAll(`[data-item-kind="${kind}"] .app-chip__name`)].map((e) => e.textContent);

describe('condition 67: "all" resources and courses (-1)', () => {
  it('reads a saved -1 as すべてのリソース / すべてのコース, not as a deleted item', async () => {
    renderSalon({ salonIds: [1], resource: selection([SELECT_ALL]), course: selection([SELECT_ALL]) });
    await screen.findByText('すべてのリソース');
    expect(chips('salon_resource')).toEqual(['すべてのリソース']);
    expect(chips('salon_course')).toEqual(['すべてのコース']);
    expect(screen.queryByText('削除された項目が指定されています')).toBeNull();
    expect(screen.queryByText(/削除済み/)).toBeNull();
  });

  it('offers すべてのリソース first; choosing it replaces the chosen resources', async () => {
    const { last } = renderSalon({ salonIds: [1], resource: selection([11]) });
    const dialog = await openPicker('リソース');
    await within(dialog).findByRole('button', { name: /個室A/ });
    const specials = within(dialog).getByRole('group', { name: '特別な指定' });
    const first = dialog.querySelector('button[data-roving]:not([data-folder])');
    expect(first?.textContent).toContain('すべてのリソース');
    fireEvent.click(within(specials).getByRole('button', { name: /すべてのリソース/ }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(last().resource.selected).toEqual([SELECT_ALL]);
    expect(chips('salon_resource')).toEqual(['すべてのリソース']);
  });

  it('choosing a course drops すべてのコース, in the picker and in the data', async () => {
    const { last } = renderSalon({ salonIds: [1], course: selection([SELECT_ALL]) });
    const dialog = await openPicker('コース');
    const all = within(dialog).getByRole('button', { name: /すべてのコース/ });
    expect(all.getAttribute('aria-current')).toBe('true');
    fireEvent.click(await within(dialog).findByRole('button', { name: /^✓?カット$/ }));
    expect(all.getAttribute('aria-current')).toBeNull();
    expect(within(dialog).getByText('1件選択中')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(last().course.selected).toEqual([21]);
    expect(chips('salon_course')).toEqual(['カット']);
  });
});

describe('condition 67: only the resources and courses of the chosen salons', () => {
  it('lists, counts and finds only the items of the chosen salons', async () => {
    renderSalon({ salonIds: [2], resource: selection([]), course: selection([]) });
    let dialog = await openPicker('コース');
    await within(dialog).findByRole('button', { name: /ヘッドスパ/ });
    expect(itemNames(dialog)).toEqual(['ヘッドスパ']);
    expect(within(dialog).getByRole('button', { name: 'すべて 1件' })).toBeTruthy();
    fireEvent.change(within(dialog).getByRole('searchbox', { name: 'キーワードで検索' }), {
      target: { value: 'カット' },
    });
    expect(within(dialog).getByText('候補がありません')).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    dialog = await openPicker('リソース');
    await within(dialog).findByRole('button', { name: /佐藤/ });
    expect(itemNames(dialog)).toEqual(['スタイリスト 佐藤']);
  });

  it('follows the salons chosen in the same block', async () => {
    renderSalon({ salonIds: [1], resource: selection([]) });
    let dialog = await openPicker('リソース');
    await within(dialog).findByRole('button', { name: /個室A/ });
    expect(itemNames(dialog)).toEqual(['スタイリスト 山田', '個室A']);
    fireEvent.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    const salons = await openPicker('店舗');
    fireEvent.click(await within(salons).findByRole('button', { name: /新宿店/ }));
    fireEvent.click(within(salons).getByRole('button', { name: '決定' }));
    dialog = await openPicker('リソース');
    await within(dialog).findByRole('button', { name: /佐藤/ });
    expect(itemNames(dialog)).toEqual(['スタイリスト 山田', '個室A', 'スタイリスト 佐藤']);
  });

  it('offers nothing before a salon is chosen, and says so', async () => {
    renderSalon({ salonIds: [], resource: selection([]) });
    const dialog = await openPicker('リソース');
    expect(await within(dialog).findByText('先に店舗を選択してください')).toBeTruthy();
    expect(itemNames(dialog)).toEqual([]);
    expect(within(dialog).queryByRole('button', { name: /すべてのリソース/ })).toBeNull();
  });

  it('names the kinds in a deleted item: 削除済みのリソース / 削除済みのコース', async () => {
    renderSalon({ salonIds: [1], resource: selection([99]), course: selection([98]) });
    expect(await screen.findByText('削除済みのリソース(ID:99)')).toBeTruthy();
    expect(await screen.findByText('削除済みのコース(ID:98)')).toBeTruthy();
  });
});
