import type { SaveStatus } from '../../engine/machines/index.ts';
import { type TextKey, useI18n } from '../i18n.ts';

const LABELS: Record<SaveStatus, TextKey> = {
  0: 'saveIdle',
  1: 'saveSaving',
  2: 'saveSaved',
  3: 'saveFailed',
};

/**
 * The save button: its text is the save status (保存 / 保存中… / 保存しました / 保存に失敗しました) and it is
 * disabled while saving (spec 000 §4: a second save is blocked).
 *
 * @example <SaveButton status={status} onSave={save} />
 */
export function SaveButton({ status, onSave }: { status: SaveStatus; onSave(): void }) {
  const { t } = useI18n();
  return (
    <button
      type="button"
      className={`app-button app-button--primary app-save app-save--${status}`}
      disabled={status === 1}
      aria-busy={status === 1 || undefined}
      data-save-status={status}
      onClick={onSave}
    >
      {status === 1 && <span className="app-spinner app-spinner--light" aria-hidden="true" />}
      {t(LABELS[status])}
    </button>
  );
}
