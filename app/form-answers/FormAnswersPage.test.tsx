// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../page-i18n.ts';
import FormAnswersPage, { type AnswersPage } from './FormAnswersPage.tsx';

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const answers = (page: number, total: number): AnswersPage => ({
  form: { id: 3, name: '満足度アンケート', code: 'aB3kPq' },
  total,
  page,
  per_page: 50,
  columns: [
    { key: 'radio1', title: '当店のご利用は初めてですか' },
    { key: 'text1', title: 'お電話番号' },
  ],
  answers: [
    { id: 9, created_at: '2026-11-25T01:00:00.000Z', cells: [page === 1 ? 'はい' : 'いいえ', '=1+1'] },
  ],
});

describe('FormAnswersPage', () => {
  it('lists the answers with the item titles, the CSV link and the answering page, page by page', async () => {
    const fetch = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return new Response(JSON.stringify(answers(page, 60)), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    render(<FormAnswersPage id={3} />);
    await screen.findByRole('heading', { name: 'フォームの回答: 満足度アンケート' });
    expect(screen.getByRole('columnheader', { name: 'お電話番号' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'はい' })).toBeTruthy();
    // Cells are text: React escapes them; the CSV guards formulas.
    expect(screen.getByRole('cell', { name: '=1+1' })).toBeTruthy();
    expect(screen.getByRole('link', { name: 'CSVをダウンロード' }).getAttribute('href')).toBe(
      '/api/v1/forms/3/answers.csv',
    );
    expect(screen.getByRole('link', { name: '見本を開く' }).getAttribute('href')).toBe(
      '/f/aB3kPq?mode=example',
    );
    fireEvent.click(screen.getByRole('button', { name: '次へ' }));
    await screen.findByRole('cell', { name: 'いいえ' });
    expect(fetch).toHaveBeenLastCalledWith('/api/v1/forms/3/answers?page=2&per_page=50', expect.anything());
  });

  it('heads the time column in the operator’s language and shows the time in the account’s zone', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(answers(1, 1)), { status: 200 })),
    );
    // Answered at 01:00 UTC: 10:00 in Japan.
    const { unmount } = render(<FormAnswersPage id={3} />);
    expect((await screen.findByRole('columnheader', { name: '回答日時' })).textContent).toBe('回答日時');
    expect(screen.getByRole('rowheader').textContent).toBe('2026/11/25 10:00');
    unmount();
    render(
      <I18nProvider initial="en">
        <FormAnswersPage id={3} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('columnheader', { name: 'Answered at' })).toBeTruthy();
    // As the document lists write English times (walk 2026-11-27: it read Nov 25, 2026, 10:00 AM).
    expect(screen.getByRole('rowheader').textContent).toBe('25 Nov 2026, 10:00');
  });

  it('speaks English when English is chosen: every word of the page, the answers as written', async () => {
    const fetch = vi.fn(async (url: string) => {
      const page = Number(new URL(url, 'http://x').searchParams.get('page'));
      return new Response(JSON.stringify(answers(page, 60)), { status: 200 });
    });
    vi.stubGlobal('fetch', fetch);
    render(
      <I18nProvider initial="en">
        <FormAnswersPage id={3} />
      </I18nProvider>,
    );
    await screen.findByRole('heading', { name: 'Form answers: 満足度アンケート' });
    expect(screen.getByText(/^60 answers/).textContent).toBe(
      '60 answers · Download CSV · Answering page · Open the preview',
    );
    expect(screen.getByRole('link', { name: 'Download CSV' }).getAttribute('href')).toBe(
      '/api/v1/forms/3/answers.csv',
    );
    expect(screen.getByRole('link', { name: 'Answering page' }).getAttribute('href')).toBe('/f/aB3kPq');
    expect(screen.getByRole('link', { name: 'Open the preview' }).getAttribute('href')).toBe(
      '/f/aB3kPq?mode=example',
    );
    expect(screen.getByRole('table', { name: 'Answers (newest first, page 1 of 2)' })).toBeTruthy();
    const paging = screen.getByRole('navigation', { name: 'Pages of answers' });
    const previous = within(paging).getByRole('button', { name: 'Previous' });
    expect((previous as HTMLButtonElement).disabled).toBe(true);
    // The console's button, not the browser's bare one.
    expect(previous.className).toBe('app-button');
    fireEvent.click(within(paging).getByRole('button', { name: 'Next' }));
    await screen.findByRole('table', { name: 'Answers (newest first, page 2 of 2)' });
    // The items' titles and the answers are the form's and the friend's words, never translated nor markup.
    expect(screen.getByRole('columnheader', { name: 'お電話番号' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: 'いいえ' })).toBeTruthy();
    expect(screen.getByRole('cell', { name: '=1+1' })).toBeTruthy();
    expect(document.body.textContent).not.toMatch(/[回答前次見本ダ]/);
  });

  it('says in English that there are no answers yet, and that they could not be loaded', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify({ ...answers(1, 0), answers: [] }), { status: 200 })),
    );
    const { unmount } = render(
      <I18nProvider initial="en">
        <FormAnswersPage id={3} />
      </I18nProvider>,
    );
    expect(await screen.findByText('No answers yet.')).toBeTruthy();
    expect(screen.getByText(/^0 answers/)).toBeTruthy();
    unmount();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch');
      }),
    );
    render(
      <I18nProvider initial="en">
        <FormAnswersPage id={3} />
      </I18nProvider>,
    );
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toBe(
        'The answers could not be loaded. Check your connection',
      ),
    );
  });

  it('keeps markup in an answer as text', async () => {
    const page: AnswersPage = {
      ...answers(1, 1),
      columns: [{ key: 'text1', title: '<i>ご意見</i>' }],
      answers: [{ id: 9, created_at: '2026-11-25T01:00:00.000Z', cells: ['<img src=x onerror=alert(1)>'] }],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })),
    );
    render(
      <I18nProvider initial="en">
        <FormAnswersPage id={3} />
      </I18nProvider>,
    );
    expect(await screen.findByRole('cell', { name: '<img src=x onerror=alert(1)>' })).toBeTruthy();
    expect(screen.getByRole('columnheader', { name: '<i>ご意見</i>' })).toBeTruthy();
    expect(document.querySelector('table img, table i')).toBeNull();
  });

  it('links a file cell to the file (its name as the link text)', async () => {
    const page: AnswersPage = {
      ...answers(1, 1),
      columns: [{ key: 'file1', title: '写真' }],
      answers: [
        {
          id: 9,
          created_at: '2026-11-25T01:00:00.000Z',
          cells: ['写真.png'],
          links: ['/api/v1/forms/3/answers/9/files/4'],
        },
      ],
    };
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(JSON.stringify(page), { status: 200 })),
    );
    render(<FormAnswersPage id={3} />);
    const link = await screen.findByRole('link', { name: '写真.png' });
    expect(link.getAttribute('href')).toBe('/api/v1/forms/3/answers/9/files/4');
    expect(link.getAttribute('download')).toBe('写真.png');
  });

  it('shows the server’s refusal', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () => new Response(JSON.stringify({ messages: ['操作権限がありません'] }), { status: 403 }),
      ),
    );
    render(<FormAnswersPage id={3} />);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('操作権限がありません'));
  });
});
