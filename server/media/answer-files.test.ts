import { describe, expect, it } from 'vitest';
import {
  ANSWER_FILE_MAX_BYTES,
  ANSWER_FILE_MESSAGES,
  answerFileName,
  checkAnswerFile,
  officeKind,
} from './answer-files.ts';
import { gifHeader, jpegHeader, officeHeader, oleHeader, pdfHeader } from './fixtures.ts';
import { encodePng } from './png.ts';

describe('files uploaded on an answering page', () => {
  it('accepts each file type by its content', () => {
    expect(checkAnswerFile(encodePng(4, 2, '#FFFFFF'), 1)).toEqual({
      ok: true,
      content_type: 'image/png',
      width: 4,
      height: 2,
    });
    expect(checkAnswerFile(jpegHeader(640, 480), 1)).toMatchObject({ ok: true, content_type: 'image/jpeg' });
    expect(checkAnswerFile(gifHeader(30, 20), 1)).toEqual({
      ok: true,
      content_type: 'image/gif',
      width: 30,
      height: 20,
    });
    expect(checkAnswerFile(pdfHeader(), 2)).toMatchObject({ ok: true, content_type: 'application/pdf' });
    expect(checkAnswerFile(officeHeader('word'), 3)).toMatchObject({
      ok: true,
      content_type: expect.stringContaining('wordprocessingml'),
    });
    expect(checkAnswerFile(oleHeader('WordDocument'), 3)).toMatchObject({
      ok: true,
      content_type: 'application/msword',
    });
    expect(checkAnswerFile(officeHeader('xl'), 4)).toMatchObject({
      ok: true,
      content_type: expect.stringContaining('spreadsheetml'),
    });
    expect(checkAnswerFile(oleHeader('Workbook'), 4)).toMatchObject({
      ok: true,
      content_type: 'application/vnd.ms-excel',
    });
  });

  it('refuses a renamed file: the content decides, with a message naming what the item takes', () => {
    const text = Buffer.from('これはテキストです。写真.png という名前でも画像ではありません');
    expect(checkAnswerFile(text, 1)).toEqual({ ok: false, status: 422, message: ANSWER_FILE_MESSAGES[1] });
    expect(checkAnswerFile(encodePng(1, 1, '#000000'), 2)).toMatchObject({
      message: ANSWER_FILE_MESSAGES[2],
    });
    expect(checkAnswerFile(pdfHeader(), 1)).toMatchObject({ message: ANSWER_FILE_MESSAGES[1] });
    // An Excel book renamed .docx, a Word document renamed .xls, a plain zip.
    expect(checkAnswerFile(officeHeader('xl'), 3)).toMatchObject({ message: ANSWER_FILE_MESSAGES[3] });
    expect(checkAnswerFile(oleHeader('WordDocument'), 4)).toMatchObject({ message: ANSWER_FILE_MESSAGES[4] });
    expect(officeKind(Buffer.from('PK\x03\x04plain.txt', 'latin1'))).toBeUndefined();
    // BMP and WebP are images, but not the formats the item offers.
    expect(checkAnswerFile(Buffer.from('BM\0\0\0\0'), 1)).toMatchObject({ ok: false });
    expect(ANSWER_FILE_MESSAGES[1]).toBe(
      'ファイルの内容が画像(PNG・JPEG・GIF)ではありません。画像ファイルを選択してください',
    );
  });

  it('refuses a file over 10 MB (413) and an empty one', () => {
    const big = Buffer.concat([pdfHeader(), Buffer.alloc(ANSWER_FILE_MAX_BYTES)]);
    expect(checkAnswerFile(big, 2)).toEqual({
      ok: false,
      status: 413,
      message: 'ファイルサイズは10MB以下にしてください',
    });
    expect(checkAnswerFile(Buffer.alloc(0), 2)).toMatchObject({ ok: false, status: 422 });
    expect(ANSWER_FILE_MAX_BYTES).toBe(10485760);
  });

  it('keeps the last segment of a file name, without control characters', () => {
    expect(answerFileName('C:\\fakepath\\写真.png')).toBe('写真.png');
    expect(answerFileName('../../etc/passwd')).toBe('passwd');
    expect(answerFileName('a\u0000b\r\n.pdf')).toBe('ab.pdf');
    expect([...answerFileName(`${'あ'.repeat(300)}.pdf`)]).toHaveLength(255);
  });
});
