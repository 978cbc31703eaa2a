import type { ReactNode } from 'react';

/** Props of `Notice`. */
export interface NoticeProps {
  /** error and warning are announced at once (role=alert); success politely (role=status). */
  tone: 'error' | 'warning' | 'success';
  /** The first line is the heading; the others are listed under it, one per line (spec 000 §8). */
  lines: readonly string[];
  onDismiss?(): void;
  dismissLabel?: string;
  testId?: string;
  /** Buttons under the lines (retry, restore). */
  children?: ReactNode;
}

/**
 * An in-page notice of the document editor (the spec's alert() boxes, readable while fixing the form).
 *
 * @example <Notice tone="error" lines={['登録に失敗しました', 'サーバーに接続できません。…']} />
 */
export function Notice({ tone, lines, onDismiss, dismissLabel, testId, children }: NoticeProps) {
  if (lines.length === 0) return null;
  const [heading, ...rest] = lines;
  return (
    <div
      role={tone === 'success' ? 'status' : 'alert'}
      className={`de-notice de-notice--${tone}`}
      data-testid={testId}
    >
      <div className="de-notice__text">
        <p className="de-notice__heading">{heading}</p>
        {rest.length > 0 && (
          <ul className="de-notice__lines">
            {rest.map((line, index) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; the position keeps them apart.
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
        {children && <div className="de-notice__actions">{children}</div>}
      </div>
      {onDismiss && (
        <button type="button" className="de-notice__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
