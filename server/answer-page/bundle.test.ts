import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { answerScript } from './bundle.ts';

describe('the answering page script', () => {
  it('carries the holiday calendar and stays small enough for a phone (under 30 kB gzip)', async () => {
    const script = await answerScript();
    expect(script).toContain('祝日は選択できません');
    expect(script).toContain('2026-05-06');
    // Measured 2026-11: about 163 kB minified, 18.8 kB gzip, of which the holiday data is 150 kB (13.6 kB gzip).
    expect(gzipSync(script).length).toBeLessThan(30 * 1024);
  }, 30_000);
});
