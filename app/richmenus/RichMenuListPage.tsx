import { useEffect, useMemo } from 'react';
import type { DocumentListCalls, DocumentListColumn } from '../../engine/react/document-list.ts';
import { ConsoleDocumentList, documentListTexts } from '../documents/DocumentListPage.tsx';
import { Link, navigate, useLocation } from '../router.tsx';
import { AlertBox } from '../ui/AlertBox.tsx';
import { usePageTexts } from './pages/texts.ts';
import { RICHMENU_EDIT_PATH, RICHMENU_NEW_PATH, RICHMENUS_PATH } from './paths.ts';
import { richmenuRegistry } from './registry.ts';
import { type RichmenuSummary, useRichmenuApi } from './richmenu-api.ts';
import { useRichmenuTexts } from './texts.ts';
import './richmenus.css';

/**
 * /line/richmenu[?group={id}][&successed=1]: the saved rich menus by folder (the engine's document list) with a
 * thumbnail of each image, its size and button count; copy and delete as for every kind. After a save the editor
 * comes back here with successed=1 (spec 001 §2) and the list says so; group=0 means no folder was chosen.
 */
export default function RichMenuListPage() {
  const menus = useRichmenuApi();
  const texts = useRichmenuTexts();
  const pageTexts = usePageTexts();
  const { query } = useLocation();
  const { definition } = useMemo(() => richmenuRegistry(), []);
  const saved = query.get('successed') === '1';

  useEffect(() => {
    if (query.get('group') === '0')
      navigate(`${RICHMENUS_PATH}${saved ? '?successed=1' : ''}`, { replace: true });
  }, [query, saved]);

  const calls = useMemo<DocumentListCalls>(
    () => ({
      list: () => menus.listMenus() as ReturnType<DocumentListCalls['list']>,
      copy: (id) => menus.copyMenu(id),
      remove: (id, revision) => menus.deleteMenu(id, revision),
    }),
    [menus],
  );
  const listTexts = useMemo(() => documentListTexts(texts), [texts]);
  const columns = useMemo<DocumentListColumn[]>(
    () => [
      {
        key: 'image',
        header: texts.image,
        render: (row) => {
          const menu = row as unknown as RichmenuSummary;
          return menu.media_url ? (
            <img
              className="rm-thumb"
              src={menu.media_url}
              alt=""
              width={125}
              height={menu.height === 843 ? 42 : 84}
              loading="lazy"
            />
          ) : null;
        },
      },
      {
        key: 'buttons',
        header: texts.buttons,
        render: (row) => {
          const menu = row as unknown as RichmenuSummary;
          const buttons = `${menu.button_count ?? 0}${texts.lang === 'en' ? '' : '個'}`;
          // An external-builder menu (spec 002 §3 is_lmp) is marked, with its pages.
          return menu.is_lmp ? (
            <>
              <span className="rm-marker">{pageTexts.marker}</span>{' '}
              {pageTexts.pageCount(menu.page_count ?? 0)}・{buttons}
            </>
          ) : (
            buttons
          );
        },
      },
    ],
    [texts, pageTexts],
  );
  return (
    <ConsoleDocumentList
      definition={definition}
      calls={calls}
      texts={listTexts}
      path={RICHMENUS_PATH}
      editorPath={RICHMENU_EDIT_PATH}
      newPath={RICHMENU_NEW_PATH}
      folderParam="group"
      columns={columns}
      banner={
        <>
          {saved && <AlertBox tone="success" lines={[texts.saved]} testId="richmenu-saved" />}
          <p className="rm-list-extra">
            <Link to={`${RICHMENU_NEW_PATH}?is_lmenuplus=1`} className="app-button">
              {pageTexts.listNew}
            </Link>
          </p>
        </>
      }
    />
  );
}
