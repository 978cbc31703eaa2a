import { describe, expect, it } from 'vitest';
import { createContext } from '../../engine/core/index.ts';
import { createBuiltInRegistry } from '../index.ts';
import { richmenuActionPlugins } from './index.ts';

/** What the six actions share: the kind, the type field, bounds, keyboard behaviour (a type change: app/richmenus/buttons.test.ts). */
const registry = createBuiltInRegistry();
const ja = createContext();
const validate = (data: unknown) => registry.validateBlock('richmenu-action', data, ja);

describe('rich-menu actions', () => {
  it('are six, actype 0 to 5, named by actype', () => {
    expect(richmenuActionPlugins.map((p) => [p.type, p.key])).toEqual([
      [0, 'url'],
      [1, 'message'],
      [2, 'action'],
      [3, 'other'],
      [4, 'form'],
      [5, 'tel'],
    ]);
    expect(registry.typeField('richmenu-action')).toBe('actype');
    expect(registry.get('richmenu-action', 5)?.key).toBe('tel');
  });

  it('keep bounds inside the 2500-wide canvas and the taller menu height', () => {
    const tel = (bounds: object) => ({ actype: 5, tel: '110', bounds });
    expect(validate(tel({ x: 2100, y: 1286, width: 400, height: 400 }))).toEqual([]);
    const outside = expect.objectContaining({
      path: '/bounds',
      code: 'richmenu_bounds_outside',
      message: 'ボタンの領域がメニューの範囲からはみ出しています',
    });
    expect(validate(tel({ x: 2101, y: 0, width: 400, height: 400 }))).toEqual([outside]);
    expect(validate(tel({ x: 0, y: 1287, width: 400, height: 400 }))).toEqual([outside]);
    expect(validate(tel({ x: 0, y: 0, width: 0, height: 400 }))).toEqual([
      expect.objectContaining({ path: '/bounds/width', code: 'minimum' }),
    ]);
    expect(validate(tel({ x: -1, y: 0, width: 1, height: 1 }))).toEqual([
      expect.objectContaining({ path: '/bounds/x', code: 'minimum' }),
    ]);
    expect(validate(tel({ x: 0, y: 0, width: 1 }))).toEqual([
      expect.objectContaining({ path: '/bounds/height', code: 'required' }),
    ]);
  });

  it('each refuse an area past the canvas, and take one inside it', () => {
    for (const plugin of richmenuActionPlugins) {
      const [example] = plugin.examples.valid;
      expect(validate({ ...example, bounds: { x: 0, y: 0, width: 2500, height: 1686 } }), plugin.key).toEqual(
        [],
      );
      expect(validate({ ...example, bounds: { x: 1, y: 0, width: 2500, height: 1686 } }), plugin.key).toEqual(
        [expect.objectContaining({ path: '/bounds', code: 'richmenu_bounds_outside' })],
      );
    }
  });

  it('hide the type, the tap code and the bounds from their panels', () => {
    for (const plugin of richmenuActionPlugins)
      expect(plugin.ui?.hidden).toEqual(['actype', 'tap_code', 'bounds']);
  });
});
