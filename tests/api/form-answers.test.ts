/**
 * The page a friend answers a form on (issue 15 point 5): GET /f/{code} with its own CSP, POST /f/{code}/answer
 * checked with the shared answer rules, the limits (answer limit, once only, deadline) including 200 concurrent
 * answers over HTTP, mode=example, the thank-you URL/text, and the console's answers list and CSV.
 */
import type { AddressInfo } from 'node:net';
import type { LightMyRequestResponse } from 'fastify';
import { expect, it } from 'vitest';
import { encodePng } from '../../server/media/png.ts';
import { type Client, forEachBackend, type TestServer } from './support.ts';

const answerHeaders = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** Posts answers as the page does; `cookie` is the respondent's cookie when given. */
function answer(
  server: TestServer,
  code: string,
  answers: Record<string, unknown>,
  extra: { mode?: string; cookie?: string } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: `/f/${code}/answer${extra.mode ? `?mode=${extra.mode}` : ''}`,
    headers: { ...answerHeaders, ...(extra.cookie ? { cookie: extra.cookie } : {}) },
    payload: JSON.stringify({ answers }),
  });
}

const respondentCookie = (res: LightMyRequestResponse) =>
  res.cookies
    .filter((c) => c.name === 'form_respondent')
    .map((c) => `${c.name}=${c.value}`)
    .join('; ');

/** The seeded form's id and code, by name. */
async function seeded(c: Client, name: string): Promise<{ id: number; code: string }> {
  const items = (await c.get('/api/form/list')).json().items as { id: number; name: string }[];
  const id = items.find((i) => i.name === name)?.id;
  if (!id) throw new Error(`no seeded form ${name}`);
  return { id, code: (await c.get(`/api/v1/forms/${id}`)).json().code };
}

/** Saves a one-section form with one required text through the builder, with these options. */
async function saveForm(c: Client, options: Record<string, unknown>, items?: unknown[]) {
  const res = await c.post(
    '/lvf/edit/v2',
    {
      formname: `回答テスト${Math.random()}`,
      formid: '',
      formgroupid: '',
      form_action_id: '',
      generation: '2',
      title: '回答テスト',
      description: '',
      pages: [1],
      export_google_sheet: '0',
      needs_line_login: '0',
      items: items ?? [
        {
          swatch_id: 510,
          type: 'text',
          name: 'text1',
          page: 1,
          title: 'お名前',
          rules: [{ name: 'required' }],
          assign_to: [],
        },
      ],
      options,
    },
    { form: true },
  );
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return res.json() as { id: number; code: string };
}

