import { useEffect, useRef } from 'react';
import type { OperatorsAnswer } from '../api/types.ts';
import { useI18n } from '../page-i18n.ts';
import '../texts/operators-words.ts';

type Role = OperatorsAnswer['roles'][number];

/** What the operator chose in a role's form and has not saved. */
export interface RoleChoice {
  name: string;
  held: ReadonlySet<string>;
}

/**
 * A role's save answered 409: another person or tab saved the role first. Says so, shows what is saved now and how
 * it differs from the operator's choice (which stays in the form above, still editable), and offers the two ways
 * on: save the choice again over the revision just shown, or take what is saved. Announced (role="alert") and
 * focused when it appears, since it replaces the 保存 button the focus was on; its form keys it by the saved
 * revision, so a second conflict is announced and focused again.
 *
 * @example <RoleConflict key={role.revision} saved={role} mine={{ name, held }} permissions={permissions} onApply={apply} onDiscard={discard} />
 */
export function RoleConflict({
  saved,
  mine,
  permissions,
  onApply,
  onDiscard,
}: {
  saved: Role;
  mine: RoleChoice;
  permissions: OperatorsAnswer['permissions'];
  onApply(): void;
  onDiscard(): void;
}) {
  const { t, lang } = useI18n();
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    ref.current?.focus();
  }, []);
  const label = (p: OperatorsAnswer['permissions'][number]) => (lang === 'ja' ? p.ja : p.en);
  const inSaved = new Set(saved.permissions);
  const onlySaved = permissions.filter((p) => inSaved.has(p.name) && !mine.held.has(p.name));
  const onlyMine = permissions.filter((p) => mine.held.has(p.name) && !inSaved.has(p.name));
  const nameDiffers = saved.name !== mine.name.trim();
  const lists: [string, typeof onlySaved][] = [
    [t('roleConflictOnlySaved'), onlySaved],
    [t('roleConflictOnlyMine'), onlyMine],
  ];

  return (
    <div ref={ref} className="app-role-conflict" role="alert" tabIndex={-1} data-testid="role-conflict">
      <p className="app-role-conflict__title">{t('roleConflictTitle')}</p>
      <p>{t('roleConflictMine')}</p>
      <p>
        {t('roleConflictSaved', {
          revision: saved.revision,
          name: saved.name,
          count: saved.permissions.length,
        })}
      </p>
      {nameDiffers && <p>{t('roleConflictName', { saved: saved.name, mine: mine.name.trim() })}</p>}
      {lists.map(
        ([title, list]) =>
          list.length > 0 && (
            <div key={title}>
              <p className="app-role-conflict__list-title">{title}</p>
              <ul className="app-role-conflict__list">
                {list.map((p) => (
                  <li key={p.name}>{label(p)}</li>
                ))}
              </ul>
            </div>
          ),
      )}
      {!nameDiffers && onlySaved.length + onlyMine.length === 0 && <p>{t('roleConflictSame')}</p>}
      <div className="app-role-conflict__buttons">
        <button type="button" className="app-button app-button--primary" onClick={onApply}>
          {t('roleConflictApply')}
        </button>
        <button type="button" className="app-button" onClick={onDiscard}>
          {t('roleConflictDiscard')}
        </button>
      </div>
    </div>
  );
}
