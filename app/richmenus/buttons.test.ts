import { describe, expect, it } from 'vitest';
import { RICHMENU_MAX_BUTTONS, richmenuDocument } from '../../documents/richmenu.ts';
import { addableTypes, createContext, createEditorStore, validateDocument } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { addButton, applyTemplate, BUTTON_KIND, buttonsFit, clearButtons, retypeButton } from './buttons.ts';
import { richMenuTemplates } from './canvas/templates.ts';
import { richmenuRegistry } from './registry.ts';

const registry = createBuiltInRegistry();

function storeWith(initial: unknown[] = []) {
  let n = 0;
  return createEditorStore({
    registry,
    kind: richmenuDocument.blockKind,
    initial,
    ctx: createContext({ lang: 'ja', permissions: ['user-liff-form-use'] }),
    newId: () => `b${++n}`,
  });
}

describe('the rich-menu editor’s button operations', () => {
  it('adds a user-message button with the drawn area, and refuses the 21st', () => {
    const store = storeWith();
    const bounds = { x: 10, y: 20, width: 300, height: 200 };
    expect(addButton(store, registry, bounds, 20)).not.toBeNull();
    expect(store.serialize()).toEqual([expect.objectContaining({ actype: 1, bounds })]);
    for (let i = 1; i < 20; i++) addButton(store, registry, bounds, 20);
    expect(store.getChildIds(null)).toHaveLength(20);
    expect(addButton(store, registry, bounds, 20)).toBeNull();
    expect(store.getChildIds(null)).toHaveLength(20);
  });

  it('a template replaces every button with one per area, in the template’s order', () => {
    const store = storeWith([
      { actype: 5, tel: '03-1234-5678', bounds: { x: 0, y: 0, width: 10, height: 10 } },
    ]);
    const template = richMenuTemplates(1686)[0];
    applyTemplate(store, registry, template.areas);
    const buttons = store.serialize() as { actype: number; bounds: unknown }[];
    expect(buttons.map((b) => b.bounds)).toEqual(template.areas);
    expect(buttons.every((b) => b.actype === 1)).toBe(true);
    clearButtons(store);
    expect(store.serialize()).toEqual([]);
  });

  it('a template and the reset leave a saved menu unsaved: the mark, the leave guard and the draft follow', () => {
    const store = storeWith([
      { actype: 5, tel: '03-1234-5678', bounds: { x: 0, y: 0, width: 10, height: 10 } },
    ]);
    expect(store.getSnapshot().dirty).toBe(false);
    applyTemplate(store, registry, richMenuTemplates(1686)[0].areas);
    expect(store.getSnapshot().dirty).toBe(true);
    store.markSaved();
    clearButtons(store);
    expect(store.getSnapshot().dirty).toBe(true);
  });

  it('a new action type keeps the label, keyboard behaviour and area, resets the rest, in one undo step', () => {
    const bounds = { x: 0, y: 0, width: 400, height: 400 };
    const store = storeWith([
      { actype: 2, action_id: 7, label: '予約', input_option: 'openKeyboard', bounds },
      { actype: 1, label: '次', bounds },
    ]);
    const [first] = store.getChildIds(null);
    expect(retypeButton(store, first, 5)).toBe(true);
    // The same block (id and place): its panel and focus stay.
    expect(store.getChildIds(null)[0]).toBe(first);
    const [retyped, second] = store.serialize() as Record<string, unknown>[];
    expect(retyped).toEqual({ actype: 5, tel: '', label: '予約', input_option: 'openKeyboard', bounds });
    expect(retyped.bounds).not.toBe(bounds);
    expect(second).toMatchObject({ actype: 1, label: '次' });
    // Back to an action: action_id is the new type's default, 0.
    expect(retypeButton(store, first, 2)).toBe(true);
    expect((store.serialize() as Record<string, unknown>[])[0]).toMatchObject({
      actype: 2,
      action_id: 0,
      label: '予約',
    });
    store.undo();
    store.undo();
    expect((store.serialize() as Record<string, unknown>[])[0]).toMatchObject({ actype: 2, action_id: 7 });
    expect(retypeButton(store, 'missing', 5)).toBe(false);
    expect(retypeButton(store, first, 99)).toBe(false);
  });

  it('a URL button made a message button drops its URL and size', () => {
    const store = storeWith([{ actype: 0, url: 'https://a.jp', liff_size: 'tall', label: 'サイト' }]);
    const [id] = store.getChildIds(null);
    expect(retypeButton(store, id, 1)).toBe(true);
    const [button] = store.serialize() as Record<string, unknown>[];
    expect(button.url).toBeUndefined();
    expect(button.liff_size).toBeUndefined();
    expect(button).toMatchObject({ actype: 1, label: 'サイト' });
  });

  it('knows when the buttons no longer fit a half-height menu', () => {
    expect(buttonsFit([{ bounds: { x: 0, y: 0, width: 10, height: 843 } }], 843)).toBe(true);
    expect(buttonsFit([{ bounds: { x: 0, y: 843, width: 10, height: 10 } }], 843)).toBe(false);
    expect(buttonsFit([{}], 843)).toBe(true);
  });
});

