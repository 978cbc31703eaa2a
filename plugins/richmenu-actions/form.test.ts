import { describe, expect, it } from 'vitest';
import { addableTypes, createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { formRichmenuAction, LIFF_FORM_PERMISSION } from './form.ts';

/** actype 4, answer form (spec 001 §5 サイズが選択されていません / 回答フォームが選択されていません; §6 user-liff-form-use, a permission). */
const registry = createBuiltInRegistry();
const items = { form: [{ id: 1, name: '来店アンケート' }] };
const ja = createContext({ items });
const en = createContext({ lang: 'en', items });
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);

describe('rich-menu action 4 answer form', () => {
  it('takes a form and a size', () => {
    for (const liff_size of ['compact', 'tall', 'full'])
      expect(validate({ actype: 4, form_id: 1, liff_size })).toEqual([]);
  });

  it('says サイズが選択されていません and 回答フォームが選択されていません, both not yet filled in', () => {
    expect(validate(formRichmenuAction.defaults())).toEqual([
      expect.objectContaining({
        path: '/liff_size',
        code: 'richmenu_form_size_missing',
        message: 'サイズが選択されていません',
        unfilled: true,
      }),
      expect.objectContaining({
        path: '/form_id',
        code: 'richmenu_form_missing',
        message: '回答フォームが選択されていません',
        unfilled: true,
      }),
    ]);
    expect(validate({ actype: 4, form_id: 1 })).toEqual([
      expect.objectContaining({ path: '/liff_size', message: 'サイズが選択されていません' }),
    ]);
    expect(validate({ actype: 4, form_id: 0, liff_size: 'tall' })).toEqual([
      expect.objectContaining({ path: '/form_id', message: '回答フォームが選択されていません' }),
    ]);
    expect(registry.message('richmenu_form_missing', 'en', {})).toBe('No answer form is selected');
  });

  it('refuses a URL display size', () => {
    expect(validate({ actype: 4, form_id: 1, liff_size: 'legacy' })).toEqual([
      expect.objectContaining({ path: '/liff_size', code: 'enum' }),
    ]);
  });

  it('is offered only with user-liff-form-use', () => {
    expect(LIFF_FORM_PERMISSION).toBe('user-liff-form-use');
    expect(formRichmenuAction.ability).toBeUndefined();
    const offered = (permissions: string[]) =>
      addableTypes(registry, 'richmenu-action', [], createContext({ permissions })).map((t) => t.plugin.type);
    expect(offered([])).toEqual([0, 1, 2, 3, 5]);
    expect(offered(['user-liff-form-use'])).toEqual([0, 1, 2, 3, 4, 5]);
    // Saved without the permission, it still validates (the add menu alone leaves it out).
    expect(validate({ actype: 4, form_id: 1, liff_size: 'tall' })).toEqual([]);
  });

  it('summarises in Japanese and English', () => {
    expect(formRichmenuAction.summary({ actype: 4, form_id: 1, liff_size: 'tall' }, ja)).toBe(
      '回答フォーム「来店アンケート」を開く(サイズ中)',
    );
    expect(formRichmenuAction.summary({ actype: 4, form_id: 1, liff_size: 'full' }, en)).toBe(
      'Open form "来店アンケート" (large)',
    );
    expect(formRichmenuAction.summary(formRichmenuAction.defaults(), ja)).toBe('回答フォーム(未選択)を開く');
    expect(formRichmenuAction.summary(formRichmenuAction.defaults(), en)).toBe('Open a form (none chosen)');
  });
});
