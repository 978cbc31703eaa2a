// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { setMessage } from '../../plugins/shared/composer/test-support.ts';
import { offeredConditionTypes } from '../test/offered-condition-types.ts';
import { renderConsolePage } from '../test/render-console-page.tsx';
import ActionEditorPage from './ActionEditorPage.tsx';

afterEach(() => cleanup());

/** The page at `address` for an account that may use condition 115 (ability open-api). */
function open(address: string) {
  return renderConsolePage(<ActionEditorPage />, { address, abilities: ['open-api'] }).fake;
}

/** The condition types a new text effect may be given; back to the page afterwards. */
async function conditionTypes(): Promise<string[]> {
  const { names, shell } = await offeredConditionTypes(document.body);
  fireEvent.click(within(shell).getByRole('button', { name: '戻る' }));
  return names;
}

describe('action editor page: the caller in the address', () => {
  it('?caller=event: says so, offers 外部API連携 in the conditions, and keeps the caller after the first save', async () => {
    const fake = open('/actions/new?caller=event');
    expect((await screen.findByTestId('action-caller')).textContent).toBe(
      '呼び出し元: 外部API連携(イベント)',
    );
    expect(await conditionTypes()).toContain('外部API連携');

    fireEvent.change(screen.getByRole('textbox', { name: /アクション名/ }), { target: { value: 'API通知' } });
    setMessage(screen.getByRole('textbox', { name: 'メッセージ本文' }), 'こんにちは');
    fireEvent.click(document.querySelector<HTMLButtonElement>('button[data-save-status]')!);
    await waitFor(() => expect(fake.api.registerAction).toHaveBeenCalled());
    await waitFor(() =>
      expect(window.location.pathname + window.location.search).toBe('/actions/100?caller=event'),
    );
  });

  it('without a caller: no note, and no 外部API連携', async () => {
    open('/actions/new');
    expect(await conditionTypes()).not.toContain('外部API連携');
    expect(screen.queryByTestId('action-caller')).toBeNull();
  });
});