describe('the rich-menu registry’s 20-button limit (spec 001 §5)', () => {
  it('refuses a 21st button from the add menu with コンテンツを設定できるのは20個までです, without adding it', () => {
    const { registry: menus } = richmenuRegistry();
    const store = createEditorStore({
      registry: menus,
      kind: richmenuDocument.blockKind,
      initial: Array.from({ length: 20 }, () => ({
        actype: 1,
        bounds: { x: 0, y: 0, width: 10, height: 10 },
      })),
      ctx: createContext({ lang: 'ja' }),
    });
    const result = store.add(1);
    expect(result.ok).toBe(false);
    expect(result.ok ? '' : result.issue.message).toBe('コンテンツを設定できるのは20個までです');
    expect(store.getChildIds(null)).toHaveLength(20);
    const types = addableTypes(menus, richmenuDocument.blockKind, store.getBlocks(), store.getContext());
    expect(types.length).toBeGreaterThan(0);
    expect(types.every((t) => !t.available && t.reason === 'richmenu_button_limit')).toBe(true);
  });

  it('is RICHMENU_MAX_BUTTONS wherever it is said: the add menu, the notice under the canvas, the save', () => {
    const { registry: menus } = richmenuRegistry();
    expect(RICHMENU_MAX_BUTTONS).toBe(20);
    expect(menus.listLimit(BUTTON_KIND)).toEqual({
      max: RICHMENU_MAX_BUTTONS,
      code: 'richmenu_button_limit',
    });
    // The notice under the canvas reads the registry's message, the add menu's and the save's.
    expect(menus.message('richmenu_button_limit', 'ja')).toBe('コンテンツを設定できるのは20個までです');
    expect(menus.message('richmenu_button_limit', 'en')).toBe('A menu holds at most 20 buttons');
    const button = { actype: 1, label: 'a', bounds: { x: 0, y: 0, width: 10, height: 10 } };
    const menu = (count: number) => ({
      name: 'メイン',
      chat_bar_text: 'メニュー',
      media_id: 1,
      options: Array.from({ length: count }, () => button),
    });
    const limitIssues = (count: number) =>
      validateDocument(menus, 'richmenu', menu(count), createContext({ lang: 'ja' })).filter(
        (issue) => issue.code === 'richmenu_button_limit',
      );
    expect(limitIssues(RICHMENU_MAX_BUTTONS)).toEqual([]);
    expect(limitIssues(RICHMENU_MAX_BUTTONS + 1).map((issue) => [issue.path, issue.message])).toEqual([
      ['/options', 'コンテンツを設定できるのは20個までです'],
    ]);
  });
});
