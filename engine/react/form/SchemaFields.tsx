import type { BlockSchema, Issue } from '../../core/index.ts';
import { FieldFrame } from './FieldFrame.tsx';
import { fieldInputOf } from './field-input.ts';
import { type FormScope, useFormScope } from './form-context.ts';
import { IssueList } from './IssueList.tsx';
import { fieldSlots, issuesUnder, pointerOf } from './layout.ts';
import type { FieldPath } from './types.ts';

/** Props of `SchemaFields`. */
export interface SchemaFieldsProps {
  /** An object schema. */
  schema: BlockSchema;
  value: unknown;
  /** Where this object sits in the block's data ([] at the top). */
  path: FieldPath;
  /** The visible issues at or under `path`. */
  issues: readonly Issue[];
}

/**
 * The widget a field names for the current data (`ui.inputs[field]().widget`) when the registry holds it, else
 * the one the plugin names for the field (`ui.widgets`); `choose` falls back to `x-widget` and the ranks.
 */
function namedWidget(scope: FormScope, path: FieldPath): string | undefined {
  const hinted = fieldInputOf(scope.ui, path, scope.data, scope.ctx).widget;
  return hinted !== undefined && scope.widgets.get(hinted) ? hinted : scope.ui?.widgets?.[path.join('.')];
}

/**
 * The fields of one object, each framed with its label and errors. Widgets of nested objects render it again
 * for their properties. Issues no drawn field can show (a hidden field's, a block-level rule's) are listed at
 * the top so that nothing that blocks saving is invisible.
 *
 * @example <SchemaFields schema={contextSchema} value={value} path={['context']} issues={issues} />
 */
export function SchemaFields({ schema, value, path, issues }: SchemaFieldsProps) {
  const scope = useFormScope();
  const ui = path.length === 0 ? scope.ui : undefined;
  const fields = fieldSlots(schema, value, ui, scope.ctx)
    .map((slot) => {
      const fieldPath = [...path, slot.name];
      const context = {
        name: slot.name,
        path: fieldPath,
        data: scope.data,
        lang: scope.lang,
        ctx: scope.ctx,
      };
      const widget = scope.widgets.choose(slot.schema, context, namedWidget(scope, fieldPath));
      return { slot, fieldPath, pointer: pointerOf(fieldPath), widget };
    })
    .filter((field) => field.widget.frame !== 'none');

  const own = pointerOf(path);
  const loose = issues.filter(
    (issue) =>
      !(path.length > 0 && issue.path === own) &&
      !fields.some((field) => issue.path === field.pointer || issue.path.startsWith(`${field.pointer}/`)),
  );
  const record = typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};

  return (
    <>
      {loose.length > 0 && (
        <IssueList
          // Only warnings (a quota notice, the block warning): amber, not the red of an error.
          className={
            loose.every((issue) => issue.severity === 'warning')
              ? 'be-form__issues be-form__issues--warning'
              : 'be-form__issues'
          }
          issues={loose}
        />
      )}
      {fields.map((field) => (
        <FieldFrame
          key={field.slot.name}
          slot={field.slot}
          path={field.fieldPath}
          widget={field.widget}
          value={record[field.slot.name]}
          issues={issuesUnder(issues, field.pointer)}
        />
      ))}
    </>
  );
}
