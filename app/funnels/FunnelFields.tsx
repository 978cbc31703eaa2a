import { useId } from 'react';
import { enumChoices, type Lang, type SchemaNode } from '../../engine/core/index.ts';
import type { Folder } from '../api/types.ts';
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
  const ids = { name: useId(), folder: useId(), counter: useId(), error: useId(), heading: useId() };
  const shown = modeFields(mode);
  if (!shown.name && !shown.folder && shown.options.length === 0) return null;
  const length = [...envelope.name].length;
  return (
    <section className={`app-funnel-fields app-funnel-fields--${mode}`} aria-labelledby={ids.heading}>
      <h2 id={ids.heading} className="app-heading app-funnel-fields__heading">
        {translate(lang, shown.name ? 'funnelSettings' : 'funnelOptions')}
      </h2>
      {(shown.name || shown.folder) && (
        <div className="app-funnel-fields__row">
          {shown.name && (
            <div className="app-field app-funnel-fields__name">
              <label htmlFor={ids.name}>
                {translate(lang, 'funnelName')}
                <span className="app-required" aria-hidden="true">
                  *
                </span>
              </label>
              <input
                id={ids.name}
                className="app-input"
                value={envelope.name}
                required
                aria-invalid={nameError ? true : undefined}
                aria-describedby={[ids.counter, nameError ? ids.error : ''].filter(Boolean).join(' ')}
                onChange={(event) => onChange({ ...envelope, name: event.target.value })}
              />
              <span
                id={ids.counter}
                className={length > FUNNEL_NAME_MAX ? 'app-counter app-counter--over' : 'app-counter'}
              >
                {translate(lang, 'actionNameCounter', { count: length, max: FUNNEL_NAME_MAX })}
              </span>
              {nameError && (
                <p id={ids.error} className="app-field-error">
                  {nameError}
                </p>
              )}
            </div>
          )}
          {shown.folder && (
            <div className="app-field app-funnel-fields__folder">
              <label htmlFor={ids.folder}>{translate(lang, 'funnelFolder')}</label>
              <select
                id={ids.folder}
                className="app-select"
                value={envelope.group_id === null ? '' : String(envelope.group_id)}
                onChange={(event) =>
                  onChange({
                    ...envelope,
                    group_id: event.target.value === '' ? null : Number(event.target.value),
                  })
                }
              >
                <option value="">{translate(lang, 'actionsUnclassified')}</option>
                {envelope.group_id !== null && !folders.some((folder) => folder.id === envelope.group_id) && (
                  // A folder the list does not hold (deleted, or the folders did not load) stays chosen.
                  <option value={String(envelope.group_id)}>
                    {translate(lang, 'pickerUnknown', { id: envelope.group_id })}
                  </option>
                )}
                {folders
                  .filter((folder) => typeof folder.id === 'number' && folder.id > 0)
                  .map((folder) => (
                    <option key={String(folder.id)} value={String(folder.id)}>
                      {folder.name}
                    </option>
                  ))}
              </select>
            </div>
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
