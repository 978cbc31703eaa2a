import { useEffect, useId, useRef, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';

/** The server's shortest password (server/domain/passwords.ts); checked here first so a short one needs no trip. */
const MIN_PASSWORD_LENGTH = 8;

/** Props of `PasswordCell`. */
export interface PasswordCellProps {
  operatorName: string;
  /** Sets the password; resolves to the refusal's lines, or to null once it is set. */
  onSet(password: string): Promise<string[] | null>;
}

/**
 * パスワードを設定 for one operator: the button opens a password field with 設定する and キャンセル in the row
 * (Escape cancels too). A password shorter than the server's minimum is refused here with the server's words; a
 * refusal keeps the field open with its line under it; once set, the field closes and the button takes the focus.
 *
 * @example <PasswordCell operatorName="担当者" onSet={(password) => setPassword(operator.id, password)} />
 */
export function PasswordCell({ operatorName, onSet }: PasswordCellProps) {
  const { t } = useI18n();
  const [open, setOpen] = useState(false);
  const [password, setPassword] = useState('');
  const [lines, setLines] = useState<string[]>([]);
  const [busy, setBusy] = useState(false);
  const opener = useRef<HTMLButtonElement>(null);
  const input = useRef<HTMLInputElement>(null);
  const refocus = useRef(false);
  const lineId = useId();

  useEffect(() => {
    if (open) input.current?.focus();
    else if (refocus.current) {
      refocus.current = false;
      opener.current?.focus();
    }
  }, [open]);

  const close = () => {
    refocus.current = true;
    setOpen(false);
    setPassword('');
    setLines([]);
  };

  const submit = async () => {
    if ([...password].length < MIN_PASSWORD_LENGTH) {
      setLines([t('operatorPasswordShort', { min: MIN_PASSWORD_LENGTH })]);
      input.current?.focus();
      return;
    }
    setBusy(true);
    const refused = await onSet(password);
    setBusy(false);
    if (refused) {
      setLines(refused);
      input.current?.focus();
    } else close();
  };

  if (!open)
    return (
      <button
        ref={opener}
        type="button"
        className="app-button"
        aria-label={t('operatorPasswordFor', { name: operatorName })}
        onClick={() => setOpen(true)}
      >
        {t('operatorPassword')}
      </button>
    );
  return (
    <span className="app-operators__password">
      <input
        ref={input}
        type="password"
        className="app-input"
        autoComplete="new-password"
        maxLength={200}
        aria-label={t('operatorPasswordNew', { name: operatorName, min: MIN_PASSWORD_LENGTH })}
        aria-invalid={lines.length > 0 || undefined}
        aria-describedby={lines.length > 0 ? lineId : undefined}
        value={password}
        onChange={(event) => {
          setPassword(event.target.value);
          setLines([]);
        }}
        onKeyDown={(event) => {
          if (event.key === 'Enter') {
            event.preventDefault();
            void submit();
          } else if (event.key === 'Escape') {
            event.preventDefault();
            close();
          }
        }}
      />
      <button
        type="button"
        className="app-button app-button--primary"
        disabled={busy}
        onClick={() => void submit()}
      >
        {t('operatorPasswordSet')}
      </button>
      <button type="button" className="app-button" onClick={close}>
        {t('cancel')}
      </button>
      {lines.length > 0 && (
        <span id={lineId} className="app-field-error">
          {lines.join(' ')}
        </span>
      )}
    </span>
  );
}
