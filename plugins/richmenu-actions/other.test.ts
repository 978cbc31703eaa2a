import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { SCHEME_CHOICES, SCHEME_URLS } from '../shared/richmenu-actions/index.ts';
import { otherRichmenuAction } from './other.ts';

/** actype 3, other scheme (spec 001 §9 "3 other (scheme list)", "Default URL scheme 100"). */
const registry = createBuiltInRegistry();
const ja = createContext();
const en = createContext({ lang: 'en' });
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);

describe('rich-menu action 3 other scheme', () => {
  it('starts with scheme 100', () => {
    expect(otherRichmenuAction.defaults()).toEqual({ actype: 3, scheme: 100, input_option: 'none' });
  });

  it('takes a scheme of the list only, each with a LINE URL', () => {
    for (const { const: code } of SCHEME_CHOICES) {
      expect(validate({ actype: 3, scheme: code })).toEqual([]);
      expect(SCHEME_URLS[code]).toMatch(/^https:\/\/line\.me\/R\/nv\//);
    }
    expect(validate({ actype: 3, scheme: 105 })).toEqual([
      expect.objectContaining({ path: '/scheme', code: 'enum', message: '機能の値が選択肢にありません' }),
    ]);
  });

  it('summarises by the scheme in Japanese and English', () => {
    expect(otherRichmenuAction.summary({ actype: 3, scheme: 100 }, ja)).toBe('カメラを起動');
    expect(otherRichmenuAction.summary({ actype: 3, scheme: 103 }, en)).toBe('Send a location');
    expect(otherRichmenuAction.summary({ actype: 3, scheme: 101, input_option: 'openVoice' }, ja)).toBe(
      'カメラロールを開く(1枚)(音声入力を開く)',
    );
  });
});
