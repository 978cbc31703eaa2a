// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { I18nProvider } from '../page-i18n.ts';
import { ServicesProvider } from '../services.tsx';
import { fakeApi, fakeServices } from '../test/fake-api.ts';
import { CreateItemForm } from './CreateItemForm.tsx';

afterEach(() => cleanup());

/** The tag create control inside another form, as the friend editor's tag tab holds it. */
function renderInForm() {
  const { api } = fakeApi();
  const outer = vi.fn((event: { preventDefault(): void }) => event.preventDefault());
  const onCreated = vi.fn();
  const onNotice = vi.fn();
  const { container } = render(
    <I18nProvider initial="ja">
      <ServicesProvider services={fakeServices(api)}>
        <form onSubmit={outer}>
          <CreateItemForm kind="tag" folder={10} lang="ja" onCreated={onCreated} onNotice={onNotice} />
        </form>
      </ServicesProvider>
    </I18nProvider>,
  );
  return { api, outer, onCreated, onNotice, container };
}

describe('CreateItemForm inside another form', () => {
  it('is no form of its own (a form in a form is invalid HTML: the browser submitted the outer one)', () => {
    const { container } = renderInForm();
    expect(container.querySelectorAll('form')).toHaveLength(1);
    expect(screen.getByRole('button', { name: '作成' }).getAttribute('type')).toBe('button');
  });

  it('refuses an empty name, and creates on Enter and on 作成 without submitting the outer form', async () => {
    const { api, outer, onCreated, onNotice } = renderInForm();
    const name = screen.getByRole('textbox', { name: '新しいタグ名' });
    fireEvent.click(screen.getByRole('button', { name: '作成' }));
    expect(onNotice).toHaveBeenLastCalledWith(['新しいタグ名を入力してください']);
    fireEvent.change(name, { target: { value: '春' } });
    await act(async () => {
      fireEvent.keyDown(name, { key: 'Enter' });
    });
    expect(api.createTag).toHaveBeenCalledWith('春', 10);
    expect(onCreated).toHaveBeenCalledTimes(1);
    fireEvent.change(name, { target: { value: '夏' } });
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: '作成' }));
    });
    expect(api.createTag).toHaveBeenLastCalledWith('夏', 10);
    expect(outer).not.toHaveBeenCalled();
  });

  it('leaves Enter alone while an IME is composing (it confirms the conversion)', () => {
    const { api } = renderInForm();
    const name = screen.getByRole('textbox', { name: '新しいタグ名' });
    fireEvent.change(name, { target: { value: 'はる' } });
    fireEvent.keyDown(name, { key: 'Enter', isComposing: true });
    expect(api.createTag).not.toHaveBeenCalled();
  });
});
