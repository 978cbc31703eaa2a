import { useId } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import type { Folder } from '../api/types.ts';
import { DocumentFolderField, DocumentNameField } from '../documents/EnvelopeParts.tsx';
import { translate } from '../i18n.ts';
import { ACTION_NAME_MAX, type ActionEnvelope } from './document.ts';

/** Props of `EnvelopeFields`. */
export interface EnvelopeFieldsProps {
  envelope: ActionEnvelope;
  onChange(next: ActionEnvelope): void;
  lang: Lang;
  folders: readonly Folder[];
  /** Page mode offers template mode and the folder; the modal of the action setting widget does not. */
  full: boolean;
  /** The name's error after a save attempt (アクション名を入力してください). */
  nameError?: string;
}

/**
 * The action's own fields: template mode (is_template), the action name (at most 100, with a counter; required
 * in template mode, spec 000 §2.4, §5.3), and the folder. The widget's modal shows only a template's name.
 *
 * @example <EnvelopeFields envelope={envelope} onChange={setEnvelope} lang="ja" folders={folders} full />
 */
export function EnvelopeFields({ envelope, onChange, lang, folders, full, nameError }: EnvelopeFieldsProps) {
  const templateId = useId();
  // Template mode needs the name (spec 000 §2.4, §5.3); the page shows it always, so the name the list shows
  // can be read and changed, optional outside template mode.
  const required = envelope.is_template === 1;
  const showName = full || required;
  if (!full && !showName) return null;
  return (
    <section className="app-envelope" aria-labelledby={`${templateId}-h`}>
      <h2 id={`${templateId}-h`} className="app-heading app-envelope__heading">
        {translate(lang, 'actionSettings')}
      </h2>
      {full && (
        <div className="app-check">
          <input
            id={templateId}
            type="checkbox"
            checked={envelope.is_template === 1}
            onChange={(event) => onChange({ ...envelope, is_template: event.target.checked ? 1 : 0 })}
          />
          <label htmlFor={templateId}>{translate(lang, 'actionTemplateMode')}</label>
        </div>
      )}
      {showName && (
        <DocumentNameField
          label={translate(lang, 'actionName')}
          value={envelope.a_name}
          max={ACTION_NAME_MAX}
          required={required}
          error={nameError}
          lang={lang}
          className="app-envelope__name"
          onChange={(a_name) => onChange({ ...envelope, a_name })}
        />
      )}
      {full && (
        <DocumentFolderField
          label={translate(lang, 'actionFolder')}
          value={envelope.group_id}
          folders={folders}
          lang={lang}
          className="app-envelope__folder"
          onChange={(group_id) => onChange({ ...envelope, group_id })}
        />
      )}
    </section>
  );
}
