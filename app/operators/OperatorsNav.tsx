import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';
import { Link } from '../router.tsx';

/** The two management pages' switch: オペレーター | ロール. */
export function OperatorsNav({ current }: { current: 'operators' | 'roles' }) {
  const { t } = useI18n();
  return (
    <nav className="app-subnav" aria-label={t('operatorsTitle')}>
      <Link to="/operators" aria-current={current === 'operators' ? 'page' : undefined}>
        {t('operatorsTab')}
      </Link>
      <Link to="/operators/roles" aria-current={current === 'roles' ? 'page' : undefined}>
        {t('rolesTab')}
      </Link>
    </nav>
  );
}

/** The server's messages, or a confirmation, under a form. */
export function FormMessages({ lines, tone }: { lines: string[]; tone: 'error' | 'ok' }) {
  if (lines.length === 0) return null;
  return (
    <div className={`app-form-note app-form-note--${tone}`} role={tone === 'error' ? 'alert' : 'status'}>
      {lines.map((line) => (
        <p key={line}>{line}</p>
      ))}
    </div>
  );
}
