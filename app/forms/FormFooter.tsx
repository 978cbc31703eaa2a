import { useState } from 'react';
import type { SaveStatus } from '../../engine/machines/index.ts';
import { useI18n } from '../page-i18n.ts';

/** Props of `FormFooter`. */
export interface FormFooterProps {
  /** The form's public URL (after the first save). */
  url: string | undefined;
  status: SaveStatus;
  onSaveAndPreview(): void;
}

// Idle (0) says nothing: spec 002 §4 "The indicator shows when nonzero".
const STATUS_KEYS = {
  0: undefined,
  1: 'formStatusSaving',
  2: 'formStatusSaved',
  3: 'formStatusError',
} as const;

/**
 * The builder's footer beside 保存 (spec 002 §2): the form URL read-only with a copy button and a preview link,
 * 保存してプレビュー, and the save status (saving, saved, error; nothing while idle).
 *
 * @example <FormFooter url={formUrl(code)} status={editor.saveStatus} onSaveAndPreview={() => submit(true)} />
 */
export function FormFooter({ url, status, onSaveAndPreview }: FormFooterProps) {
  const { t } = useI18n();
  const [copied, setCopied] = useState(false);
  const copy = async () => {
    if (!url) return;
    try {
      await navigator.clipboard.writeText(url);
      setCopied(true);
    } catch {
      setCopied(false);
    }
  };
  return (
    <div className="app-form-footer">
      <label className="app-form-footer__url">
        <span className="app-form-footer__label">{t('formUrl')}</span>
        <input
          className="app-input"
          readOnly
          value={url ?? ''}
          placeholder={t('formUrlUnsaved')}
          onFocus={(event) => event.currentTarget.select()}
        />
      </label>
      <button type="button" className="app-button" disabled={!url} onClick={() => void copy()}>
        {copied ? t('formUrlCopied') : t('formUrlCopy')}
      </button>
      {url ? (
        <a className="app-button" href={`${url}?mode=example`} target="_blank" rel="noopener noreferrer">
          {t('formPreview')}
        </a>
      ) : (
        <span className="app-button app-button--disabled" aria-disabled="true">
          {t('formPreview')}
        </span>
      )}
      <span
        className={`app-form-footer__status app-form-footer__status--${status}`}
        role="status"
        data-testid="form-save-status"
      >
        {STATUS_KEYS[status] === undefined ? '' : t(STATUS_KEYS[status])}
      </span>
      <button
        type="button"
        className="app-button"
        disabled={status === 1}
        // As the save button (engine/react/document/DocumentEditor.tsx): focus must not move on press, or the
        // field it leaves is validated, the page shifts, and the release misses the button.
        onMouseDown={(event) => event.preventDefault()}
        onClick={onSaveAndPreview}
      >
        {t('formSaveAndPreview')}
      </button>
    </div>
  );
}
