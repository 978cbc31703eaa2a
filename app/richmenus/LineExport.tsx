/**
 * The LINE export of a saved rich menu (issue 16 point 6): asks the server for the menu as a LINE Messaging API
 * rich-menu object, offers it as a JSON file, and lists per button what LINE cannot express (left out) and what
 * it would ignore. Only for a saved menu: the export reads what is stored, so unsaved edits are not in it.
 */
import { useState } from 'react';
import type { LineExportProblem, RichmenuApi } from './richmenu-api.ts';
import { useRichmenuTexts } from './texts.ts';

type ExportState =
  | { state: 'idle' }
  | { state: 'busy' }
  | { state: 'done'; href: string; problems: LineExportProblem[]; warnings: LineExportProblem[] }
  | { state: 'failed'; lines: string[] };

export function LineExport({
  api,
  rmid,
  dirty,
  pageNames,
}: {
  api: RichmenuApi;
  rmid: number;
  dirty: boolean;
  /** A multi-page menu's page names: findings say their page. */
  pageNames?: readonly string[];
}) {
  const texts = useRichmenuTexts();
  const [shown, setShown] = useState<ExportState>({ state: 'idle' });
  const where = (problem: LineExportProblem) => {
    const what = problem.button === null ? texts.exportMenu : texts.exportButton(problem.button + 1);
    return problem.page === undefined ? what : `${pageNames?.[problem.page] ?? problem.page + 1} ${what}`;
  };

  const busy = shown.state === 'busy';
  const run = async () => {
    if (busy) return;
    setShown({ state: 'busy' });
    const { exported: answer, messages } = await api.lineExport(rmid);
    if (!answer) {
      setShown({ state: 'failed', lines: messages });
      return;
    }
    // A multi-page menu is every page's object with its alias and image; a single menu its one object.
    const file = answer.pages ? { pages: answer.pages } : answer.object;
    const blob = new Blob([JSON.stringify(file, null, 2)], { type: 'application/json' });
    setShown({
      state: 'done',
      href: URL.createObjectURL(blob),
      problems: answer.problems ?? [],
      warnings: answer.warnings ?? [],
    });
  };

  return (
    <section className="rm-section rm-export" aria-labelledby="rm-export-heading">
      <h2 id="rm-export-heading" className="de-heading">
        {texts.exportLine}
      </h2>
      <p className="rm-hint">{dirty ? texts.exportUnsaved : texts.exportHint}</p>
      <div>
        <button
          type="button"
          className="app-button"
          onClick={() => void run()}
          // Not `disabled`: the browser drops a disabled button's focus to <body>, and a keyboard user with it.
          aria-disabled={busy || undefined}
        >
          {busy ? texts.exportBusy : texts.exportRun}
        </button>
      </div>
      {shown.state === 'failed' && (
        <div className="rm-error" role="alert">
          {shown.lines.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
      {shown.state === 'done' && (
        <div role="status">
          <p>
            <a href={shown.href} download={`richmenu-${rmid}.json`}>
              {texts.exportDownload}
            </a>
          </p>
          {shown.problems.length > 0 && (
            <>
              <p className="rm-error">{texts.exportProblems}</p>
              <ul>
                {shown.problems.map((p) => (
                  <li key={`${p.path}:${p.message}`}>
                    {where(p)}: {p.message}
                  </li>
                ))}
              </ul>
            </>
          )}
          {shown.warnings.length > 0 && (
            <>
              <p>{texts.exportWarnings}</p>
              <ul>
                {shown.warnings.map((p) => (
                  <li key={`${p.path}:${p.message}`}>
                    {where(p)}: {p.message}
                  </li>
                ))}
              </ul>
            </>
          )}
        </div>
      )}
    </section>
  );
}
