import { useEffect, useId, useState } from 'react';
import { useI18n } from '../page-i18n.ts';
import { href } from '../router.tsx';
import { accountTime } from '../ui/time.ts';

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
 * download and links to the answering page and its 見本. Japanese only, like the answers themselves.
 *
 * @example <FormAnswersPage id={12} /> // at /lvf/answers/12
 */
export default function FormAnswersPage({ id }: { id: number }) {
  const [page, setPage] = useState(1);
  const [data, setData] = useState<AnswersPage>();
  const [failure, setFailure] = useState<string>();
  const captionId = useId();
  const { t, lang } = useI18n();

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
          setFailure((body.messages as string[] | undefined)?.join('\n') ?? '回答を読み込めませんでした');
      } catch {
        if (live) setFailure('回答を読み込めませんでした。通信環境を確認してください');
      }
    })();
    return () => {
      live = false;
    };
  }, [id, page]);

  const pages = data ? Math.max(1, Math.ceil(data.total / PER_PAGE)) : 1;
  return (
    <div className="app-page app-form-answers">
      <h1 className="app-title">フォームの回答{data ? `: ${data.form.name}` : ''}</h1>
      {failure && (
        <p className="app-form-answers-error" role="alert">
          {failure}
        </p>
      )}
      {data && (
        <>
          <p>
            回答数 {data.total}件 ・ <a href={href(`/api/v1/forms/${id}/answers.csv`)}>CSVをダウンロード</a>
            {data.form.code && (
              <>
                {' '}
                ・ <a href={href(`/f/${data.form.code}`)}>回答ページ</a> ・{' '}
                <a href={href(`/f/${data.form.code}?mode=example`)}>見本を開く</a>
              </>
            )}
          </p>
          {data.total === 0 ? (
            <p>まだ回答はありません。</p>
          ) : (
            <div className="app-form-answers-scroll">
              <table aria-labelledby={captionId}>
                <caption id={captionId}>
                  回答一覧(新しい順、{page}/{pages}ページ)
                </caption>
                <thead>
                  <tr>
                    <th scope="col">{t('formAnswersTime')}</th>
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
                      <th scope="row">{accountTime(answer.created_at, lang, 'minute')}</th>
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
            <nav aria-label="回答のページ">
              <button type="button" disabled={page <= 1} onClick={() => setPage(page - 1)}>
                前へ
              </button>{' '}
              <button type="button" disabled={page >= pages} onClick={() => setPage(page + 1)}>
                次へ
              </button>
            </nav>
          )}
        </>
      )}
    </div>
  );
}
