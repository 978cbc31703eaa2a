import { useI18n } from '../page-i18n.ts';

/** The description text of an action (GET /api/action/text/{id}), as loaded. */
export type DescriptionState =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'loaded'; text: string }
  | { state: 'failed' };

/**
 * The action's description: one line per effect, made by the server from the same summaries the panels show.
 * A failed load reads 読み込みに失敗しました (spec 000 §8).
 *
 * @example <DescriptionPanel state={{ state: 'loaded', text: '1. テキスト送信: …' }} />
 */
export function DescriptionPanel({ state }: { state: DescriptionState }) {
  const { t } = useI18n();
  return (
    <section
      className="app-description"
      aria-labelledby="action-description-heading"
      aria-busy={state.state === 'loading'}
    >
      <h2 id="action-description-heading" className="app-heading">
        {t('actionDescription')}
      </h2>
      {state.state === 'loaded' && <pre className="app-description__text">{state.text}</pre>}
      {state.state === 'failed' && (
        <p className="app-description__failed" role="alert">
          {t('actionDescriptionFailed')}
        </p>
      )}
      {state.state === 'loading' && <p className="app-muted">{t('loading')}</p>}
      {state.state === 'none' && <p className="app-muted">{t('actionDescriptionNone')}</p>}
    </section>
  );
}
