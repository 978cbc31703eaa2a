import './ui.css';

/** Props of `AlertBox`. */
export interface AlertBoxProps {
  /** error and warning are announced at once (role=alert); success and info politely (role=status). */
  tone: 'error' | 'warning' | 'success' | 'info';
  /** The first line is the heading; the others are listed under it, one per line (spec 000 §8). */
  lines: readonly string[];
  onDismiss?(): void;
  dismissLabel?: string;
  className?: string;
  testId?: string;
}

/**
 * An in-page alert: the console's replacement for the spec's `alert()` boxes, so the operator can read the
 * lines while fixing the form and a screen reader hears them.
 *
 * @example <AlertBox tone="error" lines={['登録に失敗しました', '名前を入力してください']} />
 */
export function AlertBox({ tone, lines, onDismiss, dismissLabel, className, testId }: AlertBoxProps) {
  if (lines.length === 0) return null;
  const [heading, ...rest] = lines;
  return (
    <div
      role={tone === 'error' || tone === 'warning' ? 'alert' : 'status'}
      className={`app-alert app-alert--${tone}${className ? ` ${className}` : ''}`}
      data-testid={testId}
    >
      <div className="app-alert__text">
        <p className="app-alert__heading">{heading}</p>
        {rest.length > 0 && (
          <ul className="app-alert__lines">
            {rest.map((line, index) => (
              // Lines may repeat (two blocks with the same problem); the position keeps them apart.
              // biome-ignore lint/suspicious/noArrayIndexKey: static list of texts.
              <li key={index}>{line}</li>
            ))}
          </ul>
        )}
      </div>
      {onDismiss && (
        <button type="button" className="app-alert__dismiss" aria-label={dismissLabel} onClick={onDismiss}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