// These tests post far more answers a minute from one address than the page's limit (30): raised here, and
// tested on its own in form-answer-rate-limit.test.ts. The 200 concurrent answers are not weakened by it.
forEachBackend(
  'answering a form',
  (server) => {
    it('serves the page with its own strict CSP, no inline script, and never reads the console session', async () => {
      const c = await server().client();
      const { code } = await seeded(c, '満足度アンケート');
      const res = await server().app.inject({ url: `/f/${code}`, headers: { cookie: c.cookie } });
      expect(res.statusCode).toBe(200);
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toContain("script-src 'self'");
      expect(csp).toContain("frame-ancestors 'none'");
      expect(csp).toContain("form-action 'self'");
      expect(csp).not.toContain('unsafe-inline');
      expect(csp).not.toContain('unsafe-eval');
      const nonce = /'nonce-([^']+)'/.exec(csp)?.[1];
      expect(nonce).toBeTruthy();
      expect(res.body).toContain(`<style nonce="${nonce}">`);
      // The only scripts: our file, and the JSON data block (not executed).
      const scripts = res.body.match(/<script[^>]*>/g) ?? [];
      expect(scripts).toEqual([
        '<script src="/f/_/answer.js" defer>',
        '<script type="application/json" id="lf-data">',
      ]);
      expect(res.body).toContain('当店のご利用は初めてですか');
      expect(res.body).not.toContain(c.token);
      // The respondent cookie is scoped to this form's path and unreadable by script.
      const cookie = res.cookies.find((each) => each.name === 'form_respondent');
      expect(cookie).toMatchObject({ path: `/f/${code}`, httpOnly: true, sameSite: 'Lax' });
      const script = await server().app.inject({ url: '/f/_/answer.js' });
      expect(script.statusCode).toBe(200);
      expect(script.headers['content-type']).toContain('javascript');
      expect(script.body).toContain('定員に達したため');
    });

    it('answers 404 with a page for an unknown code', async () => {
      const res = await server().app.inject({ url: '/f/ZZZZZZ' });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('フォームが見つかりません');
    });

    it('stores a valid answer and answers the thank-you text; the list and CSV show it', async () => {
      const c = await server().client();
      const { id, code } = await seeded(c, '満足度アンケート');
      const res = await answer(server(), code, {
        radio1: 1,
        checkbox1: [3, 6],
        checkbox1__other: '=HYPERLINK("x")',
        datepicker1: '',
        text1: '090-1234-5678',
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toEqual({ text: 'ご協力ありがとうございました。', stored: true });
      const list = (await c.get(`/api/v1/forms/${id}/answers`)).json();
      expect(list.total).toBe(1);
      expect(list.columns.map((col: { title: string }) => col.title)).toEqual([
        '当店のご利用は初めてですか',
        '良かった点をお選びください',
        '次回のご来店予定日',
        'お電話番号',
      ]);
      expect(list.answers[0].cells).toEqual(['はい', '接客、その他(=HYPERLINK("x"))', '', '090-1234-5678']);
      const csv = await c.get(`/api/v1/forms/${id}/answers.csv`);
      expect(csv.statusCode).toBe(200);
      expect(csv.headers['content-type']).toContain('text/csv');
      expect(csv.body.startsWith('\uFEFF"回答ID","回答日時(日本時間)","当店のご利用は初めてですか"')).toBe(
        true,
      );
      const row = csv.body.split('\r\n')[1];
      expect(row).toContain('"はい","接客、その他(=HYPERLINK(""x""))","","090-1234-5678"');
      // The time in Japan's time (the account's zone, as the console shows it), whatever the server's clock zone.
      const japan = new Intl.DateTimeFormat('sv-SE', {
        timeZone: 'Asia/Tokyo',
        dateStyle: 'short',
        timeStyle: 'medium',
      }).format(new Date(list.answers[0].created_at));
      expect(row.split(',')[1]).toBe(`"${japan.replaceAll('-', '/')}"`);
    });

    it('refuses each broken rule with its Japanese message, by item name', async () => {
      const c = await server().client();
      const { code } = await seeded(c, '満足度アンケート');
      const cases: [Record<string, unknown>, Record<string, string[]>][] = [
        // No choice made: the form goes on to section 2 in order, so its required checkbox asks too.
        [{}, { radio1: ['選択してください'], checkbox1: ['選択してください'] }],
        [{ radio1: 9, checkbox1: [3] }, { radio1: ['選択肢から選んでください'] }],
        [{ radio1: 1 }, { checkbox1: ['選択してください'] }],
        [{ radio1: 1, checkbox1: [6] }, { checkbox1: ['「その他」の内容を入力してください'] }],
        [
          { radio1: 1, checkbox1: [3], text1: '12-34' },
          { text1: ['電話番号の形式で入力してください(例: 090-1234-5678)'] },
        ],
        [
          { radio1: 1, checkbox1: [3], datepicker1: '2000-01-01' },
          { datepicker1: [expect.stringMatching(/以降の日付を選択してください$/)] },
        ],
      ];
      for (const [answers, errors] of cases) {
        const res = await answer(server(), code, answers);
        expect(res.statusCode, JSON.stringify(answers)).toBe(422);
        expect(res.json().errors).toEqual(errors);
        expect(res.json().messages[0]).toContain('入力内容に誤りがあります');
      }
    });

    it('follows branching: いいえ ends the form, so section 2’s required items ask nothing and its answers are dropped', async () => {
      const c = await server().client();
      const { id, code } = await seeded(c, '満足度アンケート');
      const before = (await c.get(`/api/v1/forms/${id}/answers`)).json().total;
      const res = await answer(server(), code, { radio1: 2, text1: 'not a phone' });
      expect(res.statusCode, res.body).toBe(200);
      const list = (await c.get(`/api/v1/forms/${id}/answers?per_page=1`)).json();
      expect(list.total).toBe(before + 1);
      expect(list.answers[0].answers).toEqual({ radio1: 2 });
    });

    it('a number answer in full-width digits (１２３) is converted and stored in ASCII, not refused', async () => {
      const c = await server().client();
      const { id, code } = await saveForm(c, {}, [
        {
          swatch_id: 510,
          type: 'text',
          name: 'text1',
          page: 1,
          title: '人数',
          rules: [{ name: 'required' }, { name: 'numeric' }, { name: 'max_value', value: 200 }],
          assign_to: [],
        },
      ]);
      const res = await answer(server(), code, { text1: '１２３' });
      expect(res.statusCode, res.body).toBe(200);
      const list = (await c.get(`/api/v1/forms/${id}/answers`)).json();
      expect(list.answers[0].answers).toEqual({ text1: '123' });
      expect(list.answers[0].cells).toEqual(['123']);
      // Converted before the rules: 201 is still over the limit, letters are still refused.
      expect((await answer(server(), code, { text1: '２０１' })).json().errors).toEqual({
        text1: ['200以下の数値を入力してください'],
      });
      expect((await answer(server(), code, { text1: '１２ａ' })).json().errors).toEqual({
        text1: ['半角数字で入力してください'],
      });
    });

    it('a phone number, a postal code and a time in full-width digits are converted and stored in ASCII', async () => {
      const c = await server().client();
      const item = (name: string, rule: string) => ({
        swatch_id: 510,
        type: 'text',
        name,
        page: 1,
        title: name,
        rules: [{ name: 'required' }, { name: rule }],
        assign_to: [],
      });
      const { id, code } = await saveForm(c, {}, [
        item('text1', 'tel'),
        item('text2', 'zip'),
        item('text3', 'time'),
      ]);
      const res = await answer(server(), code, {
        text1: '０９０ー１２３４ー５６７８',
        text2: '１２３－４５６７',
        text3: '０９：３０',
      });
      expect(res.statusCode, res.body).toBe(200);
      const list = (await c.get(`/api/v1/forms/${id}/answers`)).json();
      expect(list.answers[0].answers).toEqual({ text1: '090-1234-5678', text2: '123-4567', text3: '09:30' });
      expect(list.answers[0].cells).toEqual(['090-1234-5678', '123-4567', '09:30']);
      // Converted before the rules: a wrong shape is still refused with its message.
      expect(
        (await answer(server(), code, { text1: '０９０', text2: '１２３４５', text3: '２５：００' })).json()
          .errors,
      ).toEqual({
        text1: ['電話番号の形式で入力してください(例: 090-1234-5678)'],
        text2: ['郵便番号の形式で入力してください(例: 123-4567)'],
        text3: ['時刻の形式で入力してください(例: 09:30)'],
      });
    });

    it('mode=example checks but stores nothing, and the page shows the 見本 notice', async () => {
      const c = await server().client();
      const { id, code } = await seeded(c, 'お問い合わせフォーム');
      const page = await server().app.inject({ url: `/f/${code}?mode=example` });
      expect(page.body).toContain('見本');
      const bad = await answer(server(), code, {}, { mode: 'example' });
      expect(bad.statusCode).toBe(422);
      const good = await answer(
        server(),
        code,
        { text1: '山田', email1: 'yamada@example.jp', select1: 1, textarea1: 'こんにちは' },
        { mode: 'example' },
      );
      expect(good.statusCode, good.body).toBe(200);
      expect(good.json().stored).toBe(false);
      expect((await c.get(`/api/v1/forms/${id}/answers`)).json().total).toBe(0);
    });

    it('answer_limit: after N answers the form refuses with answer_limit_text, and the page shows it', async () => {
      const c = await server().client();
      const { code } = await saveForm(c, { answer_limit: 2, answer_limit_text: '先着2名で締め切りました' });
      for (let i = 0; i < 2; i++)
        expect((await answer(server(), code, { text1: `回答${i}` })).statusCode).toBe(200);
      const third = await answer(server(), code, { text1: '3人目' });
      expect(third.statusCode).toBe(409);
      expect(third.json().messages).toEqual(['先着2名で締め切りました']);
      const page = await server().app.inject({ url: `/f/${code}` });
      expect(page.body).toContain('先着2名で締め切りました');
      expect(page.body).not.toContain('id="lf-form"');
    });

    it('ping 1: a respondent answers once (ping_text), another respondent still may', async () => {
      const c = await server().client();
      const { code } = await saveForm(c, { ping: 1, ping_text: '回答は1回までです' });
      const page = await server().app.inject({ url: `/f/${code}` });
      const cookie = respondentCookie(page);
      expect(cookie).toMatch(/^form_respondent=/);
      expect((await answer(server(), code, { text1: '一回目' }, { cookie })).statusCode).toBe(200);
      const again = await answer(server(), code, { text1: '二回目' }, { cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json().messages).toEqual(['回答は1回までです']);
      const reopened = await server().app.inject({ url: `/f/${code}`, headers: { cookie } });
      expect(reopened.body).toContain('回答は1回までです');
      expect((await answer(server(), code, { text1: '別の人' })).statusCode).toBe(200);
    });

    it('deadline: after deadline_datetime the form refuses with deadline_text', async () => {
      const c = await server().client();
      const { code } = await saveForm(c, {
        deadline: 1,
        deadline_datetime: '2020-01-01 00:00',
        deadline_text: '受付は終了しました',
      });
      const res = await answer(server(), code, { text1: '遅刻' });
      expect(res.statusCode).toBe(409);
      expect(res.json().messages).toEqual(['受付は終了しました']);
      expect((await server().app.inject({ url: `/f/${code}` })).body).toContain('受付は終了しました');
      const open = await saveForm(c, { deadline: 1, deadline_datetime: '2999-01-01 00:00' });
      expect((await answer(server(), open.code, { text1: '間に合った' })).statusCode).toBe(200);
    });

    it('after sending: the thank-you URL (http/https only), else the text escaped by the page, else the default', async () => {
      const c = await server().client();
      const url = await saveForm(c, { after_send_url: 'https://example.jp/thanks?x=1' });
      expect((await answer(server(), url.code, { text1: 'a' })).json()).toEqual({
        redirect: 'https://example.jp/thanks?x=1',
        stored: true,
      });
      const plain = await saveForm(c, { after_send_text: '<b>ありがとう</b>' });
      expect((await answer(server(), plain.code, { text1: 'a' })).json().text).toBe('<b>ありがとう</b>');
      const none = await saveForm(c, {});
      expect((await answer(server(), none.code, { text1: 'a' })).json().text).toBe(
        'ご回答ありがとうございました。',
      );
    });

    it('fills the placeholders of the texts a friend reads: never a code on the page or in the answer', async () => {
      const c = await server().client();
      const { code } = await saveForm(c, {
        ping: 1,
        ping_text: '[name]さん、回答済みです。次は[FORM_abc123]へ',
        after_send_text: '[name]さん、ありがとうございます。[date:+0:YYYY/MM/DD]受付',
      });
      const page = await server().app.inject({ url: `/f/${code}` });
      const cookie = respondentCookie(page);
      const first = await answer(server(), code, { text1: 'a' }, { cookie });
      // The page does not know the friend: the name is empty; the delivery date is today in Japan.
      const today = new Date(Date.now() + 9 * 3_600_000).toISOString().slice(0, 10).replaceAll('-', '/');
      expect(first.json().text).toBe(`さん、ありがとうございます。${today}受付`);
      const again = await answer(server(), code, { text1: 'b' }, { cookie });
      expect(again.statusCode).toBe(409);
      expect(again.json().messages[0]).toMatch(/^さん、回答済みです。次はhttps?:\/\/[^/]+\/f\/abc123へ$/);
      const reopened = await server().app.inject({ url: `/f/${code}`, headers: { cookie } });
      expect(reopened.body).toContain('さん、回答済みです。');
      expect(reopened.body).not.toContain('[name]');
    });

    it('applies the design and neutralises custom CSS that would close the style element or import', async () => {
      const c = await server().client();
      const { code } = await saveForm(c, {
        has_colors: 1,
        button_color: '#FF0000',
        bg_image: 'https://example.jp/bg.png',
        header_bg_image: 'https://example.jp/h.png',
        hide_icon: 1,
        has_cccs: 1,
        custom_css:
          '@import url(https://evil.example/x.css);\nbody{color:red}</style><script>alert(1)</script>\n' +
          '.a{background:url(javascript:alert(1))} .b{background:url("https://example.jp/ok.png")} @\\69mport "x.css";',
      });
      const res = await server().app.inject({ url: `/f/${code}` });
      const custom = /<style nonce="[^"]+" id="lf-custom-css">([\s\S]*?)<\/style>/.exec(res.body)?.[1] ?? '';
      expect(custom).toContain('body{color:red}');
      expect(custom.toLowerCase()).not.toContain('</style');
      expect(custom.toLowerCase()).not.toContain('@import');
      expect(custom).not.toContain('javascript:');
      expect(custom).toContain('url("https://example.jp/ok.png")');
      expect(res.body).not.toContain('<script>alert(1)');
      expect(res.body).toContain('--lf-button:#FF0000');
      expect(res.body).toContain('url("https://example.jp/bg.png")');
      expect(res.body).not.toContain('class="lf-icon"');
    });

    it('choice capacity: a full choice is refused with its message and drawn disabled with its label', async () => {
      const c = await server().client();
      const { code } = await saveForm(c, {}, [
        {
          swatch_id: 540,
          type: 'radio',
          name: 'radio1',
          page: 1,
          title: '参加する回',
          rules: [{ name: 'required' }],
          choices: [
            { id: 1, label: '午前の部', limit_type: 1, limit_num: 1, limit_label: '受付終了' },
            { id: 2, label: '午後の部' },
          ],
          choice_action: 0,
          do_branch_page: 0,
        },
      ]);
      expect((await answer(server(), code, { radio1: 1 })).statusCode).toBe(200);
      const full = await answer(server(), code, { radio1: 1 });
      expect(full.statusCode).toBe(422);
      expect(full.json().errors).toEqual({
        radio1: ['「午前の部」は定員に達したため選択できません(受付終了)'],
      });
      expect((await answer(server(), code, { radio1: 2 })).statusCode).toBe(200);
      const page = (await server().app.inject({ url: `/f/${code}` })).body;
      expect(page).toContain('value="1" disabled> 午前の部(受付終了)');
      expect(page).toContain('value="2"> 午後の部');
    });

    it('restore_last: the page carries the respondent’s last answer to fill in (not another’s, not without the option)', async () => {
      const c = await server().client();
      const items = [
        { swatch_id: 510, type: 'text', name: 'text1', page: 1, title: 'お名前', rules: [], assign_to: [] },
        {
          swatch_id: 540,
          type: 'radio',
          name: 'radio1',
          page: 1,
          title: '来店',
          rules: [],
          choices: [
            { id: 1, label: 'はい' },
            { id: 2, label: 'いいえ' },
          ],
          choice_action: 0,
          do_branch_page: 0,
        },
        { swatch_id: 590, type: 'datepicker', name: 'datepicker1', page: 1, title: '日付', input_type: 0 },
        {
          swatch_id: 560,
          type: 'file',
          name: 'file1',
          page: 1,
          title: '写真',
          file_type: 1,
          choice_action: 0,
        },
      ];
      const data = (body: string) =>
        JSON.parse(/<script type="application\/json" id="lf-data">([^<]*)<\/script>/.exec(body)?.[1] ?? '{}');
      const { code } = await saveForm(c, { restore_last: 1 }, items);
      const first = await server().app.inject({ url: `/f/${code}` });
      const cookie = respondentCookie(first);
      expect(data(first.body).restore).toBeUndefined();
      const later = new Date(Date.now() + 40 * 86400_000).toISOString().slice(0, 10);
      expect((await answer(server(), code, { text1: '一回目', radio1: 1 }, { cookie })).statusCode).toBe(200);
      const png = encodePng(2, 2, '#000000');
      const boundary = 'restore-boundary';
      const up = await server().app.inject({
        method: 'POST',
        url: `/f/${code}/upload?item=file1`,
        headers: {
          'x-requested-with': 'XMLHttpRequest',
          'content-type': `multipart/form-data; boundary=${boundary}`,
          cookie,
        },
        payload: Buffer.concat([
          Buffer.from(
            `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`,
          ),
          png,
          Buffer.from(`\r\n--${boundary}--\r\n`),
        ]),
      });
      expect(up.statusCode, up.body).toBe(200);
      const file = { media_id: up.json().media_id, token: up.json().token, filename: 'a.png' };
      const second = await answer(
        server(),
        code,
        { text1: '<二回目>', radio1: 2, datepicker1: later, file1: file },
        { cookie },
      );
      expect(second.statusCode, second.body).toBe(200);
      const page = await server().app.inject({ url: `/f/${code}`, headers: { cookie } });
      // The latest answer, without the file; never in a value attribute, and escaped in the data block.
      expect(data(page.body).restore).toEqual({ text1: '<二回目>', radio1: 2, datepicker1: later });
      expect(page.body).not.toContain('value="&#60;二回目');
      expect(page.body).not.toContain('<二回目>');
      // Another respondent, the 見本 and a form without the option get nothing.
      expect(data((await server().app.inject({ url: `/f/${code}` })).body).restore).toBeUndefined();
      const example = await server().app.inject({ url: `/f/${code}?mode=example`, headers: { cookie } });
      expect(data(example.body).restore).toBeUndefined();
      const off = await saveForm(c, { restore_last: 0 }, items);
      const offCookie = respondentCookie(await server().app.inject({ url: `/f/${off.code}` }));
      expect((await answer(server(), off.code, { text1: 'x' }, { cookie: offCookie })).statusCode).toBe(200);
      const offPage = await server().app.inject({ url: `/f/${off.code}`, headers: { cookie: offCookie } });
      expect(data(offPage.body).restore).toBeUndefined();
    });

    it('answers list and CSV are permission-checked and account-scoped', async () => {
      const c = await server().client();
      const { id } = await seeded(c, '満足度アンケート');
      const anonymous = await server().app.inject({ url: `/api/v1/forms/${id}/answers` });
      expect(anonymous.statusCode).toBe(401);
      const limited = await server().client('limited');
      const other = await limited.get(`/api/v1/forms/${id}/answers.csv`);
      expect([403, 404]).toContain(other.statusCode);
      expect((await c.get('/api/v1/forms/999999/answers')).statusCode).toBe(404);
    });

    it("CSV cells that look like formulas are prefixed with '", async () => {
      const c = await server().client();
      const form = await saveForm(c, {});
      for (const value of ['=1+1', '+1', '-1', '@SUM(A1)', 'ok "quoted"'])
        expect((await answer(server(), form.code, { text1: value })).statusCode).toBe(200);
      const csv = (await c.get(`/api/v1/forms/${form.id}/answers.csv`)).body;
      const cells = csv
        .trim()
        .split('\r\n')
        .slice(1)
        .map((line) => line.slice(line.lastIndexOf(',') + 1));
      expect(cells).toEqual(['"\'=1+1"', '"\'+1"', '"\'-1"', '"\'@SUM(A1)"', '"ok ""quoted"""']);
    });

    it('200 concurrent answers over HTTP to a form with answer_limit 100 store exactly 100', async () => {
      const c = await server().client();
      const form = await saveForm(c, { answer_limit: 100, answer_limit_text: '定員100名に達しました' });
      const app = server().app;
      if (!app.server.listening) await app.listen({ host: '127.0.0.1', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          fetch(`http://127.0.0.1:${port}/f/${form.code}/answer`, {
            method: 'POST',
            headers: answerHeaders,
            body: JSON.stringify({ answers: { text1: `回答者${i}` } }),
          }).then(async (res) => ({
            status: res.status,
            body: (await res.json()) as { messages?: string[] },
          })),
        ),
      );
      expect(results.filter((r) => r.status === 200)).toHaveLength(100);
      const refused = results.filter((r) => r.status !== 200);
      expect(refused).toHaveLength(100);
      for (const r of refused)
        expect(r).toEqual({
          status: 409,
          body: expect.objectContaining({ messages: ['定員100名に達しました'] }),
        });
      expect((await c.get(`/api/v1/forms/${form.id}/answers`)).json().total).toBe(100);
    }, 60_000);
  },
  { server: { answerRateLimit: { answers: 10_000, uploads: 10_000, windowMs: 60_000 } } },
);
