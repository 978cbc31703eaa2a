import { useId } from 'react';
import { CHAT_BAR_TEXT_MAX, RICHMENU_NAME_MAX } from '../../../documents/richmenu-limits.ts';
import type { LmpPage } from '../../../documents/richmenu-pages.ts';
import type { Issue } from '../../../engine/core/index.ts';
import { usePageTexts } from './texts.ts';

/** Props of `PageSettings`. */
export interface PageSettingsProps {
  page: LmpPage;
  index: number;
  /** The editor's issues; those under this page's data are shown beside their fields. */
  issues: readonly Issue[];
  onChange(data: Partial<LmpPage['data']>): void;
}

/**
 * One page's own settings (spec 001 §3 "External-builder data": data { name, chatBarText, selected }): its name
 * (the tab's; renaming a page is editing it), its chat-bar text and its initial state.
 *
 * @example <PageSettings page={page} index={0} issues={editor.envelopeIssues} onChange={(data) => update({ data })} />
 */
export function PageSettings({ page, index, issues, onChange }: PageSettingsProps) {
  const texts = usePageTexts();
  const id = useId();
  const messagesAt = (field: string) =>
    issues.filter((issue) => issue.path === `/lmpData/${index}/data/${field}`).map((issue) => issue.message);
  const field = (name: 'name' | 'chatBarText', label: string, max: number) => {
    const messages = messagesAt(name);
    return (
      <div className="rm-page-settings__field">
        <label htmlFor={`${id}-${name}`}>{label}</label>
        <input
          id={`${id}-${name}`}
          className="be-input"
          value={page.data[name]}
          maxLength={max}
          aria-invalid={messages.length > 0 || undefined}
          aria-describedby={messages.length > 0 ? `${id}-${name}-error` : undefined}
          onChange={(event) => onChange({ [name]: event.target.value })}
        />
        {messages.length > 0 && (
          <p id={`${id}-${name}-error`} className="rm-error">
            {messages.join(' ')}
          </p>
        )}
      </div>
    );
  };
  return (
    <div className="rm-page-settings">
      {field('name', texts.pageName, RICHMENU_NAME_MAX)}
      {field('chatBarText', texts.chatBarText, CHAT_BAR_TEXT_MAX)}
      <fieldset className="rm-page-settings__field rm-page-settings__radios">
        <legend>{texts.selected}</legend>
        {([1, 0] as const).map((value) => (
          <label key={value}>
            <input
              type="radio"
              name={`${id}-selected`}
              checked={page.data.selected === value}
              onChange={() => onChange({ selected: value })}
            />
            {value === 1 ? texts.shown : texts.hidden}
          </label>
        ))}
      </fieldset>
    </div>
  );
}
