import { inflateSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { gifHeader, jpegHeader } from './fixtures.ts';
import { imageFormat, readImage } from './image.ts';
import { encodePng } from './png.ts';
import { checkMedia, MEDIA_MESSAGES, RICHMENU_IMAGE_RULES } from './rules.ts';

describe('reading an image from its bytes', () => {
  it('tells formats apart by their magic bytes, not by a name', () => {
    expect(imageFormat(encodePng(4, 2, '#FFFFFF'))).toBe('png');
    expect(imageFormat(jpegHeader(10, 10))).toBe('jpeg');
    expect(imageFormat(gifHeader(10, 10))).toBe('gif');
    expect(imageFormat(Buffer.from('RIFF\0\0\0\0WEBPVP8 '))).toBe('webp');
    expect(imageFormat(Buffer.from('BM\0\0'))).toBe('bmp');
    expect(imageFormat(Buffer.from('just some text, named menu.png'))).toBeUndefined();
    expect(imageFormat(new Uint8Array())).toBeUndefined();
  });

  it('reads the pixel size of a PNG (IHDR) and of a JPEG (its start-of-frame segment)', () => {
    expect(readImage(encodePng(2500, 843, '#FFFFFF'))).toEqual({ format: 'png', width: 2500, height: 843 });
    expect(readImage(jpegHeader(2500, 1686))).toEqual({ format: 'jpeg', width: 2500, height: 1686 });
  });

  it('skips JPEG segments before the frame (APPn, DQT, fill bytes) and refuses a cut or frameless file', () => {
    const header = jpegHeader(800, 600);
    const exif = Buffer.from([0xff, 0xe1, 0x00, 0x06, 1, 2, 3, 4, 0xff, 0xff]);
    const withExif = Buffer.concat([header.subarray(0, 2), exif, header.subarray(2)]);
    expect(readImage(withExif)).toMatchObject({ width: 800, height: 600 });
    expect(readImage(header.subarray(0, 24))).toBeUndefined();
    expect(readImage(Buffer.from([0xff, 0xd8, 0xff, 0xda, 0x00, 0x02, 0xff, 0xd9]))).toBeUndefined();
    expect(readImage(encodePng(3, 3, '#000000').subarray(0, 20))).toBeUndefined();
    expect(readImage(gifHeader(2500, 843))).toBeUndefined();
  });
});

describe('encodePng', () => {
  it('paints rectangles over the background as palette indexes, rows filtered with 0', () => {
    const png = encodePng(4, 2, '#ffffff', [{ x: 1, y: 1, width: 2, height: 5, color: '#1E88E5' }]);
    const idat = png.indexOf('IDAT');
    const length = png.readUInt32BE(idat - 4);
    const raw = inflateSync(png.subarray(idat + 4, idat + 4 + length));
    expect([...raw]).toEqual([0, 0, 0, 0, 0, 0, 0, 1, 1, 0]);
    const plte = png.indexOf('PLTE');
    expect([...png.subarray(plte + 4, plte + 10)]).toEqual([255, 255, 255, 0x1e, 0x88, 0xe5]);
  });

  it('says how to write a colour it cannot read', () => {
    expect(() => encodePng(1, 1, 'blue')).toThrow(/#RRGGBB/);
  });
});

describe('checkMedia with the rich-menu rules', () => {
  it('accepts a 2500×843 PNG and a 2500×1686 JPEG, with the type read from the bytes', () => {
    expect(checkMedia(encodePng(2500, 843, '#FFFFFF'), RICHMENU_IMAGE_RULES)).toEqual({
      ok: true,
      content_type: 'image/png',
      width: 2500,
      height: 843,
    });
    expect(checkMedia(jpegHeader(2500, 1686), RICHMENU_IMAGE_RULES)).toMatchObject({
      ok: true,
      content_type: 'image/jpeg',
    });
  });

  it('refuses a GIF, text, a broken PNG, another size, and a file over 1 MB (413)', () => {
    const refused = (bytes: Uint8Array) => checkMedia(bytes, RICHMENU_IMAGE_RULES);
    expect(refused(gifHeader(2500, 843))).toEqual({ ok: false, status: 422, message: MEDIA_MESSAGES.format });
    expect(refused(Buffer.from('not an image'))).toMatchObject({ message: MEDIA_MESSAGES.format });
    expect(refused(encodePng(2500, 843, '#FFFFFF').subarray(0, 16))).toMatchObject({
      message: MEDIA_MESSAGES.unreadable,
    });
    expect(refused(encodePng(2400, 843, '#FFFFFF'))).toMatchObject({
      status: 422,
      message: '画像サイズは2500×1686または2500×843にしてください(選択された画像は2400×843です)',
    });
    expect(refused(Buffer.alloc(1024 * 1024 + 1))).toEqual({
      ok: false,
      status: 413,
      message: 'ファイルサイズは1MB以下にしてください',
    });
    expect(refused(Buffer.concat([jpegHeader(2500, 843), Buffer.alloc(1024 * 1024 - 64)])).ok).toBe(true);
  });
});
