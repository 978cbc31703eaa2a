/**
 * The CSV of a saved funnel's friends (issue 19 point 5): every match once, in the funnel's order, across the
 * export's keyset pages (more matches than one page), with the header, the BOM, download headers, and a friend's
 * name that a spreadsheet would run as a formula kept as text. Another account's funnel is not found.
 */
import { expect, it } from 'vitest';
import { EXPORT_HEADER, EXPORT_PAGE } from '../../server/routes/funnel-export.ts';
import { forEachBackend } from './support.ts';

/** Parses the export: the rows as arrays of cells (no cell of the export holds a line break). */
function parse(text: string): string[][] {
  return text
    .replace(/^\uFEFF/, '')
    .split('\r\n')
    .filter((line) => line !== '')
    .map((line) =>
      line
        .slice(1, -1)
        .split('","')
        .map((cell) => cell.replaceAll('""', '"')),
    );
}

forEachBackend('funnel export (CSV)', (server) => {
  it('lists every matching friend once, in the funnel’s order, past one page, as text-safe cells', async () => {
    const c = await server().client();
    const { db } = server().handle;
    const save = await c.post('/api/funnel/register', {
      name: '書き出し「全員」',
      is_template: 0,
      group_id: null,
      inputs: [],
      with_blocked: 1,
      user_rate_type: 1,
      sort_type: 0,
      take_num: 50,
      withCount: 1,
    });
    expect(save.statusCode, save.body).toBe(200);
    const { fid, count } = save.json() as { fid: number; count: number };
    expect(count).toBeGreaterThan(EXPORT_PAGE);

    // A friend named like a formula (the oldest, so the first row).
    const oldest = await db
      .selectFrom('friends')
      .select(['id', 'registered_at', 'last_response_at'])
      .where('account_id', '=', c.session.account.id)
      .orderBy('registered_at')
      .orderBy('id')
      .executeTakeFirstOrThrow();
    await db
      .updateTable('friends')
      .set({ short_name: '=HYPERLINK("x")' })
      .where('id', '=', oldest.id)
      .execute();

    const res = await c.get(`/api/funnel/${fid}/friends.csv`);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="funnel-${fid}.csv"; filename*=UTF-8''${encodeURIComponent('書き出し「全員」.csv')}`,
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.body.startsWith('\uFEFF')).toBe(true);
    const [header, ...rows] = parse(res.body);
    expect(header).toEqual([...EXPORT_HEADER]);
    expect(rows).toHaveLength(count);
    const ids = rows.map((row) => Number(row[0]));
    expect(new Set(ids).size).toBe(count);
    // sort_type 0: oldest registration first.
    expect(ids[0]).toBe(oldest.id);
    expect(rows[0][2]).toBe(`'=HYPERLINK("x")`);
    const registered = rows.map((row) => row[4]);
    expect(registered).toEqual([...registered].sort());
    // Times in Japan's zone, as the console shows them (yyyy/MM/dd HH:mm:ss), under headers that say so.
    expect(header[4]).toBe('友だち追加日時(日本時間)');
    const japan = (iso: string) =>
      new Intl.DateTimeFormat('sv-SE', { timeZone: 'Asia/Tokyo', dateStyle: 'short', timeStyle: 'medium' })
        .format(new Date(iso))
        .replaceAll('-', '/');
    expect(rows[0][4]).toBe(japan(oldest.registered_at));
    expect(rows[0][5]).toBe(oldest.last_response_at ? japan(oldest.last_response_at) : '');
  });

  it('answers 404 for an unknown funnel or another account’s', async () => {
    const c = await server().client();
    expect((await c.get('/api/funnel/999999/friends.csv')).statusCode).toBe(404);
    const other = await server().client('limited');
    const list = await c.get('/api/funnel/list');
    const fid = (list.json() as { items: { fid: number }[] }).items[0].fid;
    expect((await other.get(`/api/funnel/${fid}/friends.csv`)).statusCode).toBe(404);
  });
});
