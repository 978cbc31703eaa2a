import type { Lang } from '../../core/index.ts';
import { uiText } from '../texts.ts';
import type { SummaryEntry } from './summary.ts';

/**
 * Moves focus to an entry's field: the field itself when drawn, else its block's panel (opened if collapsed).
 *
 * @example focusEntry({ message, fieldId: 'be-x1-text', blockId: 'x1' }, () => store.dispatch(...))
 */
export function focusEntry(entry: SummaryEntry, expand?: (blockId: string) => void): void {
  if (entry.blockId) expand?.(entry.blockId);
  // After the panel opens (a render), the field exists.
  requestAnimationFrame(() => {
    const field = entry.fieldId ? document.getElementById(entry.fieldId) : null;
    const target =
      field ??
      (entry.blockId
        ? document.querySelector<HTMLElement>(`[data-block-id="${CSS.escape(entry.blockId)}"]`)
        : null);
    target?.scrollIntoView?.({ block: 'center' });
    target?.focus();
  });
}

/** Props of `ErrorSummary`. */
export interface ErrorSummaryProps {
  entries: readonly SummaryEntry[];
  lang: Lang;
  testId?: string;
  onExpand?(blockId: string): void;
}

/**
 * What keeps the document from saving, in page order, updated as each error is fixed; each line is a button that
 * takes focus to its field. Gone when nothing is left.
 *
 * @example <ErrorSummary entries={editor.summary} lang="ja" onExpand={(id) => store.dispatch({ op: 'collapse', id, collapsed: false })} />
 */
export function ErrorSummary({ entries, lang, testId, onExpand }: ErrorSummaryProps) {
  if (entries.length === 0) return null;
  return (
    <div role="alert" className="de-notice de-notice--error de-summary" data-testid={testId}>
      <div className="de-notice__text">
        <p className="de-notice__heading">{uiText(lang, 'docSummaryHeading')}</p>
        <ul className="de-notice__lines">
          {entries.map((entry, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: lines may repeat; the position keeps them apart.
            <li key={index}>
              <button type="button" className="de-summary__link" onClick={() => focusEntry(entry, onExpand)}>
                {entry.message}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </div>
  );
}
