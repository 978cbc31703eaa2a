import { useEffect, useId, useState, useSyncExternalStore } from 'react';
import type { PickerItem } from '../api/types.ts';
import { itemKindName, translate } from '../page-i18n.ts';
import { useServices } from '../services.tsx';
import type { CreateItemFormProps } from './CreateItemForm.tsx';
import { itemEditApi } from './item-edit-api.ts';
import { newItemFolder } from './kinds.ts';
import { itemsInFolder } from './search.ts';
import { createOnEnter, useCreateItem, useReportDirty } from './useCreateItem.ts';

/**
 * The journey a new phase starts in: the only journey, else the one every phase of the folder shown belongs to;
 * '' when that says nothing (the operator chooses).
 *
 * @example defaultJourney(phases, [{ id: 4, name: '購買' }], 'all') // '4'
 */
export function defaultJourney(
  phases: readonly PickerItem[],
  journeys: readonly PickerItem[],
  folder: number | string,
): string {
  if (journeys.length === 1) return String(journeys[0].id);
  const shown = new Set(
    itemsInFolder(phases, folder)
      .map((phase) => phase.journey_id)
      .filter((id) => id !== undefined && id !== null)
      .map(String),
  );
  const [only] = shown;
  return shown.size === 1 && journeys.some((journey) => String(journey.id) === only) ? only : '';
}

/**
 * Creates a phase (POST /api/journey_tags, journey-write; spec 002 §6): a name and the journey it belongs to (a
 * phase is always one journey's: condition 70 pairs them), in the folder shown. An empty name
 * (新しいフェーズ名を入力してください) or no journey (ジャーニーを選択してください) is refused before any call.
 *
 * @example <CreatePhase kind="journey_tag" folder="all" lang="ja" onCreated={select} onNotice={setNotice} />
 */
export function CreatePhase({ kind, folder, lang, onCreated, onNotice, onDirtyChange }: CreateItemFormProps) {
  const { api: client, items } = useServices();
  const api = itemEditApi(client);
  useSyncExternalStore(items.subscribe, items.version, items.version);
  useEffect(() => {
    void items.load('journey');
  }, [items]);
  const journeys = items.get('journey');
  const [name, setName] = useState('');
  const [journey, setJourney] = useState<string | null>(null);
  useReportDirty(name !== '', onDirtyChange);
  const chosen = journey ?? defaultJourney(items.get(kind)?.items ?? [], journeys?.items ?? [], folder);
  const { busy, create } = useCreateItem(kind, lang, onNotice);
  const ids = { name: useId(), journey: useId() };
  const kindName = itemKindName(lang, kind);

  const submit = async () => {
    const trimmed = name.trim();
    const refusals = [
      ...(trimmed === '' ? [translate(lang, 'pickerCreateEmpty', { kind: kindName })] : []),
      ...(chosen === '' ? [translate(lang, 'phaseJourneyRequired')] : []),
    ];
    if (refusals.length > 0) {
      onNotice(refusals);
      return;
    }
    const phase = await create(() =>
      api.createJourneyTag({ name: trimmed, journey_id: Number(chosen), group_id: newItemFolder(folder) }),
    );
    if (!phase) return;
    setName('');
    onCreated(phase);
  };

  return (
    // A group, not a form, as the other create controls (see createOnEnter).
    <div className="app-picker__create">
      <label htmlFor={ids.name} className="app-picker__create-label">
        {translate(lang, 'pickerCreateName', { kind: kindName })}
      </label>
      <div className="app-picker__create-row">
        <input
          id={ids.name}
          className="app-input"
          value={name}
          maxLength={100}
          autoComplete="off"
          onChange={(event) => setName(event.target.value)}
          onKeyDown={createOnEnter(() => void submit())}
        />
      </div>
      <label htmlFor={ids.journey} className="app-picker__create-label">
        {translate(lang, 'phaseJourney')}
      </label>
      <div className="app-picker__create-row">
        <select
          id={ids.journey}
          className="app-input"
          value={chosen}
          aria-busy={journeys?.status === 'loading' || undefined}
          onChange={(event) => setJourney(event.target.value)}
        >
          {chosen === '' && <option value="">{translate(lang, 'phaseJourneyRequired')}</option>}
          {journeys?.items.map((option) => (
            <option key={option.id} value={String(option.id)}>
              {option.name}
            </option>
          ))}
        </select>
        <button
          type="button"
          className="app-button"
          disabled={busy}
          aria-busy={busy || undefined}
          onClick={() => void submit()}
        >
          {translate(lang, 'pickerCreate')}
        </button>
      </div>
    </div>
  );
}
