/**
 * The response-mark widgets (spec 000 §2.1, 001 §3): a select of one mark for effect 7, checkboxes of several
 * for condition 50. Both plugins choose among the same marks (the choices of the friend-info field with code
 * member_taiou_mark) and neither owns them, so the widgets live here, shared, and each plugin spreads this
 * declaration: one name means one widget in every plugin (the registry refuses two different ones).
 */
import type { PluginWidget } from '../../../engine/core/index.ts';

/** The item kind the response marks are given under (the host lists them; summaries name them). */
export const RESPONSE_MARK_ITEMS = 'response_mark';

/**
 * `response-mark` (one mark, or 変更しない) and `response-marks` (any of several, in a fieldset); each lists the
 * `response_mark` items, which a host loads with the editor (`itemKinds`).
 *
 * @example definePlugin({ …, widgets: responseMarkWidgets, ui: { widgets: { notify: 'response-mark' } } })
 */
export const responseMarkWidgets = {
  'response-mark': {
    load: () => import('./Widget.tsx').then((module) => ({ default: module.ResponseMarkSelect })),
    itemKinds: [RESPONSE_MARK_ITEMS],
  },
  'response-marks': {
    load: () => import('./Widget.tsx').then((module) => ({ default: module.ResponseMarkChecks })),
    frame: 'group',
    itemKinds: [RESPONSE_MARK_ITEMS],
  },
} as const satisfies Readonly<Record<string, PluginWidget>>;
