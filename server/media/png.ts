import { deflateSync, constants as zlibConstants } from 'node:zlib';

/**
 * Encodes simple PNG images in code (the demo seed's rich-menu images and the tests' fixtures), so no binary file
 * is committed: rectangles of solid colour on a background, as an 8-bit palette image. Rows repeat, so deflate
 * shrinks a 2500×1686 image to a few kilobytes in a few milliseconds.
 */

/** A filled rectangle, in pixels; `color` is '#RRGGBB'. Later rectangles paint over earlier ones. */
export interface FilledRect {
  x: number;
  y: number;
  width: number;
  height: number;
  color: string;
}

const CRC_TABLE = Array.from({ length: 256 }, (_, n) => {
  let c = n;
  for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  return c >>> 0;
});

function crc32(bytes: Uint8Array): number {
  let c = 0xffffffff;
  for (const b of bytes) c = CRC_TABLE[(c ^ b) & 0xff] ^ (c >>> 8);
  return (c ^ 0xffffffff) >>> 0;
}

function chunk(type: string, data: Uint8Array): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'ascii');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

const rgb = (color: string) => {
  const hex = /^#([0-9a-f]{6})$/i.exec(color)?.[1];
  if (!hex) throw new Error(`Colour ${color} is not #RRGGBB: write colours as '#1E88E5'.`);
  return [0, 2, 4].map((i) => Number.parseInt(hex.slice(i, i + 2), 16));
};

/**
 * A PNG of the given size: the background, then each rectangle (clipped to the image).
 *
 * @example encodePng(2500, 843, '#FFFFFF', [{ x: 0, y: 0, width: 1250, height: 843, color: '#1E88E5' }])
 */
export function encodePng(
  width: number,
  height: number,
  background: string,
  rects: readonly FilledRect[] = [],
): Buffer {
  const colors = [...new Set([background, ...rects.map((r) => r.color)].map((c) => c.toUpperCase()))];
  if (colors.length > 256)
    throw new Error('A palette PNG holds at most 256 colours: use fewer distinct colours.');
  const index = new Map(colors.map((c, i) => [c, i]));
  // Each row is a filter byte (0) and one palette index per pixel; identical rows are built once.
  const rows = new Map<string, Uint8Array>();
  const raw = Buffer.alloc((width + 1) * height);
  for (let y = 0; y < height; y++) {
    const spans = rects.filter((r) => y >= r.y && y < r.y + r.height);
    const key = spans.map((r) => rects.indexOf(r)).join(',');
    let row = rows.get(key);
    if (!row) {
      row = new Uint8Array(width + 1).fill(index.get(background.toUpperCase()) ?? 0);
      row[0] = 0;
      for (const r of spans)
        row.fill(
          index.get(r.color.toUpperCase()) ?? 0,
          1 + Math.max(0, r.x),
          1 + Math.min(width, r.x + r.width),
        );
      rows.set(key, row);
    }
    raw.set(row, y * (width + 1));
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([8, 3, 0, 0, 0], 8); // bit depth 8, palette, deflate, no filter variants, no interlace
  const palette = Buffer.from(colors.flatMap(rgb));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('PLTE', palette),
    chunk('IDAT', deflateSync(raw, { level: 6, memLevel: 9, strategy: zlibConstants.Z_RLE })),
    chunk('IEND', new Uint8Array()),
  ]);
}
