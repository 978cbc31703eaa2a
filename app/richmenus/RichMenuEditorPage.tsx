import { Link, navigate, useLocation } from '../router.tsx';
import { RICHMENUS_PATH, rmidOfPath, savedListPath } from './paths.ts';
import { RichMenuEditor } from './RichMenuEditor.tsx';
import { useRichmenuTexts } from './texts.ts';

const folderOf = (value: string | null): number | null =>
  value !== null && /^[0-9]{1,10}$/.test(value) ? Number(value) : null;

/**
 * /line/richmenu/new[?group={id}] and /line/richmenu/edit/{rmid} (spec 001 §2): the title リッチメニュー登録 or
 * 編集, the back link to the list (with ?group= when a folder is chosen), and the editor; after a save the
 * browser goes to /line/richmenu?successed=1&group={id or 0}.
 */
export default function RichMenuEditorPage() {
  const texts = useRichmenuTexts();
  const { path, query } = useLocation();
  const rmid = rmidOfPath(path) ?? null;
  const folder = folderOf(query.get('group'));
  // Spec 001 §2: the query flag is_lmenuplus opens a new menu in the external multi-page builder mode.
  const externalBuilder = rmid === null && query.get('is_lmenuplus') === '1';
  const back = folder ? `${RICHMENUS_PATH}?group=${folder}` : RICHMENUS_PATH;
  return (
    <div className="app-page rm-page">
      <p className="app-breadcrumb">
        <Link to={back}>{texts.backToList}</Link>
      </p>
      <h1 className="app-title">
        {rmid === null ? texts.newTitle : texts.editTitle}
        {rmid !== null && <span className="app-title__id"> ID:{rmid}</span>}
      </h1>
      <RichMenuEditor
        key={`${path}${externalBuilder ? '?lmp' : ''}`}
        rmid={rmid}
        folder={folder}
        externalBuilder={externalBuilder}
        onSaved={({ redirectTo, release }) => {
          release();
          // The server's address (the menu's folder); the list itself when the answer names none.
          navigate(redirectTo.startsWith(RICHMENUS_PATH) ? redirectTo : savedListPath(folder), {
            force: true,
          });
        }}
      />
    </div>
  );
}
