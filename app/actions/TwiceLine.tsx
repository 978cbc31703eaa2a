import { useI18n } from '../page-i18n.ts';

/**
 * The action page's line for a_twice_type (2回目以降も実行する: ON / OFF). Spec 000 §2.4 puts its checkbox in
 * each effect's condition slide-in, but the setting is the action's, not the effect's: without this line an
 * operator sees it only by opening a condition. Read only, so the slide-in stays the one place it is changed
 * (docs/decisions/action-twice.md).
 *
 * @example <TwiceLine twice={editor.envelope.a_twice_type === 1 ? 1 : 0} />
 */
export function TwiceLine({ twice }: { twice: 0 | 1 }) {
  const { t } = useI18n();
  return (
    <p className="app-action-twice" data-testid="action-twice" data-twice={twice}>
      {t('actionTwiceShown', { state: t(twice === 1 ? 'actionTwiceOn' : 'actionTwiceOff') })}
      <span className="app-action-twice__hint">{t('actionTwiceHint')}</span>
    </p>
  );
}
