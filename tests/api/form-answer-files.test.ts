/**
 * Files on the answering page (issue 15 point 5): POST /f/{code}/upload checks a file by its content against the
 * item's file type (image, PDF, Word, Excel; a renamed file and one over 10 MB are refused), the answer names it
 * with { media_id, token, filename } and is stored only with a file uploaded for that form and item and not
 * attached yet; the console lists the file name with a link and downloads it as an attachment.
 */
import { expect, it } from 'vitest';
import { gifHeader, officeHeader, oleHeader, pdfHeader } from '../../server/media/fixtures.ts';
import { encodePng } from '../../server/media/png.ts';
import { type Client, forEachBackend, type TestServer } from './support.ts';

const BOUNDARY = 'answer-file-boundary';
const answerHeaders = { 'content-type': 'application/json', 'x-requested-with': 'XMLHttpRequest' };

/** A multipart body with one file part, as the page's FormData sends it. */
function multipart(bytes: Buffer, filename: string, type: string): Buffer {
  return Buffer.concat([
    Buffer.from(
      `--${BOUNDARY}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\n` +
        `Content-Type: ${type}\r\n\r\n`,
    ),
    bytes,
    Buffer.from(`\r\n--${BOUNDARY}--\r\n`),
  ]);
}

function upload(
  server: TestServer,
  code: string,
  item: string,
  bytes: Buffer,
  extra: { filename?: string; type?: string; mode?: string; headers?: Record<string, string> } = {},
) {
  return server.app.inject({
    method: 'POST',
    url: `/f/${code}/upload?item=${item}${extra.mode ? `&mode=${extra.mode}` : ''}`,
    headers: {
      'x-requested-with': 'XMLHttpRequest',
      'content-type': `multipart/form-data; boundary=${BOUNDARY}`,
      ...extra.headers,
    },
    payload: multipart(bytes, extra.filename ?? 'file.bin', extra.type ?? 'application/octet-stream'),
  });
}

function answer(server: TestServer, code: string, answers: Record<string, unknown>, mode?: string) {
  return server.app.inject({
    method: 'POST',
    url: `/f/${code}/answer${mode ? `?mode=${mode}` : ''}`,
    headers: answerHeaders,
    payload: JSON.stringify({ answers }),
  });
}

const fileItem = (name: string, title: string, file_type: number, required = false) => ({
  swatch_id: 560,
  type: 'file',
  name,
  page: 1,
  title,
  file_type,
  rules: required ? [{ name: 'required' }] : [],
  choice_action: 0,
});

/** Saves a one-section form of file items (image required, PDF, Word, Excel) through the builder. */
async function saveFileForm(c: Client, options: Record<string, unknown> = {}) {
  const res = await c.post(
    '/lvf/edit/v2',
    {
      formname: `ファイルテスト${Math.random()}`,
      formid: '',
      formgroupid: '',
      form_action_id: '',
      generation: '2',
      title: 'ファイルの提出',
      description: '',
      pages: [1],
      export_google_sheet: '0',
      needs_line_login: '0',
      items: [
        fileItem('file1', '写真', 1, true),
        fileItem('file2', '申込書(PDF)', 2),
        fileItem('file3', '原稿(Word)', 3),
        fileItem('file4', '見積(Excel)', 4),
      ],
      options,
    },
    { form: true },
  );
  if (res.statusCode !== 200) throw new Error(`save failed: ${res.body}`);
  return res.json() as { id: number; code: string };
}

/** Uploads and answers { media_id, token, filename } for the answer, or throws. */
async function uploaded(server: TestServer, code: string, item: string, bytes: Buffer, filename: string) {
  const res = await upload(server, code, item, bytes, { filename });
  if (res.statusCode !== 200) throw new Error(`upload failed: ${res.body}`);
  const { media_id, token } = res.json() as { media_id: number; token: string };
  return { media_id, token, filename };
}

const png = encodePng(4, 2, '#1E88E5');

