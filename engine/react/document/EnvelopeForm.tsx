import { type ReactNode, useCallback, useMemo } from 'react';
import {
  type BlockSchema,
  type DocumentDefinition,
  type Lang,
  type PluginContext,
  requiredFields,
  type SchemaNode,
} from '../../core/index.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import type { WidgetRegistry } from '../form/widget-registry.ts';
import { ENVELOPE_ID_PREFIX } from './summary.ts';
import type { DocumentEditorState } from './useDocumentEditor.ts';

/**
 * The part of a document's envelope schema an editor draws: the named properties, shown whatever the data (the
 * host chose them), and required as the document requires them for `value` (a template's name) or because the
 * kind's defaults always fill them (`alwaysSet`: a select of options then offers no empty choice).
 *
 * @example envelopeSchemaOf(actionDocument, ['is_template', 'a_name'], [], { is_template: 1 }).required // ['a_name']
 */
export function envelopeSchemaOf(
  definition: DocumentDefinition,
  fields: readonly string[],
  alwaysSet: readonly string[] = [],
  value: unknown = {},
): BlockSchema {
  const node = definition.schema as SchemaNode;
  const all = (node.properties ?? {}) as Record<string, SchemaNode>;
  const properties = Object.fromEntries(
    fields.filter((name) => name in all).map((name) => [name, all[name]]),
  );
  const required = [...new Set([...requiredFields(definition.schema, value), ...alwaysSet])].filter((name) =>
    fields.includes(name),
  );
  return { type: 'object', properties, required } as BlockSchema;
}

/** Props of `EnvelopeForm`. */
export interface EnvelopeFormProps {
  editor: DocumentEditorState;
  definition: DocumentDefinition;
  /** The envelope fields to draw, in order (none: nothing is drawn); a stable array (a constant). */
  fields: readonly string[];
  lang: Lang;
  ctx: PluginContext;
  widgets?: WidgetRegistry;
  /** Widgets by field name (`{ group_id: 'folder' }`), as a plugin's `ui.widgets`. */
  fieldWidgets?: Readonly<Record<string, string>>;
  /** The section's heading (and accessible name). */
  heading?: string;
  className?: string;
  /** What the page shows under the fields, inside the section (a setting edited elsewhere, read only). */
  children?: ReactNode;
}

/**
 * A document's envelope, drawn from its schema with the same widget registry as the blocks: labels from the
 * titles, counters from maxLength, choices from oneOf, the errors of the last save attempt under each field
 * (and live as they are fixed). Field ids start with ENVELOPE_ID_PREFIX, so the error summary can focus them.
 *
 * @example <EnvelopeForm editor={editor} definition={actionDocument} fields={['is_template', 'a_name', 'group_id']} lang="ja" ctx={ctx} widgets={consoleWidgets} fieldWidgets={{ is_template: 'checkbox', group_id: 'folder' }} />
 */
export function EnvelopeForm(props: EnvelopeFormProps) {
  const { editor, definition, fields, lang, ctx } = props;
  const schema = useMemo(() => {
    const all = ((definition.schema as SchemaNode).properties ?? {}) as Record<string, SchemaNode>;
    // A default makes a field always set, unless it is a checkbox (whose off is a value as good as on).
    const alwaysSet = fields.filter(
      (name) => all[name]?.default != null && props.fieldWidgets?.[name] !== 'checkbox',
    );
    return envelopeSchemaOf(definition, fields, alwaysSet, editor.envelope);
  }, [definition, fields, props.fieldWidgets, editor.envelope]);
  const ui = useMemo(
    () => ({ order: [...fields], widgets: { ...props.fieldWidgets } }),
    [fields, props.fieldWidgets],
  );
  const { setEnvelope } = editor;
  const onChange = useCallback(
    (path: readonly (string | number)[], value: unknown) => {
      if (path.length === 1) setEnvelope({ [String(path[0])]: value });
    },
    [setEnvelope],
  );
  // Each drawn field shows its own errors; the document's other errors are the summary's to list.
  const issues = useMemo(
    () =>
      editor.envelopeIssues.filter((issue) =>
        fields.some((name) => issue.path === `/${name}` || issue.path.startsWith(`/${name}/`)),
      ),
    [editor.envelopeIssues, fields],
  );
  if (fields.length === 0) return null;
  return (
    // be-editor: the block editor's look (its colours and type), so fields read the same above and in the list.
    <section className={`be-editor de-envelope ${props.className ?? ''}`} aria-label={props.heading}>
      {props.heading && <h2 className="de-heading de-envelope__heading">{props.heading}</h2>}
      <SchemaForm
        schema={schema}
        value={editor.envelope}
        onChange={onChange}
        issues={issues}
        lang={lang}
        ui={ui as never}
        ctx={ctx}
        widgets={props.widgets}
        idPrefix={ENVELOPE_ID_PREFIX}
      />
      {props.children}
    </section>
  );
}
