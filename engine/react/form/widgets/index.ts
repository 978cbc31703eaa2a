import type { WidgetDefinition } from '../types.ts';
import { checkboxWidget } from './CheckboxWidget.tsx';
import { dateWidget } from './DateWidget.tsx';
import { radioWidget, selectWidget } from './EnumWidgets.tsx';
import { hiddenWidget } from './HiddenWidget.tsx';
import { idListWidget } from './IdListWidget.tsx';
import { listWidget } from './ListWidget.tsx';
import { numberWidget } from './NumberWidget.tsx';
import { objectListWidget } from './ObjectListWidget.tsx';
import { objectWidget } from './ObjectWidget.tsx';
import { optionsWidget } from './OptionsWidget.tsx';
import { textareaWidget, textWidget } from './TextWidget.tsx';
import { timeWidget } from './TimeWidget.tsx';
import { unsupportedWidget } from './UnsupportedWidget.tsx';

export {
  checkboxWidget,
  dateWidget,
  hiddenWidget,
  idListWidget,
  listWidget,
  numberWidget,
  objectListWidget,
  objectWidget,
  optionsWidget,
  radioWidget,
  selectWidget,
  textareaWidget,
  textWidget,
  timeWidget,
  unsupportedWidget,
};

/**
 * The built-in widgets (`ENGINE_WIDGET_NAMES`), lowest rank first: text, textarea, number, select, radio,
 * checkbox, HH:mm time, date, plain lists, id chips, nested object, hidden, plugin-computed options (by name
 * only), lists of objects, and the read-only fallback. Domain widgets (the search query of the conditions) are the plugins'.
 */
export const defaultWidgets = [
  unsupportedWidget,
  textWidget,
  textareaWidget,
  numberWidget,
  selectWidget,
  radioWidget,
  checkboxWidget,
  timeWidget,
  dateWidget,
  listWidget,
  idListWidget,
  objectWidget,
  hiddenWidget,
  optionsWidget,
  objectListWidget,
] as const satisfies readonly WidgetDefinition[];
