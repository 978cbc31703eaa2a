/**
 * The friends a saved funnel matches, as a CSV download (issue 19 point 5): `GET /api/funnel/{fid}/friends.csv`,
 * in the funnel's own order (sort_type), streamed a keyset page of 200 at a time, so a million matches never sit
 * in memory and each page is one indexed query (server/db/funnel-query.ts pageFunnel). Cells are text-safe for
 * spreadsheets (server/domain/csv.ts); names are the friend's, never markup.
 */
import { Readable } from 'node:stream';
import type { FastifyInstance } from 'fastify';
import { tokyoTime } from '../../documents/form-answers.ts';
import { getDocument } from '../db/documents.ts';
import { responseMarkFieldId } from '../db/friend-records.ts';
import { type FriendCursor, friendSummaries, SORT_CODES } from '../db/friends.ts';
import { funnelInputs, pageFunnel } from '../db/funnel-query.ts';
import { findItem, listItems } from '../db/items.ts';
import type { Db } from '../db/schema.ts';
import { CSV_BOM, csvRow } from '../domain/csv.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { parseId } from '../domain/ids.ts';
import { notFoundMessage } from '../domain/kinds.ts';
import { refuse } from '../http/errors.ts';
import { idParams } from '../http/schemas.ts';

/** Friends read per query. */
export const EXPORT_PAGE = 200;

/**
 * The CSV's header (Japanese, as the console names the columns). Times are Japan's, as the console shows them and
 * the answers CSV writes them (docs/decisions/forms-walk-fixes.md): the header says so.
 */
export const EXPORT_HEADER = [
  '友だちID',
  'LINE登録名',
  '本名',
  'システム表示名',
  '友だち追加日時(日本時間)',
  '最終応答日時(日本時間)',
  '対応マーク',
  'タグ',
  'ブロック',
  '表示状態',
] as const;

const RATE_NAMES: Record<number, string> = { 1: '通常', 0: '非表示', [-1]: 'ブロック(操作)' };

export async function registerFunnelExportRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const funnel = deps.registry.document('funnel');
  if (!funnel) return;
  app.get(
    '/api/funnel/:id/friends.csv',
    {
      config: { access: 'operator' },
      schema: {
        tags: [funnel.key],
        summary: 'The friends a saved funnel matches, as CSV (UTF-8 with BOM), in the funnel’s order',
        params: idParams,
      },
    },
    async (request, reply) => {
      const id = parseId((request.params as { id: string }).id);
      const accountId = request.account.id;
      const stored = id && (await getDocument(deps.db, { accountId, kind: funnel.key, id }));
      if (!stored) throw refuse(404, notFoundMessage(funnel));
      const name =
        typeof stored.body.name === 'string' && stored.body.name ? stored.body.name : `funnel-${id}`;
      reply
        .header('Content-Type', 'text/csv; charset=utf-8')
        .header('X-Content-Type-Options', 'nosniff')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="funnel-${id}.csv"; filename*=UTF-8''${encodeURIComponent(`${name}.csv`)}`,
        );
      return reply.send(Readable.from(rows(deps.db, accountId, stored.body)));
    },
  );
}

/** The CSV, a page of friends at a time. */
async function* rows(db: Db, accountId: number, body: Record<string, unknown>): AsyncGenerator<string> {
  yield CSV_BOM + csvRow(EXPORT_HEADER);
  const inputs = await funnelInputs(db, accountId);
  const tagNames = new Map((await listItems(db, accountId, 'tag')).map((tag) => [tag.id, tag.name]));
  const markField = await responseMarkFieldId(db, accountId);
  const marks = new Map<number, string>();
  const field = markField === undefined ? undefined : await findItem(db, accountId, 'varia', markField);
  for (const choice of (Array.isArray(field?.choices) ? field.choices : []) as {
    id: number;
    value: string;
  }[])
    marks.set(choice.id, choice.value);
  const order = SORT_CODES[String(body.sort_type ?? 1)] ?? 'registered_desc';
  let after: FriendCursor | undefined;
  do {
    const page = await pageFunnel(db, accountId, body, inputs, { order, limit: EXPORT_PAGE, after });
    const friends = new Map((await friendSummaries(db, accountId, page.ids)).map((f) => [f.id, f]));
    let chunk = '';
    for (const friendId of page.ids) {
      const friend = friends.get(friendId);
      if (!friend) continue;
      chunk += csvRow([
        friend.id,
        friend.name,
        friend.short_name,
        friend.nickname,
        tokyoTime(friend.registered_at),
        friend.last_response_at ? tokyoTime(friend.last_response_at) : '',
        friend.notify ? (marks.get(friend.notify) ?? String(friend.notify)) : '',
        friend.tags.map((tag) => tagNames.get(tag) ?? `#${tag}`).join(' / '),
        friend.blocked ? 'はい' : '',
        RATE_NAMES[friend.user_rate] ?? String(friend.user_rate),
      ]);
    }
    yield chunk;
    after = page.next;
  } while (after);
}
