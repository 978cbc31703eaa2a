import { describe, expect, it } from 'vitest';
import { fillFormText } from './form-texts.ts';

const inputs = { today: '2026-11-26', formAddress: (code: string) => `https://example.jp/f/${code}` };

describe('form texts for the answer page', () => {
  it('leaves no placeholder code: friend values empty, dates from today in Japan, form links as addresses', () => {
    expect(fillFormText('[name]さん、ご回答ありがとうございます。', inputs)).toBe(
      'さん、ご回答ありがとうございます。',
    );
    expect(fillFormText('[date:+5:M月D日(ddd)]までにお届けします', inputs)).toBe(
      '12月1日(火)までにお届けします',
    );
    expect(fillFormText('開催まであと[remain:2026-12-01]日', inputs)).toBe('開催まであと5日');
    expect(fillFormText('次は [FORM_abc123] へ', inputs)).toBe('次は https://example.jp/f/abc123 へ');
    expect(fillFormText('[SYS_MAIL][VAR_3][CVAR_ab12][friend_link_url]', inputs)).toBe('');
  });

  it('keeps text that only looks like a code (a wrong length, no-replace) as it is', () => {
    expect(fillFormText('[FORM_abc] [name_no_replace] 価格は[1000円]', inputs)).toBe(
      '[FORM_abc] [name_no_replace] 価格は[1000円]',
    );
  });
});
