import { lazyModule, useLazyModule } from '../../lazy-module.ts';
import { uiText } from '../../texts.ts';
import { hasType } from '../schema-helpers.ts';
import type { WidgetDefinition, WidgetProps } from '../types.ts';
import { CalendarIcon } from './CalendarIcon.tsx';

/**
 * The input with its calendar and dayjs (about 5 kB gzip) is a chunk of its own, loaded when a date field is first
 * drawn: most documents have none, and /actions/new opens with none (issue 14).
 */
const dateInput = lazyModule(() => import('./DateInput.tsx').then((module) => module.DateInput));

/**
 * Drawn in the field's place while the input loads: the same input (read-only, the stored text as is) and a
 * button of the same size, so nothing moves when the real one arrives. When the chunk could not load, the same
 * input with the reason and 再試行 beside it.
 */
function DateLoading({
  id,
  value,
  required,
  invalid,
  describedBy,
  lang,
  failed,
  retry,
}: WidgetProps & LoadState) {
  return (
    <div className="be-date" aria-busy={!failed}>
      <input
        id={id}
        type="text"
        className="be-input be-input--date"
        placeholder="YYYY/MM/DD"
        value={typeof value === 'string' ? value : ''}
        readOnly
        required={required}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
      />
      {failed ? (
        <span role="alert" className="be-widget-loading be-widget-loading--failed">
          {uiText(lang, 'dateLoadFailed')}{' '}
          <button type="button" className="be-button" onClick={retry}>
            {uiText(lang, 'widgetRetry')}
          </button>
        </span>
      ) : (
        // Holds the calendar button's place; not a control until the input has loaded.
        <span className="be-button be-button--icon be-date__pending" aria-hidden="true">
          <CalendarIcon />
        </span>
      )}
    </div>
  );
}

interface LoadState {
  failed: boolean;
  retry(): void;
}

/** The date field: its input once loaded, until then its placeholder. */
function DateField(props: WidgetProps) {
  const input = useLazyModule(dateInput);
  if (input.value) return <input.value {...props} />;
  return <DateLoading {...props} failed={input.failed} retry={input.retry} />;
}

/** `format: 'date'` or `x-widget: 'date'` strings (rank 4). */
export const dateWidget: WidgetDefinition = {
  name: 'date',
  tester: (schema) => (hasType(schema, 'string') && schema.format === 'date' ? 4 : -1),
  component: DateField,
};
