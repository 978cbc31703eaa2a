// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { NewJourneyTag, PickerItem } from '../api/types.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { failure, fakeApi, fakeServices } from '../test/fake-api.ts';
import { preloadLazyParts } from '../test/preload-parts.ts';
import { defaultJourney } from './CreatePhase.tsx';
import { ItemPickerField } from './ItemPickerField.tsx';

// The slide-in and the picker load when first shown; here they open at once, as after a hover.
await preloadLazyParts();

afterEach(() => cleanup());

/** Two journeys, each with its phases in a folder of its own (as the seed keeps them). */
const JOURNEYS: PickerItem[] = [
  { id: 7, name: '購買ジャーニー' },
  { id: 8, name: '採用ジャーニー' },
];
const PHASES = {
  groups: [
    { id: 'fav', name: 'お気に入り' },
    { id: 80, name: '購買' },
    { id: 81, name: '採用' },
  ],
  items: [
    { id: 71, name: '認知', group_id: 80, journey_id: 7, writable: true },
    { id: 72, name: '購入', group_id: 80, journey_id: 7, writable: true },
    { id: 73, name: '応募', group_id: 81, journey_id: 8, writable: true },
  ],
  ids: [71, 72, 73],
};

/** Effect 50's phase field (several phases), over a fake API that creates phases. */
function renderPhases(permissions: ReadonlySet<string>) {
  const fake = fakeApi();
  fake.server.resources.journey_tag = structuredClone(PHASES);
  fake.server.resources.journey = { groups: [], items: JOURNEYS, ids: [7, 8] };
  const createJourneyTag = vi.fn(async (phase: NewJourneyTag) => ({
    ok: true as const,
    status: 200,
    data: {
      id: 90,
      name: phase.name,
      group_id: typeof phase.group_id === 'number' ? phase.group_id : null,
      journey_id: phase.journey_id,
      writable: true,
      fresh: true,
    },
  }));
  Object.assign(fake.api, { createJourneyTag });
  const services = fakeServices(fake.api);
  const onChange = vi.fn();
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={services}>
        <ItemPickerField
          id="phases"
          kind="journey_tag"
          label="フェーズ"
          lang="ja"
          value={[71]}
          multiple
          permissions={permissions}
          onChange={onChange}
        />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { createJourneyTag, onChange, services };
}

async function openPicker() {
  fireEvent.click(screen.getByRole('button', { name: 'フェーズを追加' }));
  const dialog = await screen.findByRole('dialog', { name: 'フェーズを選択' });
  await within(dialog).findByRole('button', { name: /^すべて/ });
  return dialog;
}

const WRITE = new Set(['journey-write']);
const nameBox = (dialog: HTMLElement) => within(dialog).getByRole('textbox', { name: '新しいフェーズ名' });
const journeySelect = (dialog: HTMLElement) =>
  within(dialog).getByRole('combobox', { name: 'ジャーニー' }) as HTMLSelectElement;
const submit = async (dialog: HTMLElement) => {
  await act(async () => {
    fireEvent.click(within(dialog).getByRole('button', { name: '作成' }));
  });
};

describe('item picker: a new phase (journey-write)', () => {
  it('is offered only with journey-write', async () => {
    renderPhases(new Set(['tag-write', 'user-tag-create', 'var-write']));
    const dialog = await openPicker();
    expect(within(dialog).queryByRole('textbox', { name: '新しいフェーズ名' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: '作成' })).toBeNull();
  });

  it('refuses an empty name with 新しいフェーズ名を入力してください, and no journey, before any call', async () => {
    const { createJourneyTag } = renderPhases(WRITE);
    const dialog = await openPicker();
    // すべて shows phases of two journeys: which one a new phase joins is the operator's choice.
    await within(dialog).findByRole('option', { name: '採用ジャーニー' });
    expect(journeySelect(dialog).value).toBe('');
    fireEvent.change(nameBox(dialog), { target: { value: '  ' } });
    await submit(dialog);
    const lines = () =>
      [...within(dialog).getByRole('alert').querySelectorAll('p, li')].map((line) => line.textContent);
    expect(lines()).toEqual(['新しいフェーズ名を入力してください', 'ジャーニーを選択してください']);
    fireEvent.change(nameBox(dialog), { target: { value: '検討' } });
    await submit(dialog);
    expect(lines()).toEqual(['ジャーニーを選択してください']);
    expect(createJourneyTag).not.toHaveBeenCalled();
  });

  it("creates the phase in the folder shown, in that folder's journey, and adds it to the choice", async () => {
    const { createJourneyTag, onChange, services } = renderPhases(WRITE);
    const dialog = await openPicker();
    fireEvent.click(within(dialog).getByRole('button', { name: '採用 1件' }));
    await within(dialog).findByRole('option', { name: '採用ジャーニー' });
    expect(journeySelect(dialog).value).toBe('8');
    fireEvent.change(nameBox(dialog), { target: { value: ' 面接 ' } });
    await submit(dialog);
    expect(createJourneyTag).toHaveBeenCalledWith({ name: '面接', journey_id: 8, group_id: 81 });
    expect(within(dialog).getByRole('button', { name: /面接/ }).getAttribute('aria-pressed')).toBe('true');
    expect(services.items.get('journey_tag')?.byId.get('90')?.journey_id).toBe(8);
    fireEvent.click(within(dialog).getByRole('button', { name: '決定' }));
    expect(onChange).toHaveBeenLastCalledWith([71, 90]);
  });

  it('takes the journey chosen in the select, and shows a refusal from the server', async () => {
    const { createJourneyTag } = renderPhases(WRITE);
    createJourneyTag.mockResolvedValueOnce(failure(422, ['ジャーニーが見つかりません']) as never);
    const dialog = await openPicker();
    await within(dialog).findByRole('option', { name: '購買ジャーニー' });
    fireEvent.change(journeySelect(dialog), { target: { value: '7' } });
    fireEvent.change(nameBox(dialog), { target: { value: '比較' } });
    await submit(dialog);
    expect(createJourneyTag).toHaveBeenCalledWith({ name: '比較', journey_id: 7, group_id: null });
    expect(within(dialog).getByRole('alert').textContent).toContain('作成に失敗しました');
    expect(within(dialog).getByRole('alert').textContent).toContain('ジャーニーが見つかりません');
  });
});

describe('defaultJourney', () => {
  it('is the only journey, else the one journey of the phases shown, else none', () => {
    expect(defaultJourney(PHASES.items, [JOURNEYS[0]], 'all')).toBe('7');
    expect(defaultJourney(PHASES.items, JOURNEYS, 80)).toBe('7');
    expect(defaultJourney(PHASES.items, JOURNEYS, 'all')).toBe('');
    expect(defaultJourney(PHASES.items, [], 80)).toBe('');
    // A journey the phases name that is gone is no default.
    expect(defaultJourney(PHASES.items, [JOURNEYS[1], { id: 9, name: '他' }], 80)).toBe('');
  });
});
