// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, createEditorStore } from '../../engine/core/index.ts';
import { BlockListEditor } from '../../engine/react/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';

/**
 * The form items and friend-info fields draw with the engine's schema renderer (no editor of their own yet):
 * every valid example opens in a block list with its panel, label and fields, nothing thrown.
 */
const registry = createBuiltInRegistry();
afterEach(cleanup);

describe.each(['form-item', 'friend-info-field'])('kind %s in the block list editor', (kind) => {
  it.each(registry.plugins(kind).map((plugin) => [plugin.type, plugin.key, plugin] as const))(
    'draws %i %s',
    (_type, _key, plugin) => {
      const store = createEditorStore({
        registry,
        kind,
        initial: [...plugin.examples.valid, plugin.defaults()],
        ctx: createContext(demoContextInput),
        newId: (() => {
          let n = 0;
          return () => `b${++n}`;
        })(),
      });
      render(<BlockListEditor store={store} label="項目" />);
      const panels = screen.getAllByRole('article');
      expect(panels).toHaveLength(plugin.examples.valid.length + 1);
      expect(panels[0].textContent).toContain(plugin.label.ja);
    },
  );
});

/**
 * A top-level field named `title` (the spec's wire name for every form item) got the id `be-<block>-title`, which
 * the panel header used too (BlockPanel's `aria-labelledby`): a duplicated id and a title input with no
 * accessible name. The header's ids are `be-<block>__title` and `__body` now.
 */
describe('the title field of a form item', () => {
  it('has an accessible name and an id of its own', () => {
    const store = createEditorStore({
      registry,
      kind: 'form-item',
      initial: [{ swatch_id: 510, type: 'text', title: 'お名前' }],
      ctx: createContext(demoContextInput),
      newId: () => 'b1',
    });
    const { container } = render(<BlockListEditor store={store} label="項目" />);
    expect(container.querySelectorAll('[id="be-b1-title"]')).toHaveLength(1);
    expect(screen.getByRole('textbox', { name: 'タイトル' })).toBeTruthy();
  });
});

/**
 * Walk 2026-11-26: a choice added with 選択肢を追加 showed 初期選択「選択してください」 while the first one showed
 * なし (the added entry lacked `default_type`, which is optional with a default). Both start alike now.
 */
describe.each([530, 540, 550])('a choice added to form item %i', (swatch) => {
  it('starts with the same fields as the first choice, 初期選択 なし', () => {
    const plugin = registry.plugins('form-item').find((p) => p.type === swatch)!;
    const store = createEditorStore({
      registry,
      kind: 'form-item',
      initial: [plugin.defaults()],
      ctx: createContext(demoContextInput),
      newId: () => 'b1',
    });
    render(<BlockListEditor store={store} label="項目" />);
    fireEvent.click(screen.getByRole('button', { name: '選択肢を追加' }));
    const choices = (store.getSnapshot().blocks[0].data as { choices: unknown[] }).choices;
    expect(choices).toHaveLength(2);
    // The label is the operator's to type (an absent one reads as empty); every other field matches.
    expect({ label: '', ...(choices[1] as object) }).toEqual(choices[0]);
    for (const number of [1, 2]) {
      const group = screen.getByRole('group', { name: `選択肢 ${number}` });
      const preselect = within(group).getByRole('combobox', { name: /初期選択/ }) as HTMLSelectElement;
      expect(preselect.selectedOptions[0]?.textContent).toBe('なし');
      expect(within(group).getByRole('radio', { name: 'なし' })).toHaveProperty('checked', true);
    }
  });
});

/**
 * Walk 2026-11-26: a choice's capacity error (定員数, a schema error) hid the rule's 初期状態で選択できる選択肢は
 * 1つだけです, since error rules ran only on schema-valid data. The choice rules are `defensive` now: both show.
 */
describe('a choice item with two errors of different kinds', () => {
  it('shows the capacity error and the pre-selection error together', () => {
    const store = createEditorStore({
      registry,
      kind: 'form-item',
      initial: [
        {
          swatch_id: 540,
          type: 'radio',
          title: '参加する回',
          choices: [
            { id: 1, label: '午前', default_type: 1, limit_type: 1 },
            { id: 2, label: '午後', default_type: 1 },
          ],
        },
      ],
      ctx: createContext(demoContextInput),
      newId: () => 'b1',
    });
    render(<BlockListEditor store={store} label="項目" />);
    let issues: ReturnType<typeof store.validateAll> = [];
    act(() => {
      issues = store.validateAll();
    });
    expect(issues.map((issue) => [issue.path, issue.message])).toEqual([
      ['/choices/0/limit_num', '定員数を入力してください'],
      ['/choices', '初期状態で選択できる選択肢は1つだけです'],
    ]);
    expect(screen.getAllByText('定員数を入力してください').length).toBeGreaterThan(0);
    expect(screen.getAllByText('初期状態で選択できる選択肢は1つだけです').length).toBeGreaterThan(0);
  });
});

/**
 * Walk 2026-11-26 (c): a new item's 初期値 and 画像 radio groups had no radio checked, while spec 002 §3 gives
 * default_type 0 and image_type 0 as "none" (the schemas' default). An absent value reads as the schema's
 * default: なし is checked, for a new item and a stored one without the field alike.
 */
describe('a new form item shows なし in its 初期値 and 画像 groups', () => {
  const items = registry
    .plugins('form-item')
    .map((plugin) => [plugin.type, plugin] as const)
    .filter(([, plugin]) => {
      const props = (plugin.schema as { properties?: Record<string, unknown> }).properties ?? {};
      return 'default_type' in props || 'image_type' in props;
    });
  it('some items have them', () => expect(items.length).toBeGreaterThan(0));
  it.each(items)('%i', (_type, plugin) => {
    const store = createEditorStore({
      registry,
      kind: 'form-item',
      initial: [plugin.defaults()],
      ctx: createContext(demoContextInput),
      newId: () => 'b1',
    });
    render(<BlockListEditor store={store} label="項目" />);
    const props = (plugin.schema as { properties: Record<string, { title?: string }> }).properties;
    for (const field of ['default_type', 'image_type'].filter((name) => name in props)) {
      const group = screen.getByRole('group', { name: new RegExp(`^${props[field].title}`) });
      expect(within(group).getByRole('radio', { name: 'なし' })).toHaveProperty('checked', true);
    }
  });
});

/**
 * Walk 2026-11-26 (c): a new friend-info textbox's 取得情報種別 offered both 選択してください (the select's own
 * empty option) and 未選択 (the spec's -1, selected), and saving then said 取得情報種別を選択してください。 One
 * empty choice now: the -1 choice, worded as the message asks.
 */
describe('a new friend-info textbox', () => {
  it('offers one empty choice for 取得情報種別, 選択してください, selected', () => {
    const plugin = registry.plugins('friend-info-field').find((p) => p.type === 5)!;
    const store = createEditorStore({
      registry,
      kind: 'friend-info-field',
      initial: [plugin.defaults()],
      ctx: createContext(demoContextInput),
      newId: () => 'b1',
    });
    render(<BlockListEditor store={store} label="項目" />);
    const select = screen.getByRole('combobox', { name: /^取得情報種別/ }) as HTMLSelectElement;
    const texts = [...select.options].map((option) => option.textContent);
    expect(texts.filter((text) => text === '選択してください' || text === '未選択')).toEqual([
      '選択してください',
    ]);
    expect(select.selectedOptions[0]?.textContent).toBe('選択してください');
    expect(texts.slice(1)).toEqual(['名前', 'カナ', '制限なし', 'メールアドレス', '電話番号', '数値(整数)']);
  });
});
