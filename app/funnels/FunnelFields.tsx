import { useId } from 'react';
import { enumChoices, type Lang, type SchemaNode } from '../../engine/core/index.ts';
import type { Folder } from '../api/types.ts';
import { DocumentFolderField, DocumentNameField } from '../documents/EnvelopeParts.tsx';
import { translate } from '../i18n.ts';
import { type FunnelEnvelope, type FunnelMode, type FunnelOption, modeFields } from './document.ts';

/** The funnel name limit (the funnel schema's maxLength). */
export const FUNNEL_NAME_MAX = 255;

/** Props of `FunnelFields`. */
export interface FunnelFieldsProps {
  mode: FunnelMode;
  envelope: FunnelEnvelope;
  onChange(next: FunnelEnvelope): void;
  lang: Lang;
  /** The funnel document's schema: the options' titles and choices come from it. */
  schema: SchemaNode;
  folders: readonly Folder[];
  /** The name's error after a save attempt (条件を保存するとき名前は必須です). */
  nameError?: string;
}

function OptionSelect(props: {
  field: FunnelOption;
  schema: SchemaNode;
  value: number;
  lang: Lang;
  onChange(value: number): void;
}) {
  const id = useId();
  const node = (props.schema.properties as Record<string, SchemaNode> | undefined)?.[props.field];
  const title = props.lang === 'en' ? String(node?.['x-title-en'] ?? node?.title) : String(node?.title);
  const choices = enumChoices(node) ?? [];
  return (
    <div className={`app-field app-funnel-option app-funnel-option--${props.field}`}>
      <label htmlFor={id}>{title}</label>
      <select
        id={id}
        className="app-select"
        name={props.field}
        value={String(props.value)}
        onChange={(event) => props.onChange(Number(event.target.value))}
      >
        {choices.map((choice) => (
          <option key={String(choice.value)} value={String(choice.value)}>
            {props.lang === 'en' ? (choice.labelEn ?? choice.label) : choice.label}
          </option>
        ))}
      </select>
    </div>
  );
}

/**
 * The funnel's own fields for a mode (spec 001 §2, §3, §9): in the editor mode the name (required) and the
 * folder, then the options the mode shows — editor: blocked friends, hidden friends, sort order, page size (200
 * omits the icons); funneling: hidden friends and blocked friends; board: none.
 *
 * @example <FunnelFields mode="editor" envelope={envelope} onChange={setEnvelope} lang="ja" schema={schema} folders={folders} />
 */
export function FunnelFields({
  mode,
  envelope,
  onChange,
  lang,
  schema,
  folders,
  nameError,
}: FunnelFieldsProps) {
  const headingId = useId();
  const shown = modeFields(mode);
  if (!shown.name && !shown.folder && shown.options.length === 0) return null;
  return (
    <section className={`app-funnel-fields app-funnel-fields--${mode}`} aria-labelledby={headingId}>
      <h2 id={headingId} className="app-heading app-funnel-fields__heading">
        {translate(lang, shown.name ? 'funnelSettings' : 'funnelOptions')}
      </h2>
      {(shown.name || shown.folder) && (
        <div className="app-funnel-fields__row">
          {shown.name && (
            <DocumentNameField
              label={translate(lang, 'funnelName')}
              value={envelope.name}
              max={FUNNEL_NAME_MAX}
              required
              error={nameError}
              lang={lang}
              className="app-funnel-fields__name"
              onChange={(name) => onChange({ ...envelope, name })}
            />
          )}
          {shown.folder && (
            <DocumentFolderField
              label={translate(lang, 'funnelFolder')}
              value={envelope.group_id}
              folders={folders}
              keepUnknown
              lang={lang}
              className="app-funnel-fields__folder"
              onChange={(group_id) => onChange({ ...envelope, group_id })}
            />
          )}
        </div>
      )}
      {shown.options.length > 0 && (
        <div className="app-funnel-fields__options">
          {shown.options.map((field) => (
            <OptionSelect
              key={field}
              field={field}
              schema={schema}
              value={envelope[field]}
              lang={lang}
              onChange={(value) => onChange({ ...envelope, [field]: value })}
            />
          ))}
        </div>
      )}
    </section>
  );
}
