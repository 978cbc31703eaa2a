import { useRef, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import { Link, navigate, useLocation } from '../router.tsx';
import { FunnelEditor } from './FunnelEditor.tsx';
import { FUNNELS_PATH, fidOfPath } from './paths.ts';

/**
 * /funnels/new and /funnels/:fid: the funnel editor in its editor mode (name, folder, every option). Saving a
 * new funnel moves the address to its fid without reloading the editor (undo history and focus stay).
 */
export default function FunnelEditorPage() {
  const { t } = useI18n();
  const { path, query } = useLocation();
  const folder = Number(query.get('folder'));
  const fid = fidOfPath(path);
  // The editor is keyed by the funnel it opened; the address change after the first save keeps it mounted.
  const [opened, setOpened] = useState<{ fid: number | null; key: string }>({ fid: fid ?? null, key: path });
  const created = useRef<number | null>(null);
  if (fid !== undefined && fid !== opened.fid && fid !== created.current) {
    setOpened({ fid, key: path });
  }
  const shownId = created.current ?? opened.fid;

  return (
    <div className="app-page app-funnel-page">
      <p className="app-breadcrumb">
        <Link to={FUNNELS_PATH}>{t('funnelBackToList')}</Link>
      </p>
      <h1 className="app-title">
        {shownId === null ? t('funnelNewTitle') : t('funnelEditTitle')}
        {shownId !== null && <span className="app-title__id"> ID:{shownId}</span>}
      </h1>
      <FunnelEditor
        key={opened.key}
        mode="editor"
        fid={opened.fid}
        newFolder={Number.isInteger(folder) && folder > 0 ? folder : null}
        onSaved={({ fid: saved, created: isNew }) => {
          if (!isNew) return;
          created.current = saved;
          navigate(`${FUNNELS_PATH}/${saved}`, { replace: true, force: true });
        }}
      />
    </div>
  );
}
