import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { OPERATOR_TEXT_LIMITS } from '../../access/operator-fields.ts';
import type { OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';
import { useServices } from '../services.tsx';
import { failureLines } from './failure-lines.ts';
import { splitByField } from './field-errors.ts';
import { FormMessages } from './OperatorsNav.tsx';
import { operatorsApi } from './operators-api.ts';
import './add-operator.css';

/** The form's fields, in the order they stand (the first refused one takes the focus). */
const FIELDS = ['name', 'login_id', 'password', 'role_id'] as const;
type Field = (typeof FIELDS)[number];
type TextField = Exclude<Field, 'role_id'>;

/**
 * Adds an operator with an initial password and a role. A refusal's lines stand beside their fields (linked by
 * aria-describedby, the field aria-invalid), and the focus goes to the first refused field, so one who types and
 * presses Enter lands where the fix is; lines of no field stand above the form. A field's line goes when it is
 * edited. The inputs stop at the server's lengths (OPERATOR_TEXT_LIMITS), which the server checks again.
 *
 * @example <AddOperatorForm roles={data.roles} onCreated={load} />
 */
export function AddOperatorForm({
  roles,
  onCreated,
}: {
  roles: OperatorsAnswer['roles'];
  onCreated(): Promise<void>;
}) {
  const { t, lang } = useI18n();
  const api = operatorsApi(useServices().api);
  const empty = { login_id: '', name: '', password: '', role_id: roles.at(-1)?.id ?? 0 };
  const [form, setForm] = useState(empty);
  const [note, setNote] = useState<{ lines: string[]; tone: 'error' | 'ok' }>({ lines: [], tone: 'ok' });
  const [fieldErrors, setFieldErrors] = useState<Partial<Record<Field, string[]>>>({});
  // Bumped by each refusal, so the focus moves after the refused fields are drawn (and again on a second one).
  const [refusals, setRefusals] = useState(0);
  const formRef = useRef<HTMLFormElement>(null);
  const id = useId();

  useEffect(() => {
    if (refusals > 0) formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus();
  }, [refusals]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const result = await api.createOperator(form);
    if (!result.ok) {
      const { byField, general } = splitByField({ ...result, messages: failureLines(result, lang) }, FIELDS);
      setFieldErrors(byField);
      setNote({ lines: general, tone: 'error' });
      setRefusals((n) => n + 1);
      return;
    }
    setFieldErrors({});
    setNote({ lines: [t('operatorCreated')], tone: 'ok' });
    setForm(empty);
    await onCreated();
  };
  const edit = (key: Field, value: string | number) => {
    setForm({ ...form, [key]: value });
    if (fieldErrors[key]) setFieldErrors({ ...fieldErrors, [key]: undefined });
  };
  // The props that tie a control to its refusal line; none while it has none.
  const refused = (key: Field) =>
    fieldErrors[key]?.length ? { 'aria-invalid': true, 'aria-describedby': `${id}-${key}-error` } : {};
  const errorLines = (key: Field) =>
    fieldErrors[key]?.length ? (
      <p id={`${id}-${key}-error`} className="app-field-error">
        {fieldErrors[key].join(' ')}
      </p>
    ) : null;
  const field = (key: TextField, label: string, type = 'text') => (
    <div className="app-field">
      <label htmlFor={`${id}-${key}`}>{label}</label>
      <input
        id={`${id}-${key}`}
        className="app-input"
        type={type}
        autoComplete={type === 'password' ? 'new-password' : 'off'}
        maxLength={OPERATOR_TEXT_LIMITS[key]}
        value={form[key]}
        onChange={(event) => edit(key, event.target.value)}
        {...refused(key)}
      />
      {errorLines(key)}
    </div>
  );

  return (
    <form ref={formRef} className="app-operators__form" onSubmit={(event) => void submit(event)} noValidate>
      <h2 className="app-heading">{t('operatorInvite')}</h2>
      <FormMessages lines={note.lines} tone={note.tone} />
      <div className="app-operators__fields">
        {field('name', t('operatorName'))}
        {field('login_id', t('operatorLoginId'))}
        {field('password', t('operatorInitialPassword'), 'password')}
        <div className="app-field">
          <label htmlFor={`${id}-role_id`}>{t('operatorRole')}</label>
          <select
            id={`${id}-role_id`}
            className="app-select"
            value={form.role_id}
            onChange={(event) => edit('role_id', Number(event.target.value))}
            {...refused('role_id')}
          >
            {roles.map((role) => (
              <option key={role.id} value={role.id}>
                {role.name}
              </option>
            ))}
          </select>
          {errorLines('role_id')}
        </div>
      </div>
      <button type="submit" className="app-button app-button--primary">
        {t('operatorCreate')}
      </button>
    </form>
  );
}
