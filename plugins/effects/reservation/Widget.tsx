/**
 * Effect 31's number of reservations with the remaining count (spec 000 §2.5 "number of takes (minimum 1) with
 * remaining count display"): the number input, and under it the remaining count of the chosen plan, else of the
 * chosen slot (GET /api/line/menus/{id}/rest, GET /api/line/slots/{id}/rest, §7). Nothing while no slot is
 * chosen; 読み込み中... while asking; the plugin's `rest_unavailable` (残数が取得できませんでした, §8) when the
 * call fails. The plugin declares it (`widgets: { 'reservation-takes': … }`, ./index.ts) and names it for its
 * field (`ui.widgets: { num_of_takes: 'reservation-takes' }`); the counts come from the host's `slotRest` and
 * `menuRest` services (plugins/shared/widget-services.ts).
 */
import { useEffect, useState } from 'react';
import type { Lang } from '../../../engine/core/index.ts';
import {
  NumberInput,
  siblingValue,
  useWidgetServices,
  type WidgetProps,
} from '../../../engine/react/index.ts';
import { widgetText } from '../../shared/widget-texts.ts';
import { reservationEffect } from './index.ts';

/** Whose remaining count is shown: a plan's or a slot's. */
export interface RestTarget {
  kind: 'slot' | 'menu';
  id: number;
}

const isId = (value: unknown): value is number => typeof value === 'number' && Number.isInteger(value);

/**
 * The plan when one is chosen, else the slot; undefined without a slot (a plan alone names nothing to count:
 * changing the slot clears the plan, so it is a half-made block).
 *
 * @example restTarget({ event_slot_id: 1, event_menu_id: 11 }, ['num_of_takes']) // { kind: 'menu', id: 11 }
 */
export function restTarget(data: unknown, path: readonly (string | number)[]): RestTarget | undefined {
  const slot = siblingValue(data, path, 'event_slot_id');
  if (!isId(slot)) return undefined;
  const menu = siblingValue(data, path, 'event_menu_id');
  return isId(menu) ? { kind: 'menu', id: menu } : { kind: 'slot', id: slot };
}

type RestState =
  | { key: string; status: 'loading' }
  | { key: string; status: 'loaded'; rest: number }
  | { key: string; status: 'failed' };

/**
 * The remaining count of a target, asked once per target: typing in the number input changes nothing here, a
 * new slot or plan asks again and the answer for the one left behind is dropped (its call aborted).
 */
function useRest(target: RestTarget | undefined): RestState | undefined {
  const { slotRest, menuRest } = useWidgetServices();
  const key = target ? `${target.kind}:${target.id}` : '';
  const [state, setState] = useState<RestState | undefined>(undefined);
  const kind = target?.kind;
  const id = target?.id;

  useEffect(() => {
    if (kind === undefined || id === undefined) return;
    const controller = new AbortController();
    setState({ key, status: 'loading' });
    const call = kind === 'menu' ? menuRest : slotRest;
    // A host without the service: the count cannot be read, as when the call fails.
    const ask = () => (call ? call(id, controller.signal) : Promise.reject(new Error('no rest service')));
    // The host answers failures as data; a call that throws all the same reads as a failure, never a crash.
    Promise.resolve()
      .then(ask)
      .then(
        (result) =>
          result.ok && typeof result.data?.rest === 'number'
            ? ({ key, status: 'loaded', rest: result.data.rest } as const)
            : ({ key, status: 'failed' } as const),
        () => ({ key, status: 'failed' }) as const,
      )
      .then((next) => {
        if (!controller.signal.aborted) setState(next);
      });
    return () => controller.abort();
  }, [slotRest, menuRest, key, kind, id]);

  if (!target) return undefined;
  // Until the effect has asked for this target, the last answer belongs to another one.
  return state?.key === key ? state : { key, status: 'loading' };
}

function restText(state: RestState, target: RestTarget, lang: Lang): string {
  if (state.status === 'loading') return widgetText(lang, 'loading');
  // The plugin's own message, as its rule shows it (残数が取得できませんでした).
  if (state.status === 'failed') {
    const texts = reservationEffect.messages?.rest_unavailable;
    return (lang === 'en' ? texts?.en : undefined) ?? texts?.ja ?? '';
  }
  return widgetText(lang, target.kind === 'menu' ? 'restMenu' : 'restSlot', { rest: state.rest });
}

/**
 * Effect 31's `num_of_takes`: a number input with the remaining count of the chosen plan or slot.
 *
 * @example widgets: { 'reservation-takes': { load: () => import('./Widget.tsx') } }
 */
export default function ReservationTakes(props: WidgetProps) {
  const target = restTarget(props.data, props.path);
  const rest = useRest(target);
  const restId = `${props.id}-rest`;
  const describedBy = target ? [props.describedBy, restId].filter(Boolean).join(' ') : props.describedBy;
  return (
    <>
      <NumberInput {...props} describedBy={describedBy} />
      {target && rest && (
        <p
          id={restId}
          className={`app-rest app-rest--${rest.status}`}
          role="status"
          data-rest-of={target.kind}
        >
          {restText(rest, target, props.lang)}
        </p>
      )}
    </>
  );
}
