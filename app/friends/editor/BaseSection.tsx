import { type RefObject, useId, useLayoutEffect, useRef, useState } from 'react';
import { focusIsLost } from '../../../engine/react/index.ts';
import { BASE_LIMITS } from '../../../plugins/shared/var-values.ts';
import { AlertBox } from '../../ui/AlertBox.tsx';
import type { FriendEditorApi } from './friend-editor-api.ts';
import type { EditableBase, FriendEditorAnswer, FriendRecord } from './friend-record.ts';
import type { FriendEditorTexts } from './texts.ts';

/** Props of `BaseSection`. */
export interface BaseSectionProps {
  answer: FriendEditorAnswer;
  record: FriendRecord;
  texts: FriendEditorTexts;
  api: FriendEditorApi;
  onChange(field: EditableBase, value: string): void;
}

/**
 * The base profile (spec 000 §2.1, §3.5, §3.6): the LINE name (read only), the real name with 自動入力 (a guess
 * from the LINE name, POST /api/tunnel/bestname; the text null or a failed call says so), the display name and
 * the memo, each enabled by the account's authorizations (rename, bestname, memo).
 */
export function BaseSection({ answer, record, texts, api, onChange }: BaseSectionProps) {
  const id = useId();
  const [filling, setFilling] = useState(false);
  const [failure, setFailure] = useState(false);
  const shortName = useRef<HTMLInputElement>(null);
  const autoFillButton = useRef<HTMLButtonElement>(null);
  const focusAfter = useRef<RefObject<HTMLElement | null> | null>(null);
  const { authorizations } = answer;
  const text = (field: EditableBase) => (typeof record[field] === 'string' ? (record[field] as string) : '');
  const autoFill = async () => {
    setFilling(true);
    setFailure(false);
    const result = await api.bestName(answer.bases.name);
    setFilling(false);
    const failed =
      !result.ok || typeof result.data !== 'string' || result.data === 'null' || result.data === '';
    if (failed) setFailure(true);
    else onChange('short_name', result.data.slice(0, BASE_LIMITS.short_name));
    focusAfter.current = failed ? autoFillButton : shortName;
  };
  // The button is disabled while it asks, and the focus fell to <body> with it: once the answer is shown the
  // focus goes to the name it filled, or back to the button (enabled again) after a failure.
  useLayoutEffect(() => {
    if (filling || !focusAfter.current) return;
    if (focusIsLost()) focusAfter.current.current?.focus();
    focusAfter.current = null;
  }, [filling]);
  return (
    <section className="fe-section fe-base" data-section="basevar">
      <div className="fe-var">
        <label htmlFor={`${id}-name`} className="fe-var__label">
          {texts.name}
        </label>
        <div className="fe-var__control">
          <input
            id={`${id}-name`}
            className="app-input"
            value={answer.bases.name}
            readOnly
            aria-describedby={`${id}-name-hint`}
          />
          <span id={`${id}-name-hint`} className="fe-var__hint">
            {texts.nameHint}
          </span>
        </div>
      </div>
      <div className="fe-var" data-base="short_name">
        <label htmlFor={`${id}-short`} className="fe-var__label">
          {texts.shortName}
        </label>
        <div className="fe-var__control fe-base__with-button">
          <input
            ref={shortName}
            id={`${id}-short`}
            className="app-input"
            value={text('short_name')}
            maxLength={BASE_LIMITS.short_name}
            disabled={!authorizations.rename}
            onChange={(event) => onChange('short_name', event.target.value)}
          />
          {authorizations.bestname && authorizations.rename && (
            <button
              ref={autoFillButton}
              type="button"
              className="app-button"
              onClick={autoFill}
              disabled={filling}
              aria-busy={filling}
            >
              {filling ? texts.loading : texts.autoFill}
            </button>
          )}
        </div>
      </div>
      {failure && (
        <AlertBox
          tone="error"
          lines={[texts.autoFillFailed]}
          onDismiss={() => setFailure(false)}
          dismissLabel={texts.close}
        />
      )}
      <div className="fe-var" data-base="nickname">
        <label htmlFor={`${id}-nick`} className="fe-var__label">
          {texts.nickname}
        </label>
        <div className="fe-var__control">
          <input
            id={`${id}-nick`}
            className="app-input"
            value={text('nickname')}
            maxLength={BASE_LIMITS.nickname}
            disabled={!authorizations.rename}
            onChange={(event) => onChange('nickname', event.target.value)}
          />
        </div>
      </div>
      <div className="fe-var" data-base="memo">
        <label htmlFor={`${id}-memo`} className="fe-var__label">
          {texts.memo}
        </label>
        <div className="fe-var__control">
          <textarea
            id={`${id}-memo`}
            className="app-input fe-var__long"
            rows={5}
            value={text('memo')}
            maxLength={BASE_LIMITS.memo}
            disabled={!authorizations.memo}
            onChange={(event) => onChange('memo', event.target.value)}
          />
        </div>
      </div>
      {!authorizations.rename && <p className="app-muted">{texts.notAllowed}</p>}
    </section>
  );
}
