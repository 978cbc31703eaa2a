import { describe, expect, it } from 'vitest';
import {
  allowedImageUrl,
  answerPage,
  answerPageCsp,
  buttonText,
  closedPage,
  sanitizeCustomCss,
} from './page.ts';

describe('answering page', () => {
  it('allows https images only, without characters that leave a CSS string', () => {
    expect(allowedImageUrl('https://example.jp/a.png')).toBe(true);
    for (const bad of [
      'http://example.jp/a.png',
      'javascript:alert(1)',
      'data:image/png;base64,x',
      'https://e.jp/a")',
      'https://e.jp/a b',
    ])
      expect(allowedImageUrl(bad), bad).toBe(false);
  });

  it('neutralises custom CSS: no </style, no @import, url() only to https, escapes removed', () => {
    const css = sanitizeCustomCss(
      '@import "x.css"; a{color:red} </STYLE><script>x</script> b{background:url(http://e.jp/a.png)} ' +
        'c{background:url( "https://e.jp/ok.png" )} d{background:u\\72l(data:x)} @\\69mport "y";',
    );
    expect(css.toLowerCase()).not.toContain('</style');
    expect(css).not.toContain('<');
    expect(css.toLowerCase()).not.toContain('@import');
    expect(css).toContain('a{color:red}');
    expect(css).toContain('b{background:none}');
    expect(css).toContain('c{background:url("https://e.jp/ok.png")}');
    // An escaped url( is broken, not decoded: u72l( is no CSS function that loads anything.
    expect(css).toContain('d{background:u72l(data:x)}');
  });

  it('picks a readable button text colour', () => {
    expect(buttonText('#2196F3')).toBe('#fff');
    expect(buttonText('#FFEB3B')).toBe('#1a1a1a');
  });

  it('escapes the form’s texts and its data block', () => {
    const form = {
      title: '<img src=x onerror=alert(1)>',
      attr: [{ type: 'text', name: 't', title: '</script><script>alert(1)</script>', page: 1 }],
      options: {},
    };
    const html = answerPage(form, { code: 'aB3kPq', nonce: 'n', example: false });
    expect(html).not.toContain('<img src=x');
    expect(html).not.toContain('</script><script>');
    expect(html).toContain('\\u003c/script\\u003e');
    expect(closedPage(form, 'n', '<b>終了</b>')).toContain('&#60;b&#62;終了');
    expect(answerPageCsp('n')).toContain("style-src 'nonce-n'");
  });

  it('says next to a date that holidays are not selectable when the option refuses them', () => {
    const date = (holiday: string) => ({
      attr: [{ type: 'datepicker', name: 'd', title: '日付', page: 1, holiday }],
    });
    const page = (holiday: string) =>
      answerPage(date(holiday), { code: 'aB3kPq', nonce: 'n', example: false });
    expect(page('public_holiday_disabled')).toContain('祝日は選択できません。');
    expect(page('public_holiday_enabled')).not.toContain('祝日は選択できません');
  });
});
