/**
 * Bounded cost (issue 13 point 5): hostile bodies measured against the server before these limits, each with the
 * figure it had then. Depth is refused at parse time, the block tree's shape in one pass before validation, and
 * no error answer grows with the request.
 */
import { expect, it } from 'vitest';
import { MAX_ANSWERED_ISSUES, MAX_BLOCKS_PER_LIST } from '../../server/domain/limits.ts';
import { forEachBackend } from './support.ts';

const TOO_DEEP = '送信内容の入れ子が深すぎます(上限 64段)';
const NO_TYPE = '種類がありません';
/** What a hostile body may cost at most here (the bench's goal is 50 ms; tests run beside other work). */
const SLOW_MS = 1000;
const ANSWER_LIMIT = 64 * 1024;

/** A funnel whose or-groups nest `depth` deep, as raw JSON (1,500 deep is 36 KB). */
function nestedFunnel(depth: number): string {
  return `{"name":"x","inputs":${'[{"type":120,"inputs":'.repeat(depth)}[]${'}]'.repeat(depth)}}`;
}

forEachBackend('bounded cost', (server) => {
  async function timedPost(body: string, contentType = 'application/json', url = '/api/funnel/register') {
    const c = await server().client();
    const start = performance.now();
    const res = await c.post(url, body, { contentType });
    return { res, ms: performance.now() - start };
  }

  it('refuses or-groups nested 1,500 deep (was 78–106 s and 36 MB of messages) with one 400', async () => {
    const body = nestedFunnel(1500);
    expect(body.length).toBeGreaterThan(35_000);
    const { res, ms } = await timedPost(body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: [TOO_DEEP], errors: {} });
    expect(ms).toBeLessThan(SLOW_MS);
  });

  it('refuses or-groups nested 2,700 deep (was a stack overflow: 500) the same way', async () => {
    const { res } = await timedPost(nestedFunnel(2700));
    expect(res.statusCode).toBe(400);
  });

  it('refuses a group inside a group once, at the outermost one, without visiting what it holds', async () => {
    // 30 levels fit the JSON depth (61): the structure check refuses the nesting in one pass.
    const { res } = await timedPost(nestedFunnel(30));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      '/inputs/0/inputs/0': ['いずれかに一致のグループの中にグループは入れられません'],
    });
    expect(res.json().messages).toHaveLength(1);
  });

  it('refuses 95,000 invalid blocks in a 1 MiB action (was 5.2–5.6 s and 74.7 MB) before parsing them', async () => {
    const body = `{"a_name":"x","inputs":[${Array(95_000).fill('{"type":1}').join(',')}]}`;
    expect(body.length).toBeLessThan(1024 * 1024);
    const { res, ms } = await timedPost(body, 'application/json', '/api/action/register');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ messages: ['送信内容の一覧が長すぎます(上限 10000件)'], errors: {} });
    expect(res.body.length).toBeLessThan(ANSWER_LIMIT);
    expect(ms).toBeLessThan(SLOW_MS);
  });

  it('refuses 9,000 blocks (within what is parsed) by counting them, before validating any', async () => {
    const body = `{"a_name":"x","inputs":[${Array(9_000).fill('{"type":1}').join(',')}]}`;
    const { res, ms } = await timedPost(body, 'application/json', '/api/action/register');
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      messages: [`設定できる要素は1つの一覧につき${MAX_BLOCKS_PER_LIST}個までです(9000個あります)`],
      errors: { '/inputs': [expect.any(String)] },
    });
    expect(ms).toBeLessThan(SLOW_MS);
  });

  it('answers the first 100 issues and counts the rest (他N件)', async () => {
    const inputs = Array.from({ length: 300 }, () => ({ type: 1, delay_type: 0 }));
    const c = await server().client();
    const res = await c.post('/api/action/register', { inputs });
    expect(res.statusCode).toBe(422);
    const { messages, errors } = res.json();
    expect(messages).toHaveLength(MAX_ANSWERED_ISSUES + 1);
    expect(messages.at(-1)).toBe('他200件');
    expect(Object.keys(errors)).toHaveLength(MAX_ANSWERED_ISSUES);
  });

  it('accepts 500 blocks in a list and refuses 501', async () => {
    const c = await server().client();
    const block = { type: 1, text: 'こんにちは', delay_type: 0 };
    const ok = await c.post('/api/action/register', { inputs: Array(500).fill(block) });
    expect(ok.statusCode, ok.body.slice(0, 200)).toBe(200);
    const over = await c.post('/api/action/register', { inputs: Array(501).fill(block) });
    expect(over.statusCode).toBe(422);
    expect(Object.keys(over.json().errors)).toEqual(['/inputs']);
  });

  it('names a block without a numeric type by its position (was 500 for {toString: 1}, "種別 undefined")', async () => {
    const c = await server().client();
    const cases: [unknown, string][] = [
      [{ type: { toString: 1 } }, '/inputs/0/type'],
      [{ text: 'a' }, '/inputs/0/type'],
      [{ type: '1', text: 'a' }, '/inputs/0/type'],
      [null, '/inputs/0'],
      [[1], '/inputs/0'],
    ];
    for (const [block, path] of cases) {
      const res = await c.post('/api/action/register', { a_name: 'x', inputs: [block] });
      expect(res.statusCode, JSON.stringify(block)).toBe(422);
      expect(res.json()).toEqual({ messages: [`1番目: ${NO_TYPE}`], errors: { [path]: [NO_TYPE] } });
    }
  });

  it('refuses white space only as an empty required text (was saved, read back as (本文なし))', async () => {
    const c = await server().client();
    for (const text of [' ', '\u3000\n\t']) {
      const res = await c.post('/api/action/register', { inputs: [{ type: 1, text, delay_type: 0 }] });
      expect(res.statusCode).toBe(422);
      expect(res.json().messages).toEqual(['1番目(テキスト送信): メッセージ本文を入力してください']);
    }
    const ok = await c.post('/api/action/register', { inputs: [{ type: 1, text: ' a ', delay_type: 0 }] });
    expect(ok.statusCode).toBe(200);
  });

  it('checks the depth of a JSON list sent as text (form posts) and of choice_json', async () => {
    const c = await server().client();
    const deepList = `[${'['.repeat(100)}${']'.repeat(100)}]`;
    const form = await c.post('/api/funnel/register', { inputs: deepList }, { form: true });
    expect(form.statusCode).toBe(422);
    expect(form.json().errors).toEqual({ '/inputs': [TOO_DEEP] });
    const choices = await c.post('/api/var/choice', { id: 1, choice_json: deepList });
    expect(choices.statusCode).toBeLessThan(500);
  });
});
