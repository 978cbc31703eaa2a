/**
 * Response marks (spec 000 §2.1 "Choice-list editing … response mark choices"; 001 §3 "Notification mark"): the
 * choices of the friend-info field with code member_taiou_mark. They are few and named, so they are chosen from
 * a select (effect 7: one mark, or 変更しない) or a list of checkboxes (condition 50: any of several), never typed
 * as ids. Effect 7 and condition 50 spread their declaration (`responseMarkWidgets`, ./index.ts) and name one
 * for their field (`ui.widgets: { notify: 'response-mark' }`); the marks come from the host's `items` service.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { uiText, useWidgetServices, type WidgetProps } from '../../../engine/react/index.ts';
import type { HostItemList } from '../widget-services.ts';
import { widgetText } from '../widget-texts.ts';
import { RESPONSE_MARK_ITEMS } from './index.ts';

/** The marks, loaded on first use: null while loading, the failure's lines when it failed. */
type Mark = HostItemList['items'][number];

const noItems = {
  subscribe: () => () => {},
  version: () => 0,
  load: () => Promise.resolve(),
  get: (): HostItemList => ({ status: 'failed', items: [], messages: [] }),
};

function useMarks(): { marks: readonly Mark[] | null; failed: readonly string[] | null } {
  // A host without item lists: the marks cannot be read, as when the load fails.
  const items = useWidgetServices().items ?? noItems;
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
      {failed ? [widgetText(lang, 'loadFailed'), ...failed].join(' ') : widgetText(lang, 'loading')}
    </p>
  );
}

/** One mark or "no change" (the schema's default below 1, e.g. -10): effect 7's `response-mark`. */
export function ResponseMarkSelect(props: WidgetProps) {
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
        {unchanged !== null && <option value={unchanged}>{widgetText(props.lang, 'markUnchanged')}</option>}
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

/** Any of several marks, a checkbox per mark in the marks' order: condition 50's `response-marks`. */
export function ResponseMarkChecks(props: WidgetProps) {
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
        <p className="app-picker__state">{widgetText(props.lang, 'noItems')}</p>
      )}
    </div>
  );
}
