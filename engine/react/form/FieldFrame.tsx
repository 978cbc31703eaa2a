import type { Issue } from '../../core/index.ts';
import { fieldInputOf } from './field-input.ts';
import { useFormScope } from './form-context.ts';
import { IssueList } from './IssueList.tsx';
import type { FieldSlot } from './layout.ts';
import { pointerOf } from './layout.ts';
import { hasType, helpOf, idFor, titleOf } from './schema-helpers.ts';
import type { FieldPath, WidgetDefinition } from './types.ts';

interface FieldFrameProps {
  slot: FieldSlot;
  path: FieldPath;
  widget: WidgetDefinition;
  value: unknown;
  /** The visible issues at or under this field. */
  issues: readonly Issue[];
}

/**
 * One field: its label (a `<label htmlFor>`, or a legend for grouped controls), the widget, the operator's help
 * (`x-help`) and the errors, wired with `aria-invalid` / `aria-describedby` so that a screen reader reads the error with
 * the control.
 */
export function FieldFrame({ slot, path, widget, value, issues }: FieldFrameProps) {
  const scope = useFormScope();
  const id = idFor(scope.idPrefix, path);
  const label = titleOf(slot.schema, scope.lang, slot.name);
  // The operator's help (`x-help`), not the schema's description: that one is the integrators' (wire values).
  const description = helpOf(slot.schema, scope.lang);
  // An object's parts (a list's entries) show their own errors; the frame keeps only those about the field itself.
  const pointer = pointerOf(path);
  const ownOnly = widget.partIssues ?? hasType(slot.schema, 'object');
  const shown = ownOnly ? issues.filter((issue) => issue.path === pointer) : issues;
  const errorId = shown.length > 0 ? `${id}-error` : undefined;
  const descriptionId = description ? `${id}-desc` : undefined;
  const describedBy = [descriptionId, errorId].filter(Boolean).join(' ') || undefined;
  const frame = widget.frame ?? 'label';
  const Widget = widget.component;
  // A field the plugin disables for the current data: a native disabled fieldset disables every control in it,
  // whatever the widget, and keeps it in the tab order's way out (disabled controls are skipped).
  const disabled = fieldInputOf(scope.ui, path, scope.data, scope.ctx).disabled === true;

  const widgetElement = (
    <Widget
      id={id}
      name={slot.name}
      path={path}
      schema={slot.schema}
      value={value}
      data={scope.data}
      label={label}
      required={slot.required}
      invalid={shown.some((issue) => issue.severity === 'error')}
      describedBy={describedBy}
      issues={issues}
      lang={scope.lang}
      ctx={scope.ctx}
      onChange={(next) => scope.onChange(path, next)}
      onBlur={() => scope.onTouch(path)}
    />
  );
  const control =
    disabled && frame !== 'group' ? (
      <fieldset className="be-field__off" disabled>
        {widgetElement}
      </fieldset>
    ) : (
      widgetElement
    );
  // The required mark is the label's ::after (editor.css), not an element: a form draws hundreds of them.
  const labelClass = slot.required ? 'be-field__label be-field__label--required' : 'be-field__label';
  const help = description && (
    <p id={descriptionId} className="be-field__description">
      {description}
    </p>
  );
  const errors = errorId && <IssueList id={errorId} className="be-field__issues" issues={shown} />;

  if (frame === 'group') {
    return (
      <fieldset
        className={disabled ? 'be-field be-field--group be-field--disabled' : 'be-field be-field--group'}
        data-field={pointer}
        disabled={disabled || undefined}
      >
        <legend className={labelClass}>{label}</legend>
        {control}
        {help}
        {errors}
      </fieldset>
    );
  }
  const labelElement = (
    <label htmlFor={id} className={labelClass}>
      {label}
    </label>
  );
  return (
    <div
      className={`be-field${frame === 'inline' ? ' be-field--inline' : ''}${disabled ? ' be-field--disabled' : ''}`}
      data-field={pointer}
    >
      {frame === 'inline' ? (
        <div className="be-field__row">
          {control}
          {labelElement}
        </div>
      ) : (
        labelElement
      )}
      {frame === 'inline' ? null : control}
      {help}
      {errors}
    </div>
  );
}
