import { useRef, useState } from 'react';
import { useI18n } from '../i18n.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { ActionEditor } from './ActionEditor.tsx';
import { aidOfPath } from './paths.ts';

/**
 * /actions/new and /actions/:aid: the action editor as a page. Saving a new action moves the address to its aid
 * without reloading the editor (undo history and focus stay).
 */
export default function ActionEditorPage() {
  const { t } = useI18n();
  const { path, query } = useLocation();
  const folder = Number(query.get('folder'));
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
      <ActionEditor
        key={opened.key}
        aid={opened.aid}
        mode="page"
        newFolder={Number.isInteger(folder) && folder > 0 ? folder : null}
        onSaved={({ aid: saved, created: isNew }) => {
          if (!isNew) return;
          created.current = saved;
          navigate(`/actions/${saved}`, { replace: true, force: true });
        }}
      />
    </div>
  );
}
