import type { WidgetDefinition } from '../types.ts';

/**
 * Not drawn: `x-widget: 'hidden'` fields (set by the app or by change rules) and constants such as the type
 * field. Their value stays in the data untouched.
 */
export const hiddenWidget: WidgetDefinition = {
  name: 'hidden',
  tester: (schema) => ('const' in schema ? 50 : -1),
  component: () => null,
  frame: 'none',
};
