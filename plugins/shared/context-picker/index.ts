/**
 * The context picker (spec 000 §3.8 "The context object has category, open_api_trigger_id (tag step), event,
 * event_label, key_label, key, format"): the linked-data context of effects 13, 6 and 15 chosen from the
 * catalogue (plugins/shared/contexts.ts), category → event → key (→ format for a datetime key), instead of typing
 * each code. The wire object stays as it was: the picker writes the codes and their labels, and keeps a saved
 * context the catalogue does not know exactly as it is. React-free declaration; ./ContextPicker.tsx is loaded on
 * first draw.
 */
import type { PluginWidget } from '../../../engine/core/index.ts';

/** The widget's name, for `x-widget`. */
export const CONTEXT_WIDGET = 'context';

/**
 * Spread into the `widgets` of a plugin whose schema has a context object (`'x-widget': 'context'`); the field
 * may narrow the keys with `'x-context-types'` (value types, e.g. the reminder's goal date: datetime).
 */
export const contextWidgets = {
  [CONTEXT_WIDGET]: { load: () => import('./ContextPicker.tsx'), frame: 'group' },
} as const satisfies Readonly<Record<string, PluginWidget>>;
