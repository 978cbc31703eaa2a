import type { SaveStatus } from '../../engine/machines/index.ts';
import { useI18n } from '../i18n.ts';

/**
 * The funnel's save button (spec 001 §4): its label while idle (保存, or the host's, e.g. この条件を設定する),
 * 処理中… while saving, then 保存しました or 保存に失敗しました for a moment; disabled while saving, so a second
 * click is ignored.
 *
 * @example <FunnelSaveButton status={status} label="保存" onSave={save} />
 */
export function FunnelSaveButton({
  status,
  label,
  onSave,
}: {
  status: SaveStatus;
  label: string;
  onSave(): void;
}) {
  const { t } = useI18n();
  const text = { 0: label, 1: t('funnelSaving'), 2: t('saveSaved'), 3: t('saveFailed') }[status];
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
      {text}
    </button>
  );
}