// Many uploads a minute from one address: the limit is raised here, tested in form-answer-rate-limit.test.ts.
forEachBackend(
  'files on the answering page',
  (server) => {
    it('accepts each file type by its content, stores the answer without tokens, lists and downloads the files', async () => {
      const c = await server().client();
      const { id, code } = await saveFileForm(c);
      const res = await upload(server(), code, 'file1', png, { filename: '写真.png', type: 'image/png' });
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        media_id: expect.any(Number),
        content_type: 'image/png',
        size: png.length,
      });
      expect(res.json().token).toMatch(/^[A-Za-z0-9_-]{32}$/);
      const photo = { media_id: res.json().media_id, token: res.json().token, filename: '写真.png' };
      const pdf = await uploaded(server(), code, 'file2', pdfHeader(), '申込書.pdf');
      const word = await uploaded(server(), code, 'file3', officeHeader('word'), '原稿.docx');
      const excel = await uploaded(server(), code, 'file4', oleHeader('Workbook'), '見積.xls');
      // A GIF and an old .doc are taken too.
      expect((await upload(server(), code, 'file1', gifHeader(3, 3))).statusCode).toBe(200);
      expect((await upload(server(), code, 'file3', oleHeader('WordDocument'))).statusCode).toBe(200);
      expect((await upload(server(), code, 'file4', officeHeader('xl'))).statusCode).toBe(200);

      const sent = await answer(server(), code, { file1: photo, file2: pdf, file3: word, file4: excel });
      expect(sent.statusCode, sent.body).toBe(200);
      const list = (await c.get(`/api/v1/forms/${id}/answers`)).json();
      const stored = list.answers[0];
      expect(stored.answers.file1).toEqual({ media_id: photo.media_id, filename: '写真.png' });
      expect(JSON.stringify(stored.answers)).not.toContain(photo.token);
      expect(stored.cells).toEqual(['写真.png', '申込書.pdf', '原稿.docx', '見積.xls']);
      const link = `/api/v1/forms/${id}/answers/${stored.id}/files/${photo.media_id}`;
      expect(stored.links[0]).toBe(link);

      const file = await c.get(link);
      expect(file.statusCode).toBe(200);
      expect(file.headers['content-type']).toBe('image/png');
      expect(file.headers['x-content-type-options']).toBe('nosniff');
      expect(file.headers['content-disposition']).toBe(
        `attachment; filename="answer-${stored.id}-${photo.media_id}.png"; filename*=UTF-8''${encodeURIComponent('写真.png')}`,
      );
      expect(file.rawPayload.equals(png)).toBe(true);
      const doc = await c.get(stored.links[2]);
      expect(doc.headers['content-type']).toContain('wordprocessingml');
      const xls = await c.get(stored.links[3]);
      expect(xls.headers['content-type']).toBe('application/vnd.ms-excel');

      const csv = (await c.get(`/api/v1/forms/${id}/answers.csv`)).body;
      // A file cell: the name and the file's full address (the request's host).
      expect(csv).toContain(`"写真.png (http://localhost:80${link})"`);
    });

    it('refuses a renamed file with a message naming what the item takes, and a file over 10 MB', async () => {
      const c = await server().client();
      const { code } = await saveFileForm(c);
      const text = Buffer.from('ただのテキストです');
      const renamed = await upload(server(), code, 'file1', text, {
        filename: '写真.png',
        type: 'image/png',
      });
      expect(renamed.statusCode).toBe(422);
      expect(renamed.json().messages).toEqual([
        'ファイルの内容が画像(PNG・JPEG・GIF)ではありません。画像ファイルを選択してください',
      ]);
      const notPdf = await upload(server(), code, 'file2', png, {
        filename: 'a.pdf',
        type: 'application/pdf',
      });
      expect(notPdf.json().messages).toEqual([
        'ファイルの内容がPDFではありません。PDFファイルを選択してください',
      ]);
      const excelAsWord = await upload(server(), code, 'file3', officeHeader('xl'), { filename: 'a.docx' });
      expect(excelAsWord.json().messages[0]).toContain('Word文書');
      const wordAsExcel = await upload(server(), code, 'file4', oleHeader('WordDocument'), {
        filename: 'a.xls',
      });
      expect(wordAsExcel.json().messages[0]).toContain('Excelブック');
      const big = await upload(
        server(),
        code,
        'file2',
        Buffer.concat([pdfHeader(), Buffer.alloc(10 * 1024 * 1024)]),
      );
      expect(big.statusCode).toBe(413);
      expect(big.json().messages).toEqual(['ファイルサイズは10MB以下にしてください']);
      // Just under the limit passes: the 1 MB body limit of JSON posts does not apply to the upload.
      const under = await upload(
        server(),
        code,
        'file2',
        Buffer.concat([pdfHeader(), Buffer.alloc(10 * 1024 * 1024 - 100)]),
      );
      expect(under.statusCode, under.body).toBe(200);
      // Not a file item, an unknown item, no X-Requested-With, JSON instead of multipart.
      expect((await upload(server(), code, 'text1', png)).statusCode).toBe(422);
      expect(
        (await upload(server(), code, 'file1', png, { headers: { 'x-requested-with': '' } })).statusCode,
      ).toBe(403);
      const json = await server().app.inject({
        method: 'POST',
        url: `/f/${code}/upload?item=file1`,
        headers: answerHeaders,
        payload: JSON.stringify({ file: 'x' }),
      });
      expect(json.statusCode).toBe(415);
      expect((await upload(server(), 'ZZZZZZ', 'file1', png)).statusCode).toBe(404);
    });

    it('accepts only a file uploaded for this form and item, with its token, not attached to another answer', async () => {
      const c = await server().client();
      const a = await saveFileForm(c);
      const b = await saveFileForm(c);
      const notAttachable = { file1: ['ファイルが見つかりません。もう一度ファイルを選択してください'] };
      const ofA = await uploaded(server(), a.code, 'file1', png, 'a.png');
      // Another form's file.
      const other = await answer(server(), b.code, { file1: ofA });
      expect([other.statusCode, other.json().errors]).toEqual([422, notAttachable]);
      // A wrong token, and the file of another item of the same form.
      const wrong = await answer(server(), a.code, { file1: { ...ofA, token: 'x'.repeat(32) } });
      expect(wrong.json().errors).toEqual(notAttachable);
      const pdf = await uploaded(server(), a.code, 'file2', pdfHeader(), 'a.pdf');
      const swapped = await answer(server(), a.code, { file1: { ...pdf } });
      expect(swapped.json().errors).toEqual(notAttachable);
      // Used once, then not again.
      expect((await answer(server(), a.code, { file1: ofA })).statusCode).toBe(200);
      const again = await answer(server(), a.code, { file1: ofA });
      expect([again.statusCode, again.json().errors]).toEqual([422, notAttachable]);
      // The download is scoped to the answer: another answer's id or another form is 404.
      const list = (await c.get(`/api/v1/forms/${a.id}/answers`)).json();
      const link = list.answers[0].links[0] as string;
      expect((await c.get(link)).statusCode).toBe(200);
      expect((await c.get(link.replace(`/forms/${a.id}/`, `/forms/${b.id}/`))).statusCode).toBe(404);
      expect(
        (await c.get(link.replace(`/answers/${list.answers[0].id}/`, '/answers/999999/'))).statusCode,
      ).toBe(404);
      expect((await server().app.inject({ url: link })).statusCode).toBe(401);
      const limited = await server().client('limited');
      expect([403, 404]).toContain((await limited.get(link)).statusCode);
    });

    it('a required file item asks for a file; a bare file name is no answer', async () => {
      const c = await server().client();
      const { code } = await saveFileForm(c);
      const none = await answer(server(), code, {});
      expect([none.statusCode, none.json().errors]).toEqual([422, { file1: ['ファイルを選択してください'] }]);
      const name = await answer(server(), code, { file1: 'photo.png' });
      expect(name.json().errors).toEqual({ file1: ['ファイルを選択し直してください'] });
      // A file object without the id and token its upload answered (an upload that failed): refused, never a 500.
      for (const broken of [{ filename: 'a.png' }, { media_id: 'x', token: 1, filename: 'a.png' }, {}]) {
        const res = await answer(server(), code, { file1: broken });
        expect(res.statusCode, res.body).toBe(422);
      }
    });

    it('mode=example checks the file and stores nothing; a closed form takes no upload', async () => {
      const c = await server().client();
      const { id, code } = await saveFileForm(c);
      const mediaBefore = await server().handle.db.selectFrom('media').select('id').execute();
      const example = await upload(server(), code, 'file1', png, { mode: 'example' });
      expect(example.json()).toMatchObject({ media_id: 0, token: '', stored: false });
      expect((await upload(server(), code, 'file1', pdfHeader(), { mode: 'example' })).statusCode).toBe(422);
      const sent = await answer(
        server(),
        code,
        { file1: { media_id: 0, token: '', filename: 'a.png' } },
        'example',
      );
      expect(sent.statusCode, sent.body).toBe(200);
      expect(await server().handle.db.selectFrom('media').select('id').execute()).toHaveLength(
        mediaBefore.length,
      );
      expect((await c.get(`/api/v1/forms/${id}/answers`)).json().total).toBe(0);
      const closed = await saveFileForm(c, {
        deadline: 1,
        deadline_datetime: '2020-01-01 00:00',
        deadline_text: '受付は終了しました',
      });
      const late = await upload(server(), closed.code, 'file1', png);
      expect([late.statusCode, late.json().messages]).toEqual([409, ['受付は終了しました']]);
    });
  },
  { server: { answerRateLimit: { answers: 10_000, uploads: 10_000, windowMs: 60_000 } } },
);
