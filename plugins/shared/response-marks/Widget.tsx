/**
 * Response marks (spec 000 §2.1 "Choice-list editing … response mark choices"; 001 §3 "Notification mark"): the
 * choices of the friend-info field with code member_taiou_mark. They are few and named, so they are chosen from
 * a select (effect 7: one mark, or 変更しない) or a list of checkboxes (condition 50: any of several), never typed
 * as ids. Plugins ask for these widgets by name (`ui.widgets: { notify: 'response-mark' }`).
 */
import { useEffect, useSyncExternalStore } from 'react';
import type { PickerItem } from '../../../app/api/types.ts';
import { translate } from '../../../app/i18n.ts';
import { RESPONSE_MARK_ITEMS } from '../../../app/items/kinds.ts';
import { useServices } from '../../../app/services.tsx';
import { uiText, type WidgetDefinition, type WidgetProps } from '../../../engine/react/index.ts';

/** The marks, loaded on first use: null while loading, the failure's lines when it failed. */
function useMarks(): { marks: readonly PickerItem[] | null; failed: readonly string[] | null } {
  const { items } = useServices();
  useSyncExternalStore(items.subscribe, items.version, items.version);
  useEffect(() => {
    void items.load(RESPONSE_MARK_ITEMS);
  }, [items]);
  const entry = items.get(RESPONSE_MARK_ITEMS);
  if (entry?.status === 'failed') return { marks: null, failed: entry.messages };
  return { marks: entry?.status === 'loaded' ? entry.items : null, failed: null };
}

function LoadState({ lang, failed }: { lang: WidgetProps['lang']; failed: readonly string[] | null }) {
  return (
    <p className="app-picker__state" role={failed ? 'alert' : 'status'}>
      {failed ? [translate(lang, 'pickerLoadFailed'), ...failed].join(' ') : translate(lang, 'loading')}
    </p>
  );
}

/** One mark or "no change" (the schema's default below 1, e.g. -10). */
function ResponseMarkSelect(props: WidgetProps) {
  const { marks, failed } = useMarks();
  const unchanged =
    typeof props.schema.default === 'number' && props.schema.default < 1 ? props.schema.default : null;
  const value = typeof props.value === 'number' ? props.value : '';
  const known = marks?.some((mark) => mark.id === value) ?? true;
  return (
    <>
      <select
        id={props.id}
        className="be-input be-select"
        value={value}
        required={props.required}
        aria-invalid={props.invalid || undefined}
        aria-describedby={props.describedBy}
        aria-busy={marks === null || undefined}
        onChange={(event) =>
          props.onChange(event.target.value === '' ? undefined : Number(event.target.value))
        }
        onBlur={props.onBlur}
      >
        {value === '' && <option value="">{uiText(props.lang, 'choose')}</option>}
        {unchanged !== null && (
          <option value={unchanged}>{translate(props.lang, 'responseMarkUnchanged')}</option>
        )}
        {/* A saved mark that is gone (or not loaded yet) stays shown, so nothing changes behind the operator. */}
        {!known && value !== unchanged && <option value={value}>{`ID:${value}`}</option>}
        {marks?.map((mark) => (
          <option key={mark.id} value={mark.id}>
            {mark.name}
          </option>
        ))}
      </select>
      {(marks === null || failed) && <LoadState lang={props.lang} failed={failed} />}
    </>
  );
}

/** Any of several marks: a checkbox per mark, in the marks' order. */
function ResponseMarkChecks(props: WidgetProps) {
  const { marks, failed } = useMarks();
  const chosen = Array.isArray(props.value) ? (props.value as unknown[]) : [];
  const gone = chosen.filter((id) => marks !== null && !marks.some((mark) => mark.id === id));
  const toggle = (id: unknown, on: boolean) => {
    const next = on ? [...chosen, id] : chosen.filter((other) => other !== id);
    const order = (x: unknown) => marks?.findIndex((mark) => mark.id === x) ?? -1;
    props.onChange(next.sort((a, b) => order(a) - order(b)));
  };
  const options = [
    ...(marks ?? []).map((mark) => ({ id: mark.id as unknown, name: mark.name })),
    ...gone.map((id) => ({ id, name: `ID:${String(id)}` })),
  ];
  return (
    <div
      id={props.id}
      className="app-mark-checks"
      aria-invalid={props.invalid || undefined}
      aria-describedby={props.describedBy}
    >
      {options.map((option) => (
        <label key={String(option.id)} className="app-check">
          <input
            type="checkbox"
            checked={chosen.includes(option.id)}
            onChange={(event) => toggle(option.id, event.target.checked)}
            onBlur={props.onBlur}
          />
          {option.name}
        </label>
      ))}
      {(marks === null || failed) && <LoadState lang={props.lang} failed={failed} />}
      {marks !== null && options.length === 0 && (
        <p className="app-picker__state">{translate(props.lang, 'pickerNoItems')}</p>
      )}
    </div>
  );
}

/** Effect 7's mark: chosen by name (`ui.widgets: { notify: 'response-mark' }`). */
export const responseMarkWidget: WidgetDefinition = {
  name: 'response-mark',
  tester: () => -1,
  component: ResponseMarkSelect,
};

/** Condition 50's marks: chosen by name (`ui.widgets: { notify: 'response-marks' }`). */
export const responseMarksWidget: WidgetDefinition = {
  name: 'response-marks',
  tester: () => -1,
  frame: 'group',
  component: ResponseMarkChecks,
};
