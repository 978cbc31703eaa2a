// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
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
    expect(screen.getByRole('rowheader').textContent).toBe('Nov 25, 2026, 10:00 AM');
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
