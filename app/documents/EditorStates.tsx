import type { ReactNode } from 'react';
import type { Lang } from '../../engine/core/index.ts';
import { type TextKey, translate } from '../i18n.ts';
import { AlertBox } from '../ui/AlertBox.tsx';

/** Where a document editor is: loading its document, ready, or failed to load it (with the lines to show). */
export type EditorPhase = { state: 'loading' } | { state: 'ready' } | { state: 'failed'; lines: string[] };

/** A time for the restore banner, e.g. 14:05. */
export function clockTime(at: number, lang: Lang): string {
  return new Date(at).toLocaleTimeString(lang === 'ja' ? 'ja-JP' : 'en-GB', {
    hour: '2-digit',
    minute: '2-digit',
  });
}

/** Props of `notReadyView`. */
export interface NotReadyViewProps {
  phase: EditorPhase;
  /** The session could not be read (the editor cannot load without the account). */
  sessionFailure?: { messages: string[] } | null;
  /** The heading of a failed load when the session failed: アクション編集をご利用いただけません, 読み込みに失敗しました. */
  failedText: TextKey;
  lang: Lang;
  testId: string;
}

/**
 * What an editor shows until it is ready: the error lines when loading failed (or the session did), a spinner
 * while loading; null once ready.
 *
 * @example const waiting = notReadyView({ phase, sessionFailure, failedText: 'actionLoadFailed', lang, testId });
 * if (waiting) return waiting;
 */
export function notReadyView({ phase, sessionFailure, failedText, lang, testId }: NotReadyViewProps) {
  if (phase.state === 'failed' || (sessionFailure && phase.state === 'loading'))
    return (
      <AlertBox
        tone="error"
        lines={
          phase.state === 'failed'
            ? phase.lines
            : [translate(lang, failedText), ...(sessionFailure?.messages ?? [])]
        }
        testId={testId}
      />
    );
  if (phase.state === 'loading')
    return (
      <p className="app-loading" role="status">
        <span className="app-spinner" aria-hidden="true" />
        {translate(lang, 'loading')}
      </p>
    );
  return null;
}

/** Props of `RestoreBanner`. */
export interface RestoreBannerProps {
  /** When the kept edit was made (ms since the epoch). */
  at: number;
  lang: Lang;
  onRestore(): void;
  onDiscard(): void;
}

/**
 * The offer of an edit this tab kept when a 409 reloaded the page: 復元する puts it back, 破棄する forgets it.
 *
 * @example {draft && <RestoreBanner at={draft.at} lang={lang} onRestore={restore} onDiscard={discard} />}
 */
export function RestoreBanner({ at, lang, onRestore, onDiscard }: RestoreBannerProps) {
  return (
    <div className="app-alert app-alert--warning app-restore" role="alert">
      <p className="app-alert__heading">{translate(lang, 'restoreFound', { time: clockTime(at, lang) })}</p>
      <div className="app-restore__actions">
        <button type="button" className="app-button app-button--primary" onClick={onRestore}>
          {translate(lang, 'restoreApply')}
        </button>
        <button type="button" className="app-button" onClick={onDiscard}>
          {translate(lang, 'restoreDiscard')}
        </button>
      </div>
    </div>
  );
}

/** Props of `SaveBar`. */
export interface SaveBarProps {
  /** The last save's alert (useDocumentSave's `result`), null when there is none. */
  result: { tone: 'success' | 'error' | 'warning'; lines: string[] } | null;
  onDismiss(): void;
  /** There are edits not saved yet: 未保存の変更があります. */
  dirty: boolean;
  lang: Lang;
  testId: string;
  /** The buttons: the caller's own, then the save button. */
  children: ReactNode;
}

/**
 * The bar at the editor's foot: the last save's result right above the button the operator pressed (wherever the
 * page is scrolled, the bar sticks to the viewport), the unsaved-changes mark, and the buttons.
 *
 * @example <SaveBar result={saver.result} onDismiss={saver.dismiss} dirty={dirty} lang={lang} testId="x">
 *   <SaveButton status={saver.status} onSave={save} /></SaveBar>
 */
export function SaveBar({ result, onDismiss, dirty, lang, testId, children }: SaveBarProps) {
  return (
    <div className="app-savebar">
      {result && (
        <AlertBox
          tone={result.tone}
          lines={result.lines}
          onDismiss={onDismiss}
          dismissLabel={translate(lang, 'close')}
          className="app-savebar__result"
          testId={testId}
        />
      )}
      <div className="app-savebar__row">
        {dirty && <span className="app-savebar__dirty">{translate(lang, 'unsavedChanges')}</span>}
        {children}
      </div>
    </div>
  );
}
