// @vitest-environment jsdom
import { act, fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { effectPlugins } from '../../plugins/effects/index.ts';
import { scenarioEffect } from '../../plugins/effects/scenario.ts';
import { tagEffect } from '../../plugins/effects/tag.ts';
import { textEffect } from '../../plugins/effects/text.ts';
import { varEffect } from '../../plugins/effects/var/index.ts';
import { createBuiltInRegistry } from '../../plugins/index.ts';
import { effectStore, renderEditor } from './test/setup.tsx';

const items = {
  tag: [
    { id: 1, name: 'VIP' },
    { id: 2, name: '新規' },
  ],
  varia: [{ id: 3, name: '会員ランク', type: 0 }],
  scenario: [{ id: 3, name: '春のキャンペーン' }],
};
const context = { abilities: ['scenario'], items };

const panels = () => screen.getAllByRole('article');
const titles = () => panels().map((panel) => panel.querySelector('.be-panel__title')?.textContent);

describe('BlockListEditor: panels', () => {
  it('renders text (1), tag (13), var (6) and scenario (5) with numbers, labels and summaries', () => {
    const data = [
      textEffect.examples.valid[0],
      tagEffect.examples.valid[0],
      varEffect.examples.valid[0],
      scenarioEffect.examples.valid[0],
    ];
    const store = effectStore(data, context);
    renderEditor(store);
    const ctx = store.getContext();
    const plugins = [textEffect, tagEffect, varEffect, scenarioEffect] as const;
    expect(panels()).toHaveLength(4);
    plugins.forEach((plugin, index) => {
      const title = titles()[index];
      expect(title).toContain(`${index + 1}.`);
      expect(title).toContain(plugin.label.ja);
      expect(title).toContain(plugin.summary(data[index] as never, ctx));
    });
    // Each panel draws its plugin's own fields: the tag chips name their items through the context.
    expect(within(panels()[1]).getByText('VIP')).toBeTruthy();
    expect(within(panels()[0]).getByRole('textbox', { name: 'メッセージ本文' })).toBeTruthy();
    expect(within(panels()[3]).getByRole('spinbutton', { name: 'シナリオ' })).toBeTruthy();
  });

  it('uses English labels with lang="en"', () => {
    renderEditor(effectStore([textEffect.examples.valid[0]]), { lang: 'en' });
    expect(titles()[0]).toContain('Send text');
    expect(screen.getByRole('textbox', { name: 'Message text' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Add' })).toBeTruthy();
  });

  it('falls back to the label when a summary throws', () => {
    const store = effectStore([{ type: 6, var_id: 3, operand: 1, valuetype: 1, fix_value: 'x' }], context);
    const original = varEffect.summary;
    (varEffect as { summary: unknown }).summary = () => {
      throw new Error('plugin bug');
    };
    try {
      renderEditor(store);
      expect(titles()[0]).toBe('1. 友だち情報操作');
    } finally {
      (varEffect as { summary: unknown }).summary = original;
    }
  });

  it('shows extras from renderBlockExtras in each panel header', () => {
    renderEditor(effectStore([textEffect.examples.valid[0]]), {
      renderBlockExtras: (block) => (
        <span data-testid="extra">条件 {block.data.member_query_id ? 'ON' : 'OFF'}</span>
      ),
    });
    expect(screen.getByTestId('extra').textContent).toBe('条件 OFF');
  });
});

describe('BlockListEditor: add menu', () => {
  it('adds a block of the chosen type at the end and focuses it', () => {
    const store = effectStore([textEffect.examples.valid[0]]);
    renderEditor(store);
    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    const menu = screen.getByRole('menu');
    expect(
      within(menu)
        .getAllByRole('menuitem')
        .map((item) => item.textContent),
    ).toEqual(
      // Listed types that need no ability, in registration order (the account here has none).
      effectPlugins.filter((plugin) => plugin.listed && !plugin.ability).map((plugin) => plugin.label.ja),
    );
    expect(within(menu).queryByRole('menuitem', { name: 'シナリオ操作' })).toBeNull();
    expect(within(menu).queryByRole('menuitem', { name: 'テキスト送信' })).not.toBeNull();
    fireEvent.click(within(menu).getByRole('menuitem', { name: 'タグ操作' }));
    expect(screen.queryByRole('menu')).toBeNull();
    expect(titles()[1]).toContain('2. タグ操作');
    expect(document.activeElement).toBe(panels()[1]);
    expect(store.serialize()[1]).toEqual(tagEffect.defaults());
  });

  it('offers scenario (5) only with the ability, once: a second one is refused with 既に追加されています', () => {
    const store = effectStore([], { abilities: ['scenario'] });
    renderEditor(store);
    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    fireEvent.click(screen.getByRole('menuitem', { name: 'シナリオ操作' }));
    expect(titles()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    const scenario = screen.getByRole('menuitem', { name: /シナリオ操作/ });
    expect(scenario.getAttribute('aria-disabled')).toBe('true');
    expect(scenario.textContent).toContain('既に追加されています');
    fireEvent.click(scenario);
    expect(screen.getByRole('alert').textContent).toContain('既に追加されています');
    expect(store.serialize()).toHaveLength(1);

    fireEvent.click(screen.getByRole('button', { name: '閉じる' }));
    expect(screen.getByRole('alert').textContent).toBe('');
  });

  it('does not offer scenario without the ability', () => {
    renderEditor(effectStore());
    fireEvent.click(screen.getByRole('button', { name: '要素を追加' }));
    expect(screen.queryByRole('menuitem', { name: /シナリオ操作/ })).toBeNull();
  });

  it('moves through the menu with the arrow keys and closes with Escape', () => {
    renderEditor(effectStore());
    const button = screen.getByRole('button', { name: '要素を追加' });
    fireEvent.click(button);
    const items = screen.getAllByRole('menuitem');
    expect(document.activeElement).toBe(items[0]);
    fireEvent.keyDown(items[0], { key: 'ArrowDown' });
    expect(document.activeElement).toBe(items[1]);
    fireEvent.keyDown(items[1], { key: 'ArrowUp' });
    fireEvent.keyDown(items[0], { key: 'ArrowUp' });
    expect(document.activeElement).toBe(items.at(-1));
    fireEvent.keyDown(items[0], { key: 'Escape' });
    expect(screen.queryByRole('menu')).toBeNull();
    expect(document.activeElement).toBe(button);
  });
});

describe('BlockListEditor: remove and reorder', () => {
  const three = () =>
    effectStore([
      { type: 1, text: 'A', delay_type: 0 },
      { type: 1, text: 'B', delay_type: 0 },
      { type: 1, text: 'C', delay_type: 0 },
    ]);
  const texts = (store: ReturnType<typeof effectStore>) =>
    store.serialize().map((block) => (block as { text: string }).text);

  it('removes a block, renumbers the rest and keeps focus in the list', () => {
    const store = three();
    renderEditor(store);
    fireEvent.click(screen.getByRole('button', { name: '削除(2. テキスト送信)' }));
    expect(texts(store)).toEqual(['A', 'C']);
    expect(titles().map((title) => title?.slice(0, 2))).toEqual(['1.', '2.']);
    expect(document.activeElement?.getAttribute('data-block-id')).toBe(store.getChildIds(null)[1]);
  });

  it('moves up and down, with the buttons disabled at the ends', () => {
    const store = three();
    renderEditor(store);
    const up = (n: number) =>
      screen.getByRole('button', { name: `上へ(${n}. テキスト送信)` }) as HTMLButtonElement;
    const down = (n: number) =>
      screen.getByRole('button', { name: `下へ(${n}. テキスト送信)` }) as HTMLButtonElement;
    expect(up(1).disabled).toBe(true);
    expect(down(3).disabled).toBe(true);
    expect(down(1).disabled).toBe(false);

    fireEvent.click(down(1));
    expect(texts(store)).toEqual(['B', 'A', 'C']);
    expect(document.activeElement).toBe(down(2));
    fireEvent.click(down(2));
    expect(texts(store)).toEqual(['B', 'C', 'A']);
    // At the end "down" is disabled, so focus moves to "up" of the same panel.
    expect(document.activeElement).toBe(up(3));
    fireEvent.click(up(3));
    expect(texts(store)).toEqual(['B', 'A', 'C']);
  });
});

describe('BlockListEditor: collapse, errors, undo', () => {
  it('collapses a panel (aria-expanded) and shows an error badge when the block has errors', () => {
    const store = effectStore([{ type: 1, text: '', delay_type: 0 }, textEffect.examples.valid[0]]);
    renderEditor(store);
    // Validated on load, yet the field's error waits for a touch or a save.
    expect(screen.queryByText('メッセージ本文を入力してください')).toBeNull();
    const toggle = screen.getByRole('button', { name: '詳細(1. テキスト送信)' });
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    fireEvent.click(toggle);
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    expect(within(panels()[0]).queryByRole('textbox')).toBeNull();
    // Its fields out of sight, the collapsed block says it has errors at once; the valid one says nothing.
    expect(within(panels()[0]).getByText('エラーあり')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: '詳細(2. テキスト送信)' }));
    expect(within(panels()[1]).queryByText(/エラーあり|警告あり/)).toBeNull();
    fireEvent.click(toggle);
    expect(screen.queryByText('エラーあり')).toBeNull();
    expect(screen.queryByText('メッセージ本文を入力してください')).toBeNull();
    act(() => {
      store.validateAll();
    });
    expect(screen.getByText('メッセージ本文を入力してください')).toBeTruthy();
  });

  it('undoes and redoes with the buttons', () => {
    const store = effectStore([textEffect.examples.valid[0]]);
    renderEditor(store);
    const undo = screen.getByRole('button', { name: '元に戻す' }) as HTMLButtonElement;
    const redo = screen.getByRole('button', { name: 'やり直す' }) as HTMLButtonElement;
    const unavailable = (button: HTMLButtonElement) => button.getAttribute('aria-disabled') === 'true';
    expect(unavailable(undo)).toBe(true);
    fireEvent.click(undo);
    expect(panels()).toHaveLength(1);
    fireEvent.click(screen.getByRole('button', { name: '削除(1. テキスト送信)' }));
    expect(panels).toThrow();
    expect(unavailable(undo)).toBe(false);
    undo.focus();
    fireEvent.click(undo);
    expect(panels()).toHaveLength(1);
    // Nothing is left to undo: the button says so and keeps the focus (a disabled button would drop it).
    expect(unavailable(undo)).toBe(true);
    expect(undo.disabled).toBe(false);
    expect(document.activeElement).toBe(undo);
    expect(unavailable(redo)).toBe(false);
    fireEvent.click(redo);
    expect(screen.queryAllByRole('article')).toHaveLength(0);
    expect(unavailable(redo)).toBe(true);
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Shift+Z / Ctrl+Y outside text fields only', () => {
    const store = effectStore([
      { type: 1, text: 'A', delay_type: 0 },
      { type: 1, text: 'B', delay_type: 0 },
    ]);
    renderEditor(store);
    fireEvent.click(screen.getByRole('button', { name: '下へ(1. テキスト送信)' }));
    const order = () =>
      store
        .serialize()
        .map((block) => (block as { text: string }).text)
        .join('');
    expect(order()).toBe('BA');
    const text = screen.getAllByRole('textbox', { name: 'メッセージ本文' })[0];
    fireEvent.keyDown(text, { key: 'z', ctrlKey: true });
    expect(order()).toBe('BA');
    const button = screen.getByRole('button', { name: '元に戻す' });
    fireEvent.keyDown(button, { key: 'z', ctrlKey: true });
    expect(order()).toBe('AB');
    fireEvent.keyDown(button, { key: 'Z', ctrlKey: true, shiftKey: true });
    expect(order()).toBe('BA');
    fireEvent.keyDown(button, { key: 'z', ctrlKey: true });
    fireEvent.keyDown(button, { key: 'y', ctrlKey: true });
    expect(order()).toBe('BA');
  });
});

describe('BlockListEditor: broken blocks', () => {
  it('renders unknown and unreadable blocks read-only with their raw JSON, and saves them unchanged', () => {
    const unknown = { type: 999, secret: 'keep me' };
    const store = effectStore([unknown, textEffect.examples.valid[0], 'not a block']);
    renderEditor(store);
    const [first, , third] = panels();
    expect(within(first).getByText(/不明な種類の要素です/)).toBeTruthy();
    expect(within(first).getByText(/"secret": "keep me"/)).toBeTruthy();
    expect(within(third).getByText(/この要素は読み込めません/)).toBeTruthy();
    for (const panel of [first, third]) {
      expect(within(panel).queryByRole('textbox')).toBeNull();
      expect(
        within(panel)
          .getAllByRole('button')
          .map((button) => button.getAttribute('aria-label')?.replace(/\(.*/, '')),
      ).toEqual(['並べ替え', '上へ', '下へ', '削除']);
    }
    fireEvent.click(within(first).getByRole('button', { name: /^下へ/ }));
    expect(store.serialize()).toEqual([textEffect.examples.valid[0], unknown, 'not a block']);
    expect(store.serialize()[1]).toBe(unknown);
  });
});

describe('BlockListEditor: a list at its limit (Registry.limitList)', () => {
  it('keeps the add button focusable but unavailable, says why beside it, and opens no menu', () => {
    const limited = createBuiltInRegistry();
    limited.limitList('effect', { max: 1, code: 'already_added' });
    const store = effectStore([textEffect.examples.valid[0]], {}, limited);
    renderEditor(store);
    const add = screen.getByRole('button', { name: '要素を追加' });
    expect(add.getAttribute('aria-disabled')).toBe('true');
    expect(add.getAttribute('aria-describedby')).toBeTruthy();
    expect(document.getElementById(add.getAttribute('aria-describedby') ?? '')?.textContent).toBe(
      '既に追加されています',
    );
    fireEvent.click(add);
    expect(screen.queryByRole('menu')).toBeNull();
    expect(store.getChildIds(null)).toHaveLength(1);
    // Removing the block frees the list again.
    act(() => {
      store.dispatch({ op: 'remove', id: store.getChildIds(null)[0] });
    });
    expect(add.getAttribute('aria-disabled')).toBeNull();
    fireEvent.click(add);
    expect(screen.getByRole('menu')).toBeTruthy();
  });
});
