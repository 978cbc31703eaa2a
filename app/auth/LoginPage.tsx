import { type FormEvent, useEffect, useId, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import { href, useLocation } from '../router.tsx';
import { useServices } from '../services.tsx';
import { safeNext } from './paths.ts';
import './auth.css';

/**
 * The login page: login id and password, the server's message when it refuses (a wrong password, too many
 * failures), then the page the operator came from (`?next=`), loaded afresh so it carries the new session's token.
 * An editor's unsaved edits wait in its draft and are offered there again. Opened while a session is live (a
 * bookmark, the address typed), it goes on to that page instead: a second login here would end the session the
 * other tabs hold, and they would fail to save (their token gone) while still naming the old operator. To log in
 * as someone else, one logs out first.
 *
 * @example <LoginPage /> // at /login?next=%2Factions%2F3
 */
export default function LoginPage() {
  const { t } = useI18n();
  const { api } = useServices();
  const { query } = useLocation();
  const [loginId, setLoginId] = useState('');
  const [password, setPassword] = useState('');
  const [messages, setMessages] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const ids = { login: useId(), password: useId(), error: useId() };
  const next = safeNext(query.get('next'));

  useEffect(() => {
    let live = true;
    void api.session().then((result) => {
      if (live && result.ok) window.location.replace(href(next));
    });
    return () => {
      live = false;
    };
  }, [api, next]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (busy) return;
    if (!loginId.trim() || !password) {
      setMessages([t('loginMissing')]);
      return;
    }
    setBusy(true);
    const result = await api.login(loginId.trim(), password);
    if (result.ok) {
      window.location.assign(href(next));
      return;
    }
    setBusy(false);
    setMessages(result.messages);
  };

  return (
    <div className="app-page app-login">
      <form className="app-login__card" onSubmit={(event) => void submit(event)} noValidate>
        <h1 className="app-title">{t('loginTitle')}</h1>
        {next !== '/' && <p className="app-muted">{t('loginReturn')}</p>}
        {messages.length > 0 && (
          <div className="app-login__error" role="alert" id={ids.error} data-testid="login-error">
            {messages.map((line) => (
              <p key={line}>{line}</p>
            ))}
          </div>
        )}
        <div className="app-field">
          <label htmlFor={ids.login}>{t('loginId')}</label>
          <input
            id={ids.login}
            className="app-input"
            name="login_id"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={loginId}
            aria-describedby={messages.length > 0 ? ids.error : undefined}
            onChange={(event) => setLoginId(event.target.value)}
          />
        </div>
        <div className="app-field">
          <label htmlFor={ids.password}>{t('loginPassword')}</label>
          <input
            id={ids.password}
            className="app-input"
            type="password"
            name="password"
            autoComplete="current-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
          />
        </div>
        <button type="submit" className="app-button app-button--primary app-login__submit" disabled={busy}>
          {busy ? t('loginBusy') : t('loginSubmit')}
        </button>
      </form>
    </div>
  );
}
