/**
 * Condition 67's reservation statuses (spec 001 §3 "status{use, invert, selected[] of keys}", §8): a checkbox per
 * status of GET /api/salon/statuses, labelled with its label and saving its key. 読み込み中... while asking,
 * 読み込み中にエラーが発生しました when the list cannot be read (spec 000 §8), ステータスがありません for an empty
 * list. A saved key the server no longer lists stays checked and flagged, so the operator sees it and nothing is
 * dropped behind their back. The plugin declares it (`widgets: { 'salon-statuses': … }`, ./index.ts) and names it
 * for its field (`ui.widgets: { 'status.selected': 'salon-statuses' }`); the list comes from the host's
 * `salonStatuses` service (plugins/shared/widget-services.ts).
 */
import { useEffect, useState } from 'react';
import type { WidgetServices } from '../../../engine/core/index.ts';
import { useWidgetServices, type WidgetProps } from '../../../engine/react/index.ts';
import { widgetText } from '../../shared/widget-texts.ts';

/** A reservation status as GET /api/salon/statuses lists it: condition 67 saves its key. */
export interface SalonStatus {
  key: string;
  label: string;
}

/** The status list as the widget knows it. */
export type StatusList =
  | { status: 'loading' }
  | { status: 'loaded'; statuses: readonly SalonStatus[] }
  | { status: 'failed'; messages: readonly string[] };

const isStatus = (entry: unknown): entry is SalonStatus =>
  typeof entry === 'object' &&
  entry !== null &&
  typeof (entry as SalonStatus).key === 'string' &&
  (entry as SalonStatus).key !== '';

type StatusCall = WidgetServices['salonStatuses'];

// Several condition-67 blocks on a page share one request per service; a failure is forgotten so that the next
// widget drawn asks again instead of showing a stale error for the rest of the page's life.
const requests = new WeakMap<StatusCall, Promise<StatusList>>();

function requestStatuses(api: StatusCall): Promise<StatusList> {
  const running = requests.get(api);
  if (running) return running;
  // The host answers failures as data; a call that throws all the same reads as a failure, never a crash.
  const request: Promise<StatusList> = Promise.resolve()
    .then(() => api())
    .then(
      (result): StatusList =>
        result.ok && Array.isArray(result.data)
          ? {
              status: 'loaded',
              statuses: result.data
                .filter(isStatus)
                .map((entry) => ({ key: entry.key, label: String(entry.label ?? entry.key) })),
            }
          : { status: 'failed', messages: result.ok ? [] : result.messages },
      (): StatusList => ({ status: 'failed', messages: [] }),
    );
  requests.set(api, request);
  void request.then((list) => {
    if (list.status === 'failed' && requests.get(api) === request) requests.delete(api);
  });
  return request;
}

const NO_SERVICE: StatusList = { status: 'failed', messages: [] };

function useStatusList(): StatusList {
  const api = useWidgetServices().salonStatuses;
  const [answer, setAnswer] = useState<{ api: StatusCall; list: StatusList } | undefined>(undefined);
  useEffect(() => {
    if (!api) return;
    let live = true;
    void requestStatuses(api).then((list) => {
      if (live) setAnswer({ api, list });
    });
    return () => {
      live = false;
    };
  }, [api]);
  if (!api) return NO_SERVICE;
  return answer?.api === api ? answer.list : { status: 'loading' };
}

/** One checkbox: a listed status, or a saved key that is not (listed: false, flagged once the list is known). */
interface StatusOption {
  key: unknown;
  label: string;
  unknown: boolean;
}

/**
 * The checkboxes to draw: the listed statuses in the server's order, then the saved keys it does not list.
 *
 * @example statusOptions({ status: 'loaded', statuses: [{ key: 'approved', label: '予約済み' }] }, ['gone'], 'ja')
 * // [{ key: 'approved', label: '予約済み', unknown: false }, { key: 'gone', label: 'gone(一覧にないステータス)', unknown: true }]
 */
export function statusOptions(
  list: StatusList,
  chosen: readonly unknown[],
  lang: WidgetProps['lang'],
): StatusOption[] {
  const listed = list.status === 'loaded' ? list.statuses : [];
  const keys = new Set<unknown>(listed.map((status) => status.key));
  const loaded = list.status === 'loaded';
  return [
    ...listed.map((status) => ({ key: status.key as unknown, label: status.label, unknown: false })),
    ...chosen
      .filter((key) => !keys.has(key))
      .map((key) => ({
        key,
        // Until the list is known a saved key is only not-yet-named, not unknown.
        label: loaded ? widgetText(lang, 'statusUnknown', { key: String(key) }) : String(key),
        unknown: loaded,
      })),
  ];
}

function ListState({ list, empty, lang }: { list: StatusList; empty: boolean; lang: WidgetProps['lang'] }) {
  if (list.status === 'loading')
    return (
      <p className="app-picker__state" role="status">
        {widgetText(lang, 'loading')}
      </p>
    );
  if (list.status === 'failed')
    return (
      <p className="app-picker__state app-statuses__failed" role="alert">
        {[widgetText(lang, 'loadFailed'), ...list.messages].join(' ')}
      </p>
    );
  return empty ? <p className="app-picker__state">{widgetText(lang, 'noStatuses')}</p> : null;
}

/**
 * Condition 67's `status.selected`: the reservation statuses as labelled checkboxes in a fieldset.
 *
 * @example widgets: { 'salon-statuses': { load: () => import('./Widget.tsx'), frame: 'group' } }
 */
export default function SalonStatusChecks(props: WidgetProps) {
  const list = useStatusList();
  const chosen = Array.isArray(props.value) ? (props.value as unknown[]) : [];
  const options = statusOptions(list, chosen, props.lang);
  const toggle = (key: unknown, on: boolean) => {
    const next = on ? [...chosen, key] : chosen.filter((other) => other !== key);
    // The server's order, unlisted keys after it in the order they were saved (the sort is stable).
    const rank = (value: unknown) => {
      const index = options.findIndex((option) => !option.unknown && option.key === value);
      return index < 0 ? options.length : index;
    };
    props.onChange(next.sort((a, b) => rank(a) - rank(b)));
  };
  const listedCount = list.status === 'loaded' ? list.statuses.length : 0;
  return (
    <div id={props.id} className="app-statuses">
      {options.length > 0 && (
        <div className="app-statuses__list">
          {options.map((option) => (
            <label
              key={String(option.key)}
              className={`app-check${option.unknown ? ' app-check--unknown' : ''}`}
              data-unknown={option.unknown || undefined}
            >
              <input
                type="checkbox"
                value={String(option.key)}
                checked={chosen.includes(option.key)}
                aria-invalid={props.invalid || undefined}
                aria-describedby={props.describedBy}
                onChange={(event) => toggle(option.key, event.target.checked)}
                onBlur={props.onBlur}
              />
              {option.label}
            </label>
          ))}
        </div>
      )}
      <ListState list={list} empty={listedCount === 0} lang={props.lang} />
    </div>
  );
}
