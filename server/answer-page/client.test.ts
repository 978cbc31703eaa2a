// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { answerPage } from './page.ts';

const form = {
  pages: [1],
  attr: [
    { type: 'text', name: 'text1', title: 'お名前', page: 1 },
    {
      type: 'radio',
      name: 'radio1',
      title: '来店',
      page: 1,
      choices: [
        { id: 1, label: 'はい' },
        { id: 2, label: 'いいえ' },
      ],
    },
    {
      type: 'checkbox',
      name: 'checkbox1',
      title: '良かった点',
      page: 1,
      choices: [
        { id: 3, label: '接客' },
        { id: 4, label: '味' },
        { id: 6, label: 'その他', type: 'other' },
      ],
    },
    {
      type: 'select',
      name: 'select1',
      title: '種類',
      page: 1,
      choices: [
        { id: 1, label: 'A' },
        { id: 2, label: 'B' },
      ],
    },
    { type: 'datepicker', name: 'datepicker1', title: '日付', page: 1, input_type: 0 },
    { type: 'textarea', name: 'textarea1', title: '内容', page: 1 },
    { type: 'file', name: 'file1', title: '写真', page: 1, file_type: 1 },
  ],
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.resetModules();
});

describe('the answering page script', () => {
  it('fills the controls with the last answer (restore_last), as properties, never attributes', async () => {
    const html = answerPage(form, {
      code: 'aB3kPq',
      nonce: 'n',
      example: false,
      restore: {
        text1: '山田',
        radio1: 2,
        checkbox1: [3, 6],
        checkbox1__other: '駐車場',
        select1: 2,
        datepicker1: '2026/12/01',
        textarea1: '一行目\n二行目',
      },
    });
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    await import('./client.ts');
    const value = (name: string) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    const checked = (name: string) =>
      [...document.querySelectorAll<HTMLInputElement>(`input[name="${name}"]:checked`)].map((i) => i.value);
    expect(value('text1')).toBe('山田');
    expect(checked('radio1')).toEqual(['2']);
    expect(checked('checkbox1')).toEqual(['3', '6']);
    expect(value('checkbox1__other')).toBe('駐車場');
    expect(value('select1')).toBe('2');
    expect(value('datepicker1')).toBe('2026-12-01');
    expect(value('textarea1')).toBe('一行目\n二行目');
    expect(value('file1')).toBe('');
    // Nothing of the answer is in an attribute a custom style sheet could select on.
    expect(document.body.innerHTML).not.toContain('value="山田"');
    expect(document.querySelector('[value="山田"]')).toBeNull();
  });

  it('reads a number typed in full-width digits as ASCII: shown in the box once left, checked and sent so', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ text: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const html = answerPage(
      {
        attr: [
          {
            type: 'text',
            name: 'text1',
            title: '人数',
            page: 1,
            rules: [{ name: 'required' }, { name: 'numeric' }, { name: 'max_value', value: 200 }],
          },
          { type: 'text', name: 'text2', title: 'お名前', page: 1 },
        ],
        options: { submit_confirm_dialog_visible: 0 },
      },
      { code: 'aB3kPq', nonce: 'n', example: false },
    );
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    await import('./client.ts');
    const box = document.querySelector('[name="text1"]') as HTMLInputElement;
    const name = document.querySelector('[name="text2"]') as HTMLInputElement;
    box.value = '１２３';
    box.dispatchEvent(new Event('change', { bubbles: true }));
    expect(box.value).toBe('123');
    name.value = '１２３';
    name.dispatchEvent(new Event('change', { bubbles: true }));
    expect(name.value).toBe('１２３');
    box.value = '４５';
    (document.getElementById('lf-next') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
      answers: { text1: '45', text2: '１２３' },
    });
    expect((document.getElementById('lf-summary') as HTMLElement).hidden).toBe(true);
  });

  it('reads a phone number, a postal code and a time typed in full-width digits as ASCII once the box is left', async () => {
    const fetch = vi.fn(
      async (_url: string, _init: RequestInit) =>
        new Response(JSON.stringify({ text: 'ok' }), { status: 200 }),
    );
    vi.stubGlobal('fetch', fetch);
    const item = (name: string, rule: string) => ({
      type: 'text',
      name,
      title: name,
      page: 1,
      rules: [{ name: rule }],
    });
    const html = answerPage(
      {
        attr: [item('text1', 'tel'), item('text2', 'zip'), item('text3', 'time')],
        options: { submit_confirm_dialog_visible: 0 },
      },
      { code: 'aB3kPq', nonce: 'n', example: false },
    );
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    await import('./client.ts');
    const typed = { text1: '０９０ー１２３４ー５６７８', text2: '１２３－４５６７', text3: '０９：３０' };
    for (const [name, value] of Object.entries(typed)) {
      const box = document.querySelector(`[name="${name}"]`) as HTMLInputElement;
      box.value = value;
      box.dispatchEvent(new Event('change', { bubbles: true }));
    }
    const shown = (name: string) => (document.querySelector(`[name="${name}"]`) as HTMLInputElement).value;
    expect([shown('text1'), shown('text2'), shown('text3')]).toEqual(['090-1234-5678', '123-4567', '09:30']);
    (document.getElementById('lf-next') as HTMLButtonElement).click();
    await vi.waitFor(() => expect(fetch).toHaveBeenCalled());
    expect(JSON.parse(String(fetch.mock.calls[0][1].body))).toEqual({
      answers: { text1: '090-1234-5678', text2: '123-4567', text3: '09:30' },
    });
  });

  it('shows the server’s 429 above the buttons and keeps the form', async () => {
    const message = '送信が多すぎます。しばらくしてからもう一度お試しください。';
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ messages: [message], errors: {} }), { status: 429 })),
    );
    const html = answerPage(
      {
        attr: [{ type: 'text', name: 'text1', title: 'お名前', page: 1 }],
        options: { submit_confirm_dialog_visible: 0 },
      },
      { code: 'aB3kPq', nonce: 'n', example: false },
    );
    document.body.innerHTML = /<body>([\s\S]*)<\/body>/.exec(html)?.[1] ?? '';
    await import('./client.ts');
    (document.getElementById('lf-next') as HTMLButtonElement).click();
    const summary = document.getElementById('lf-summary') as HTMLElement;
    await vi.waitFor(() => expect(summary.textContent).toBe(message));
    expect(summary.hidden).toBe(false);
    expect(summary.getAttribute('role')).toBe('alert');
    expect((document.getElementById('lf-form') as HTMLElement).hidden).toBe(false);
  });
});
