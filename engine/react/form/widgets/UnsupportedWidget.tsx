import { uiText } from '../../texts.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';

/**
 * The value as read-only JSON, for schemas no widget handles: the data stays visible (and saved unchanged)
 * rather than silently missing, and the app can register a widget for it.
 */
function UnsupportedField({ id, value, describedBy, lang }: WidgetProps) {
  return (
    <div className="be-unsupported">
      <textarea
        id={id}
        className="be-input be-textarea be-input--readonly"
        readOnly
        rows={2}
        aria-describedby={[describedBy, `${id}-unsupported`].filter(Boolean).join(' ')}
        value={value === undefined ? '' : JSON.stringify(value)}
      />
      <p id={`${id}-unsupported`} className="be-field__description">
        {uiText(lang, 'unsupported')}
      </p>
    </div>
  );
}

/** Anything (rank 0): the last resort. */
export const unsupportedWidget: WidgetDefinition = {
  name: 'unsupported',
  tester: () => 0,
  component: UnsupportedField,
};
