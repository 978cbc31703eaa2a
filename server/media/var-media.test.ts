import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { processVarMedia } from './var-media.ts';

describe('processVarMedia', () => {
  it('applies a photo’s EXIF orientation before dropping it, and checks the size as displayed', async () => {
    const sideways = await sharp({ create: { width: 300, height: 200, channels: 3, background: '#0088ff' } })
      .jpeg()
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const stored = await processVarMedia(sideways, 'phone.jpg', { type: 10 });
    if (!stored.ok) throw new Error(stored.message);
    expect([stored.width, stored.height]).toEqual([200, 300]);
    const metadata = await sharp(stored.bytes).metadata();
    expect([metadata.width, metadata.height, metadata.orientation]).toEqual([200, 300, undefined]);
    expect((await processVarMedia(sideways, 'phone.jpg', { type: 10, width: 300, height: 200 })).ok).toBe(
      false,
    );
    expect((await processVarMedia(sideways, 'phone.jpg', { type: 10, width: 200 })).ok).toBe(true);
  });

  it('refuses an image past the pixel limit without decoding it', async () => {
    // A PNG header claiming 10000×10000 pixels (100 megapixels): refused as unreadable.
    const huge = await sharp({ create: { width: 10000, height: 10000, channels: 3, background: '#ffffff' } })
      .png({ compressionLevel: 9 })
      .toBuffer();
    const result = await processVarMedia(huge, 'huge.png', { type: 10 });
    expect(result).toMatchObject({ ok: false, status: 422 });
  });
});
