import { useCallback, useMemo } from 'react';
import type { BlockSchema, DocumentDefinition, Lang, PluginContext, SchemaNode } from '../../core/index.ts';
import { SchemaForm } from '../form/SchemaForm.tsx';
import type { WidgetRegistry } from '../form/widget-registry.ts';
import { ENVELOPE_ID_PREFIX } from './summary.ts';
import type { DocumentEditorState } from './useDocumentEditor.ts';

/**
 * The part of a document's envelope schema an editor draws: the named properties, their requirements and the
 * conditional requirements that speak of them (a template's name).
 *
 * `alwaysSet` names fields that always hold a value (the defaults fill them): drawn as required, so a select
 * offers no empty choice.
 *
 * @example envelopeSchemaOf(actionDocument, ['is_template', 'a_name']).properties // { is_template, a_name }
 */
export function envelopeSchemaOf(
  definition: DocumentDefinition,
  fields: readonly string[],
  alwaysSet: readonly string[] = [],
): BlockSchema {
  const node = definition.schema as SchemaNode;
  const all = (node.properties ?? {}) as Record<string, SchemaNode>;
  const properties = Object.fromEntries(
    fields.filter((name) => name in all).map((name) => [name, all[name]]),
  );
  // A field with a default is always set (the kind's defaults fill it): no empty choice to offer.
  const hasDefault = (name: string) => all[name]?.default !== undefined && all[name]?.default !== null;
  const required = [
    ...new Set([
      ...((node.required as string[] | undefined) ?? []),
      ...Object.keys(properties).filter(hasDefault),
    ]),
  ].filter((name) => fields.includes(name));
  const speaksOfDrawn = (part: SchemaNode) =>
    (((part.then as SchemaNode | undefined)?.required as string[] | undefined) ?? []).some((name) =>
      fields.includes(name),
    );
  const allOf = ((node.allOf as SchemaNode[] | undefined) ?? []).filter(
    (part) => typeof part === 'object' && 'if' in part && speaksOfDrawn(part),
  );
  return { type: 'object', properties, required, ...(allOf.length > 0 ? { allOf } : {}) } as BlockSchema;
}

/** Props of `EnvelopeForm`. */
export interface EnvelopeFormProps {
  editor: DocumentEditorState;
  definition: DocumentDefinition;
  /** The envelope fields to draw, in order (none: nothing is drawn). */
  fields: readonly string[];
  lang: Lang;
  ctx: PluginContext;
  widgets?: WidgetRegistry;
  /** Widgets by field name (`{ group_id: 'folder' }`), as a plugin's `ui.widgets`. */
  fieldWidgets?: Readonly<Record<string, string>>;
  /** The section's heading (and accessible name). */
  heading?: string;
  className?: string;
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
  const key = fields.join(',');
  // biome-ignore lint/correctness/useExhaustiveDependencies: the fields' names (key) are what matters.
  const schema = useMemo(() => {
    const all = ((definition.schema as SchemaNode).properties ?? {}) as Record<string, SchemaNode>;
    // A default makes a field always set, unless it is a checkbox (whose off is a value as good as on).
    const alwaysSet = fields.filter(
      (name) => all[name]?.default != null && props.fieldWidgets?.[name] !== 'checkbox',
    );
    return envelopeSchemaOf(definition, fields, alwaysSet);
  }, [definition, key, props.fieldWidgets]);
  const ui = useMemo(
    () => ({ order: [...fields], widgets: { ...props.fieldWidgets } }),
    [key, props.fieldWidgets],
  );
  const { setEnvelope } = editor;
  const onChange = useCallback(
    (path: readonly (string | number)[], value: unknown) => {
      if (path.length === 1) setEnvelope({ [String(path[0])]: value });
    },
    [setEnvelope],
  );
  if (fields.length === 0) return null;
  return (
    <section className={`de-envelope ${props.className ?? ''}`} aria-label={props.heading}>
      {props.heading && <h2 className="de-heading de-envelope__heading">{props.heading}</h2>}
      <SchemaForm
        schema={schema}
        value={editor.envelope}
        onChange={onChange}
        issues={editor.envelopeIssues}
        lang={lang}
        ui={ui as never}
        ctx={ctx}
        widgets={props.widgets}
        idPrefix={ENVELOPE_ID_PREFIX}
      />
    </section>
  );
}
