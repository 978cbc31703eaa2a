import { useRef, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { ActionEditor } from './ActionEditor.tsx';
import { ACTION_CALLERS, callerNameOf } from './caller.ts';
import { aidOfPath } from './paths.ts';

/**
 * /actions/new and /actions/:aid: the action editor as a page. Saving a new action moves the address to its aid
 * without reloading the editor (undo history and focus stay). A screen that links here for one trigger names its
 * caller in the address (?caller=reaction, ?caller=event); the page shows it and keeps it in the address.
 */
export default function ActionEditorPage() {
  const { t } = useI18n();
  const { path, query } = useLocation();
  const folder = Number(query.get('folder'));
  const caller = callerNameOf(query.get('caller'));
  const aid = aidOfPath(path);
  // The editor is keyed by the action it opened; the address change after the first save keeps it mounted.
  const [opened, setOpened] = useState<{ aid: number | null; key: string }>({ aid: aid ?? null, key: path });
  const created = useRef<number | null>(null);
  if (aid !== undefined && aid !== opened.aid && aid !== created.current) {
    setOpened({ aid, key: path });
  }
  const title = opened.aid === null && created.current === null ? t('actionNewTitle') : t('actionEditTitle');

  return (
    <div className="app-page app-action-page">
      <p className="app-breadcrumb">
        <Link to="/actions">{t('actionBackToList')}</Link>
      </p>
      <h1 className="app-title">
        {title}
        {(created.current ?? opened.aid) !== null && (
          <span className="app-title__id"> ID:{created.current ?? opened.aid}</span>
        )}
      </h1>
      {caller !== 'plain' && (
        <p className="app-note" data-testid="action-caller">
          {t('actionCallerShown', { caller: t(`actionCaller_${caller}`) })}
        </p>
      )}
      <ActionEditor
        key={opened.key}
        aid={opened.aid}
        mode="page"
        caller={ACTION_CALLERS[caller]}
        newFolder={Number.isInteger(folder) && folder > 0 ? folder : null}
        onSaved={({ aid: saved, created: isNew }) => {
          if (!isNew) return;
          created.current = saved;
          const kept = caller === 'plain' ? '' : `?caller=${caller}`;
          navigate(`/actions/${saved}${kept}`, { replace: true, force: true });
        }}
      />
    </div>
  );
}
