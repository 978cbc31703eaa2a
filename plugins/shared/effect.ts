import { CONTEXT_WIDGET } from './context-picker/index.ts';

/**
 * Fields every effect may carry (spec 000 §3.8): the condition attached to the step, a funnel edited in the
 * slide-in panel. Absent means no condition (the panel shows OFF).
 */
export const effectCommonProperties = {
  member_query_id: {
    type: 'integer',
    minimum: 1,
    title: '条件',
    'x-title-en': 'Condition',
    'x-item': 'funnel',
    'x-widget': 'hidden',
  },
} as const;

/**
 * The context object of linked data and dynamic values (spec 000 §3.8): where a value comes from.
 */
export const contextSchema = {
  type: 'object',
  title: '連携データ',
  'x-title-en': 'Linked data',
  properties: {
    category: { type: 'string', maxLength: 100, title: 'カテゴリ', 'x-title-en': 'Category' },
    open_api_trigger_id: {
      type: 'integer',
      minimum: 0,
      title: '外部連携トリガー',
      'x-title-en': 'Open API trigger',
    },
    event: { type: 'string', maxLength: 100, title: 'イベント', 'x-title-en': 'Event' },
    event_label: { type: 'string', maxLength: 200, title: 'イベント名', 'x-title-en': 'Event label' },
    key: { type: 'string', maxLength: 100, title: 'キー', 'x-title-en': 'Key' },
    key_label: { type: 'string', maxLength: 200, title: 'キー名', 'x-title-en': 'Key label' },
    format: { type: 'string', maxLength: 100, title: '書式', 'x-title-en': 'Format' },
  },
  additionalProperties: false,
} as const;

/**
 * The context object as an effect edits it: chosen from the catalogue with the context picker
 * (plugins/shared/context-picker; the plugin spreads `contextWidgets` into its `widgets`), narrowed to keys of
 * the given value types.
 *
 * @example context: pickedContextSchema(['datetime'])
 */
export const pickedContextSchema = <const T extends readonly string[]>(types: T) =>
  ({ ...contextSchema, 'x-widget': CONTEXT_WIDGET, 'x-context-types': types }) as const;
