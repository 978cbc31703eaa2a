import type { FastifyError, FastifyReply, FastifyRequest } from 'fastify';
import { type ApiError, errorAnswer } from './errors.ts';
import { escapeHtml } from './html.ts';

/**
 * Whether a request is a browser opening a page rather than a program reading the API: it names text/html (or
 * XHTML) in Accept above application/json. A browser's address bar sends `text/html,…,*\/*;q=0.8`; fetch, curl and
 * the tests send `*\/*`, `application/json` or nothing, which stay JSON (the wildcards count for neither).
 *
 * @example wantsPage('text/html,application/xhtml+xml,*\/*;q=0.8') // true
 * @example wantsPage('application/json') // false
 */
export function wantsPage(accept: string | undefined): boolean {
  const html = Math.max(quality(accept, 'text/html'), quality(accept, 'application/xhtml+xml'));
  return html > 0 && html > quality(accept, 'application/json');
}

/** The q of `type` in an Accept header from its own entry or its `type/*` one (0 when not named). */
function quality(accept: string | undefined, type: string): number {
  let best = 0;
  for (const entry of (accept ?? '').split(',')) {
    const [range = '', ...parameters] = entry.split(';').map((part) => part.trim().toLowerCase());
    if (range !== type && range !== `${type.split('/')[0]}/*`) continue;
    const q = parameters.find((parameter) => parameter.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (Number.isFinite(value)) best = Math.max(best, value);
  }
  return best;
}

/**
 * The console's login page that comes back to `url` (app/auth/paths.ts `loginPathFor`, which the server may not
 * import; tests/api/sheet-export-page.test.ts checks the two agree).
 *
 * @example loginPathFor('/googlesheet/lvf/settingExport/3') // '/login?next=%2Fgooglesheet%2Flvf%2FsettingExport%2F3'
 */
export function loginPathFor(url: string): string {
  return `/login?next=${encodeURIComponent(url)}`;
}

/** What a page route's refusal page says besides the lines: its title and a link out. */
export interface PageErrorOptions {
  /** The line of a 404 from a malformed id in the path (the generic one is 見つかりません). */
  notFound: string;
  /** A link to where the operator can go on (the list of what was not found). */
  back: { href: string; text: string };
}

/**
 * A route-level error handler for a server-rendered page of the console (docs/decisions/sheet-export-page.md):
 * to a browser, a refusal is a page: no session (401) redirects to the login page with ?next= (303), any other
 * refusal is an HTML page with the same lines and the same status. Programs that ask for JSON get exactly what
 * every route answers (server/http/errors.ts), and the same lines are logged either way.
 *
 * @example app.get('/googlesheet/lvf/settingExport/:id', { errorHandler: pageErrors({ notFound, back }) }, …)
 */
export function pageErrors(options: PageErrorOptions) {
  return (error: FastifyError | ApiError, request: FastifyRequest, reply: FastifyReply): void => {
    const answer = errorAnswer(error, request);
    // The same address answers JSON or HTML by Accept: no cache may give one to the other.
    void reply.header('vary', 'Accept').header('cache-control', 'no-store');
    if (!wantsPage(request.headers.accept)) {
      void reply.code(answer.status).send(answer.body);
      return;
    }
    if (answer.status === 401) {
      void reply.redirect(loginPathFor(request.url), 303);
      return;
    }
    const lines = fromMalformedId(error) ? [options.notFound] : answer.body.messages;
    void reply.code(answer.status).type('text/html; charset=utf-8').send(refusalPage(lines, options.back));
  };
}

/** A 404 that schema validation gave for an id that is no number (/settingExport/abc). */
const fromMalformedId = (error: FastifyError | ApiError): boolean =>
  'validation' in error && Boolean(error.validation) && error.validationContext === 'params';

/**
 * The refusal page: the lines, escaped, and a link on. Japanese like the export page itself: the server does not
 * know the language the operator chose (the console keeps it in the browser), and the lines are the API's.
 *
 * @example refusalPage(['フォームが見つかりません'], { href: '/lvf', text: 'フォーム一覧へ' })
 */
export function refusalPage(lines: string[], back: { href: string; text: string }): string {
  const title = escapeHtml(lines[0] ?? '表示できません');
  const paragraphs = lines.map((line) => `<p>${escapeHtml(line)}</p>`).join('\n');
  return `<!doctype html>
<html lang="ja"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body>
<main>
<h1>表示できません</h1>
${paragraphs}
<p><a href="${escapeHtml(back.href)}">${escapeHtml(back.text)}</a></p>
</main>
</body></html>
`;
}
