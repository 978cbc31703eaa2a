import { useId } from 'react';
import { textColourOn } from '../../plugins/shared/choice-colours.ts';
import type { TextKey } from '../page-i18n.ts';
import type { DeletedChoice } from './choice-rows.ts';

/** Props of `DeletedChoices`. */
export interface DeletedChoicesProps {
  deleted: readonly DeletedChoice[];
  t(key: TextKey, params?: Record<string, unknown>): string;
  onRestore(key: string): void;
}

/**
 * 削除する選択肢 (spec 000 §4, §5.2): the saved choices removed in this edit, shown as a warning that saving
 * clears friends' registered data of them, each with a button that puts it back. Nothing while none is removed.
 *
 * @example <DeletedChoices deleted={draft.deleted} t={t} onRestore={restore} />
 */
export function DeletedChoices({ deleted, t, onRestore }: DeletedChoicesProps) {
  const headingId = useId();
  if (deleted.length === 0) return null;
  return (
    <section className="app-alert app-alert--warning app-choices-deleted" aria-labelledby={headingId}>
      <div className="app-alert__text">
        <h3 id={headingId} className="app-alert__heading">
          {t('varChoicesDeleted')}
        </h3>
        <p role="alert">{t('varChoicesDeletedWarning')}</p>
        <ul className="app-choices-deleted__list">
          {deleted.map(({ row }) => (
            <li key={row.key}>
              <span
                className="app-choice__chip"
                style={{ background: row.color, color: textColourOn(row.color) }}
              >
                {row.savedValue ?? row.value}
              </span>
              <button
                type="button"
                className="app-button app-button--quiet"
                onClick={() => onRestore(row.key)}
              >
                {t('varChoiceRestore', { value: row.savedValue ?? row.value })}
              </button>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
