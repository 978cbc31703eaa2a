// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { messageText } from '../../engine/core/index.ts';
import HomePage from '../pages/HomePage.tsx';
import { navigate } from '../router.tsx';
import { renderConsolePage } from '../test/render-console-page.tsx';
import FormBuilderPage from './FormBuilderPage.tsx';
import FormListPage from './FormListPage.tsx';
import { fakeFormApi } from './fake-form-api.ts';
import { FormApiProvider } from './form-api.ts';
import type { FormWire } from './form-wire.ts';
import { formIdOfPath } from './paths.ts';

afterEach(() => cleanup());

const FORM: FormWire = {
  id: 12,
  code: 'abc123',
  name: '来店アンケート',
  group_id: 41,
  title: 'ご来店ありがとうございます',
  pages: [1],
  attr: [{ swatch_id: 510, type: 'text', name: 'text1', page: 1, title: 'お名前', rules: [], assign_to: [] }],
  options: {},
  revision: 2,
};

function withForms(page: React.ReactNode, address: string) {
  const forms = fakeFormApi();
  forms.state.forms.set(12, structuredClone(FORM));
  renderConsolePage(<FormApiProvider api={forms.api}>{page}</FormApiProvider>, { address });
  return forms;
}

describe('form paths', () => {
  it('reads the builder addresses and the copy query', () => {
    expect(formIdOfPath('/lvf/edit/new')).toBeNull();
    expect(formIdOfPath('/lvf/edit/12')).toBe(12);
    expect(formIdOfPath('/lvf/edit/0')).toBeUndefined();
    expect(formIdOfPath('/lvf')).toBeUndefined();
  });
});

describe('home page', () => {
  it('the フォーム card opens the form list and no longer says 準備中', async () => {
    renderConsolePage(<HomePage />, { address: '/' });
    const card = await screen.findByRole('link', { name: /フォーム/ });
    expect(card.getAttribute('href')).toBe('/lvf');
    expect(card.textContent).not.toContain('準備中');
  });
});

describe('/lvf', () => {
  it('lists the saved forms with links to the builder', async () => {
    withForms(<FormListPage />, '/lvf');
    const links = await screen.findAllByRole('link', { name: /来店アンケート/ });
    expect(links.map((link) => link.getAttribute('href'))).toContain('/lvf/edit/12');
    expect(screen.getByRole('link', { name: '新規作成' }).getAttribute('href')).toBe('/lvf/edit/new');
  });

  it('lists a name without the direction controls it was saved with, in the row and in the delete dialog', async () => {
    const forms = fakeFormApi();
    forms.state.forms.set(12, { ...structuredClone(FORM), name: 'W 全種 \u202Eevil\u202C' });
    renderConsolePage(<FormApiProvider api={forms.api}>{<FormListPage />}</FormApiProvider>, {
      address: '/lvf',
    });
    const [link] = await screen.findAllByRole('link', { name: /W 全種/ });
    expect(link.textContent).toBe('W 全種 evil');
    fireEvent.click(screen.getByRole('button', { name: /削除/ }));
    const dialog = await screen.findByRole('alertdialog');
    expect(dialog.textContent).toContain('「W 全種 evil」');
    expect(dialog.textContent).not.toMatch(/[\u202A-\u202E\u2066-\u2069]/u);
  });
});

describe('/lvf/edit', () => {
  it('copies a form (?copy=): のコピー, the settings not copied, saved as a new form at its own address', async () => {
    const forms = withForms(<FormBuilderPage />, '/lvf/edit/new?copy=12');
    expect(await screen.findByRole('heading', { name: 'フォームのコピー' })).toBeTruthy();
    const name = (await screen.findByRole('textbox', { name: /フォーム名\(管理用\)/ })) as HTMLInputElement;
    expect(name.value).toBe('来店アンケートのコピー');
    expect(screen.getByTestId('form-not-copied').textContent).toContain('一部の設定はコピーされませんでした');
    fireEvent.click(screen.getAllByRole('button', { name: '保存' })[0]);
    await waitFor(() => expect(forms.state.posted).toHaveLength(1));
    expect(forms.state.posted[0]).toMatchObject({ formid: '', formname: '来店アンケートのコピー' });
    await waitFor(() => expect(window.location.pathname).toBe('/lvf/edit/300'));
    expect(forms.state.forms.get(300)?.name).toBe('来店アンケートのコピー');
  });

  it('asks before leaving with unsaved edits', async () => {
    withForms(<FormBuilderPage />, '/lvf/edit/12');
    const name = await screen.findByRole('textbox', { name: /フォーム名\(管理用\)/ });
    fireEvent.change(name, { target: { value: '変更後' } });
    await act(async () => navigate('/'));
    expect(await screen.findByText(messageText('leave_unsaved', 'ja'))).toBeTruthy();
    expect(window.location.pathname).toBe('/lvf/edit/12');
  });
});
