import { describe, expect, it } from 'vitest';
import { isHttpOrLineUrl, TEL_PATTERN } from './url.ts';

/** Spec 000 §5.4 url_http_or_line and tel, as the rich-menu URL and TEL buttons use them. */
describe('isHttpOrLineUrl', () => {
  it('accepts http(s) URLs with a host and a top-level domain, with port, path, query and fragment', () => {
    for (const url of [
      'http://example.com',
      'https://example.com/',
      'https://shop.example.co.jp:8443/a/b?c=1&d=%E3%81%82#top',
      'https://例え.テスト/ページ',
      'HTTPS://EXAMPLE.COM',
    ])
      expect(isHttpOrLineUrl(url), url).toBe(true);
  });

  it('accepts line-scheme URLs', () => {
    expect(isHttpOrLineUrl('line://nv/camera/')).toBe(true);
    expect(isHttpOrLineUrl('line://ti/p/@abc')).toBe(true);
  });

  it('refuses no protocol, other protocols, no TLD, credentials, braces and spaces', () => {
    for (const url of [
      'example.com',
      'ftp://example.com',
      'javascript:alert(1)',
      'https://localhost/a',
      'https://example',
      'https://user:pw@example.com',
      'https://user@example.com',
      'https://example.com/{name}',
      'line://nv/{x}',
      'https://exa mple.com',
      'https://example.com/a b',
      'line://',
      '',
    ])
      expect(isHttpOrLineUrl(url), url).toBe(false);
  });

  it('accepts a form placeholder of six word characters only when allowed, and only as the whole value', () => {
    expect(isHttpOrLineUrl('[FORM_ab12CD]')).toBe(false);
    expect(isHttpOrLineUrl('[FORM_ab12CD]', { allowFormTag: true })).toBe(true);
    expect(isHttpOrLineUrl('[FORM_ab12C]', { allowFormTag: true })).toBe(false);
    expect(isHttpOrLineUrl('[FORM_ab12CDE]', { allowFormTag: true })).toBe(false);
    expect(isHttpOrLineUrl('https://example.com/[FORM_ab12CD]', { allowFormTag: true })).toBe(true);
    expect(isHttpOrLineUrl('x[FORM_ab12CD]', { allowFormTag: true })).toBe(false);
  });
});

describe('TEL_PATTERN', () => {
  const tel = new RegExp(TEL_PATTERN, 'u');
  it('takes an optional +, then digits (full-width too) and hyphens with a digit among them', () => {
    for (const value of ['03-1234-5678', '+81-90-1234-5678', '０３１２３４５６７８', '110', ''])
      expect(tel.test(value), value).toBe(true);
  });
  it('refuses other characters, a + elsewhere, and hyphens alone', () => {
    for (const value of ['03(1234)5678', '03 1234', '81+90', '---', '+', 'abc', '03－1234'])
      expect(tel.test(value), value).toBe(false);
  });
});
