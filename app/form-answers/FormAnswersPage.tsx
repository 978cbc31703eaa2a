import { useEffect, useId, useState } from 'react';
import { href } from '../router.tsx';
import { accountTime } from '../ui/time.ts';
// .app-button:disabled (the paging buttons at either end): the console's dialogs' and lists' sheet.
import '../ui/ui.css';
import './form-answers.css';
import { useFormAnswersTexts } from './texts.ts';

/** Where a form's answers are listed: /lvf/answers/{id} (the form builder may link here). */
export const FORM_ANSWERS_PATH = '/lvf/answers/:id';

/** The answers list as GET /api/v1/forms/{id}/answers answers it. */
export interface AnswersPage {
  form: { id: number; name: string; code: string | null };
  total: number;
  page: number;
  per_page: number;
  columns: { key: string; title: string }[];
  /** links: for a file cell the file's address (GET …/answers/{answerId}/files/{mediaId}), else null. */
  answers: { id: number; created_at: string; cells: string[]; links?: (string | null)[] }[];
}

const PER_PAGE = 50;

/**
 * The stored answers of one form (issue 15 point 5): a table of answers, newest first, 50 a page, with the CSV
 * download and links to the answering page and its 見本. The page's words follow the console's language
 * (./texts.ts); the items' titles and the answers are shown as written, as text (React escapes them).
 *
 * @example <FormAnswersPage id={12} /> // at /lvf/answers/12
 */
export default function FormAnswersPage({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AnswersPage>();
  // The server's lines (its own words), or one of this page's: named, so drawn in the language of the moment.
  const [failure, setFailure] = useState<{ server: string } | { own: 'loadFailed' | 'offline' }>();
  const captionId = useId();
  const texts = useFormAnswersTexts();

  useEffect(() => {
    let live = true;
    void (async () => {
      try {
        const response = await fetch(href(`/api/v1/forms/${id}/answers?page=${page}&per_page=${PER_PAGE}`), {
          credentials: 'same-origin',
        });
        const body = await response.json();
        if (!live) return;
        if (response.ok) {
          setData(body as AnswersPage);
          setFailure(undefined);
        } else
          setFailure(
            Array.isArray(body.messages) ? { server: body.messages.join('\n') } : { own: 'loadFailed' },
          );
      } catch {
        if (live) setFailure({ own: 'offline' });
      }
    })();
    return () => {
      live = false;
    };
  }, [id, page]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <div className="app-page app-form-answers">
      <h1 className="app-title">{data ? texts.titleOf(data.form.name) : texts.title}</h1>
      {failure && (
        <p className="app-form-answers-error" role="alert">
          {'server' in failure ? failure.server : texts[failure.own]}
        </p>
      )}
      {data && (
        <>
          <p>
            {texts.count(data.total)}
            {texts.separator}
            <a href={href(`/api/v1/forms/${id}/answers.csv`)}>{texts.csv}</a>
            {data.form.code && (
              <>
                {texts.separator}
                <a href={href(`/f/${data.form.code}`)}>{texts.answerPage}</a>
                {texts.separator}
                <a href={href(`/f/${data.form.code}?mode=example`)}>{texts.example}</a>
              </>
            )}
          </p>
          {data.total === 0 ? (
            <p>{texts.empty}</p>
          ) : (
            <div className="app-form-answers-scroll">
              <table aria-labelledby={captionId}>
                <caption id={captionId}>{texts.caption(page, pages)}</caption>
                <thead>
                  <tr>
                    <th scope="col">{texts.time}</th>
                    {data.columns.map((column) => (
                      <th scope="col" key={column.key}>
                        {column.title}
                      </th>
                    ))}
                  </tr>
                </thead>
                <tbody>
                  {data.answers.map((answer) => (
                    <tr key={answer.id}>
                      <th scope="row">{accountTime(answer.created_at, texts.lang, 'minute')}</th>
                      {answer.cells.map((cell, i) => {
                        const link = answer.links?.[i];
                        return (
                          <td key={data.columns[i]?.key ?? i}>
                            {link ? (
                              <a href={href(link)} download={cell}>
                                {cell}
                              </a>
                            ) : (
                              cell
                            )}
                          </td>
                        );
                      })}
                    </tr>
                  ))}
                </tbody>
              </table>
            </div>
          )}
          {pages > 1 && (
            <nav className="app-form-answers-paging" aria-label={texts.paging}>
              <button
                type="button"
                className="app-button"
                disabled={page <= 1}
                onClick={() => setPage(page - 1)}
              >
                {texts.previous}
              </button>
              <button
                type="button"
                className="app-button"
                disabled={page >= pages}
                onClick={() => setPage(page + 1)}
              >
                {texts.next}
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
