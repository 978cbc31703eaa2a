import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { legacySizeLabel, urlRichmenuAction } from './url.ts';

/** actype 0, URL (spec 001 §5 "URL must be http or a line scheme (a form tag is allowed), max 900"; §9 sizes). */
const registry = createBuiltInRegistry();
const ja = createContext();
const en = createContext({ lang: 'en' });
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);
const url = (value: string, extra: object = {}) => ({ actype: 0, url: value, liff_size: 'legacy', ...extra });

describe('rich-menu action 0 URL', () => {
  it('takes http(s), line-scheme URLs and a form placeholder', () => {
    expect(validate(url('https://example.com/a?b=1'))).toEqual([]);
    expect(validate(url('line://nv/location'))).toEqual([]);
    expect(validate(url('[FORM_abc123]'))).toEqual([]);
  });

  it('refuses another URL with the chosen message', () => {
    expect(validate(url('ftp://example.com'))).toEqual([
      expect.objectContaining({
        path: '/url',
        code: 'richmenu_url_format',
        severity: 'error',
        message: 'URLはhttp(s)://から始まるURLか、LINEのURLスキームを入力してください',
      }),
    ]);
    expect(validate(url('https://a:b@example.com'))).toEqual([
      expect.objectContaining({ code: 'richmenu_url_format' }),
    ]);
  });

  it('requires the URL (unfilled) and allows at most 900 characters', () => {
    expect(validate(url(''))).toEqual([
      expect.objectContaining({ path: '/url', code: 'required', message: 'URLを入力してください' }),
    ]);
    const at900 = `https://example.com/${'a'.repeat(900 - 20)}`;
    expect(at900).toHaveLength(900);
    expect(validate(url(at900))).toEqual([]);
    expect(validate(url(`${at900}a`))).toEqual([
      expect.objectContaining({
        path: '/url',
        code: 'maxLength',
        message: 'URLは900文字以内で入力してください',
      }),
    ]);
  });

  it('takes the four display sizes, legacy by default', () => {
    for (const size of ['legacy', 'compact', 'tall', 'full'])
      expect(validate(url('https://a.jp', { liff_size: size }))).toEqual([]);
    expect(validate(url('https://a.jp', { liff_size: 'small' }))).toEqual([
      expect.objectContaining({ path: '/liff_size', code: 'enum' }),
    ]);
    expect(urlRichmenuAction.defaults()).toEqual({
      actype: 0,
      url: '',
      liff_size: 'legacy',
      input_option: 'none',
    });
  });

  it('labels the legacy size by the account setting (in-chat browser when not known)', () => {
    expect(legacySizeLabel(ja)).toBe('デフォルト(LINE内ブラウザで開く)');
    expect(legacySizeLabel(createContext({ flags: { lineUrlOpensExternal: true } }))).toBe(
      'デフォルト(外部ブラウザで開く)',
    );
    expect(legacySizeLabel(createContext({ lang: 'en', flags: { lineUrlOpensExternal: true } }))).toBe(
      'Default (external browser)',
    );
    const input = urlRichmenuAction.ui?.inputs?.liff_size;
    expect(
      input?.(urlRichmenuAction.defaults(), createContext({ flags: { lineUrlOpensExternal: true } })),
    ).toEqual({
      widget: 'options',
      options: [
        { value: 'legacy', label: 'デフォルト(外部ブラウザで開く)' },
        { value: 'compact', label: 'コンパクト' },
        { value: 'tall', label: 'トール' },
        { value: 'full', label: 'フル' },
      ],
    });
    expect(input?.(urlRichmenuAction.defaults(), en)).toMatchObject({
      options: [
        { value: 'legacy', label: 'Default (in-chat browser)' },
        { label: 'Compact' },
        { label: 'Tall' },
        { label: 'Full' },
      ],
    });
  });

  it('summarises in Japanese and English', () => {
    const data = url('https://a.jp/shop') as never;
    expect(urlRichmenuAction.summary(data, ja)).toBe('URL「https://a.jp/shop」を開く');
    expect(urlRichmenuAction.summary(data, en)).toBe('Open URL "https://a.jp/shop"');
    expect(urlRichmenuAction.summary(urlRichmenuAction.defaults(), ja)).toBe('URLを開く(未設定)');
    expect(urlRichmenuAction.summary(urlRichmenuAction.defaults(), en)).toBe('Open a URL (not set)');
    const long = url(`https://example.com/${'x'.repeat(50)}`, { input_option: 'closeRichMenu' }) as never;
    expect(urlRichmenuAction.summary(long, ja)).toBe(
      'URL「https://example.com/…」を開く(リッチメニューを閉じる)',
    );
    expect(urlRichmenuAction.summary(long, en)).toBe(
      'Open URL "https://example.com/…" (close the rich menu)',
    );
  });
});
