// @vitest-environment jsdom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { type ContextInput, createContext, createEditorStore } from '../../engine/core/index.ts';
import { BlockListEditor } from '../../engine/react/index.ts';
import { demoContextInput } from '../../tests/support/demo-context.ts';
import { createBuiltInRegistry } from '../index.ts';

/**
 * The rich-menu actions draw with the engine's schema renderer (the canvas and the button panels are a later
 * step): every valid example opens with its panel, nothing thrown; the URL's legacy size reads the account flag.
 */
const registry = createBuiltInRegistry();
afterEach(cleanup);

const draw = (initial: unknown[], input: ContextInput = demoContextInput) => {
  let n = 0;
  const store = createEditorStore({
    registry,
    kind: 'richmenu-action',
    initial,
    ctx: createContext(input),
    newId: () => `b${++n}`,
  });
  render(<BlockListEditor store={store} label="ボタン" />);
  return screen.getAllByRole('article');
};

describe('rich-menu actions in the block list editor', () => {
  it.each(registry.plugins('richmenu-action').map((plugin) => [plugin.type, plugin.key, plugin] as const))(
    'draws %i %s without its type, tap code or bounds',
    (_type, _key, plugin) => {
      const bounds = { x: 0, y: 0, width: 400, height: 400 };
      const panels = draw([
        ...plugin.examples.valid.map((d) => ({ ...d, bounds, tap_code: 'abc' })),
        plugin.defaults(),
      ]);
      expect(panels).toHaveLength(plugin.examples.valid.length + 1);
      expect(panels[0].textContent).toContain(plugin.label.ja);
      expect(panels[0].textContent).not.toContain('タップコード');
      expect(panels[0].textContent).not.toContain('領域');
    },
  );

  it("labels the URL's legacy size by the account's link setting", () => {
    const url = { actype: 0, url: 'https://a.jp', liff_size: 'legacy' };
    const inChat = draw([url]);
    expect(within(inChat[0]).getByRole('option', { name: 'デフォルト(LINE内ブラウザで開く)' })).toBeTruthy();
    cleanup();
    const external = draw([url], { ...demoContextInput, flags: { lineUrlOpensExternal: true } });
    expect(within(external[0]).getByRole('option', { name: 'デフォルト(外部ブラウザで開く)' })).toBeTruthy();
    expect(within(external[0]).getByRole('option', { name: 'トール' })).toBeTruthy();
  });
});
