// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createApiClient } from '../api/client.ts';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeServices } from '../test/fake-api.ts';
import { json, type StubCall, stubFetch } from '../test/stub-fetch.ts';
import { DryRunDialog } from './DryRunDialog.tsx';
import type { DryRunAnswer } from './dry-run-api.ts';

afterEach(() => cleanup());

const MEMBERS = [
  { id: 3, name: '<b>佐藤</b>', short_name: '', nickname: '', registered_at: '2026-01-01T00:00:00Z' },
  { id: 4, name: '鈴木', short_name: '', nickname: '', registered_at: '2026-01-01T00:00:00Z' },
];

const ANSWER: DryRunAnswer = {
  member_id: 3,
  name: '<b>佐藤</b>',
  effects: [
    {
      number: 1,
      type: 13,
      label: 'タグ操作',
      summary: 'タグ VIP会員、新規 を追加',
      condition: null,
      runs: true,
      lines: [{ kind: 'tag-add', names: ['新規'], already: ['VIP会員'] }],
    },
    {
      number: 2,
      type: 1,
      label: 'テキスト送信',
      summary: '[名前]さん をすぐに送信',
      condition: { funnel_id: 8, name: 'VIP', matches: true },
      runs: true,
      lines: [{ kind: 'message', text: '<b>佐藤</b>さん', empty: ['[友だち情報:誕生日]'] }],
    },
    {
      number: 3,
      type: 6,
      label: '友だち情報操作',
      summary: '',
      condition: { funnel_id: 9, name: '休眠', matches: false },
      runs: false,
      lines: [],
    },
    {
      number: 4,
      type: 6,
      label: '友だち情報操作',
      summary: '',
      condition: null,
      runs: true,
      lines: [
        {
          kind: 'value',
          field: 'ポイント',
          scope: 'friend',
          operand: 2,
          by: { kind: 'random', min: 1, max: 5 },
          from: '10',
          to: null,
        },
      ],
    },
  ],
};

function setup(answer: (call: StubCall) => Response | Promise<Response>) {
  const { fetch, calls } = stubFetch(answer);
  const api = createApiClient({ fetch, baseUrl: '' });
  const document = vi.fn(() => ({ a_name: '', inputs: [{ type: 13, remove: 0, tag_ids: [1] }] }));
  const onClose = vi.fn();
  render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(api)}>
        <DryRunDialog document={document} onClose={onClose} />
      </ServicesProvider>
    </I18nProvider>,
  );
  return { calls, document, onClose };
}

const friendsAnswer = (call: StubCall) =>
  json(200, {
    members: call.url.includes('name=') ? MEMBERS.slice(1) : MEMBERS,
    pagination: { per_page: 50, next_page_url: null },
  });

describe('the dry run dialog', () => {
  it('searches friends by name, runs the action for the chosen one and shows each effect, as text', async () => {
    const { calls, document } = setup((call) =>
      call.url.includes('/api/action/dry-run') ? json(200, ANSWER) : friendsAnswer(call),
    );
    expect(screen.getByRole('dialog', { name: 'ドライラン(実行せずに確認)' })).toBeTruthy();
    const list = await screen.findByRole('list', { name: '友だちを選択' });
    expect(
      within(list)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['<b>佐藤</b>', '鈴木']);

    fireEvent.change(screen.getByLabelText('友だちの名前で検索'), { target: { value: '鈴' } });
    await waitFor(() =>
      expect(within(screen.getByRole('list', { name: '友だちを選択' })).getAllByRole('button')).toHaveLength(
        1,
      ),
    );
    expect(calls.some((c) => c.url.endsWith('/api/v1/allow_members?name=%E9%88%B4'))).toBe(true);
    fireEvent.change(screen.getByLabelText('友だちの名前で検索'), { target: { value: '' } });
    const again = await screen.findByRole('button', { name: '<b>佐藤</b>' });

    fireEvent.click(again);
    const result = await screen.findByTestId('dry-run-result');
    const posted = calls.find((c) => c.url.endsWith('/api/action/dry-run'));
    expect(JSON.parse(posted?.body ?? '{}')).toEqual({
      document: document.mock.results[0].value,
      member_id: 3,
    });
    expect(within(result).getByRole('heading', { name: '<b>佐藤</b>さんに実行した場合' })).toBeTruthy();
    // Operator text stays text: no element was made of the friend's name.
    expect(result.querySelector('b')).toBeNull();

    const effects = within(result).getAllByTestId('dry-run-effect');
    expect(effects.map((e) => within(e).getByRole('heading').textContent)).toEqual([
      '1. タグ操作',
      '2. テキスト送信',
      '3. 友だち情報操作',
      '4. 友だち情報操作',
    ]);
    expect(effects[0].textContent).toContain('条件なし(常に実行されます)');
    expect(effects[0].textContent).toContain('タグ「新規」を追加します');
    expect(effects[0].textContent).toContain('「VIP会員」は付いています');
    expect(effects[1].textContent).toContain('条件「VIP」に一致します');
    expect(effects[1].querySelector('.app-dry-run__message')?.textContent).toBe('<b>佐藤</b>さん');
    expect(effects[1].textContent).toContain('空になる差し込み: [友だち情報:誕生日]');
    expect(effects[2].textContent).toContain('条件に一致しないため実行されません');
    expect(effects[2].querySelector('ul')).toBeNull();
    expect(effects[3].textContent).toContain('友だち情報「ポイント」: 10 → 範囲 1〜5 の乱数を加算');

    fireEvent.click(screen.getByRole('button', { name: '別の友だちを選ぶ' }));
    expect(await screen.findByRole('list', { name: '友だちを選択' })).toBeTruthy();
  });

  it('shows the running state, then the server’s refusal', async () => {
    let release: (response: Response) => void = () => {};
    setup((call) =>
      call.url.includes('/api/action/dry-run')
        ? new Promise<Response>((resolve) => {
            release = resolve;
          })
        : friendsAnswer(call),
    );
    fireEvent.click(await screen.findByRole('button', { name: '鈴木' }));
    expect(await screen.findByText('ドライラン中…')).toBeTruthy();
    release(json(422, { messages: ['1番目(タグ操作): タグを選択してください'], errors: {} }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('ドライランに失敗しました');
    expect(alert.textContent).toContain('1番目(タグ操作): タグを選択してください');
  });

  it('says when no friend matches and closes with 閉じる', async () => {
    const { onClose } = setup(() =>
      json(200, { members: [], pagination: { per_page: 50, next_page_url: null } }),
    );
    expect(await screen.findByText('該当する友だちがいません')).toBeTruthy();
    const buttons = screen.getAllByRole('button', { name: '閉じる' });
    fireEvent.click(buttons[buttons.length - 1]);
    expect(onClose).toHaveBeenCalled();
  });
});
