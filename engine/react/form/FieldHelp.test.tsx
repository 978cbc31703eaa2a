// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createContext, createEditorStore, type SchemaNode } from '../../core/index.ts';
import { registry, renderEditor, sequentialIds } from '../test/setup.tsx';

/**
 * Operators see labels, never wire codes (issue 11 point 7): the form draws a field's `x-help`, never its
 * `description`, which is for integrators (the docs) and may name wire values (-10: 変更しない).
 */
afterEach(cleanup);

const open = (kind: 'effect' | 'condition', block: Record<string, unknown>, lang: 'ja' | 'en' = 'ja') => {
  const store = createEditorStore({
    registry,
    kind,
    initial: [block],
    ctx: createContext({ lang }),
    newId: sequentialIds,
  });
  renderEditor(store, { lang });
  return document.body.textContent ?? '';
};

describe('field help in the form', () => {
  it.each([
    ['effect 7', 'effect', { type: 7, notify: -10, user_rate: -10 }, '-10: 変更しない'],
    ['effect 5', 'effect', { type: 5, group_id: 0, move: 0 }, '0: 配信停止と予約の取り消し'],
    ['effect 14', 'effect', { type: 14, menu_id: 0 }, '0: リッチメニューを解除'],
    ['condition 75', 'condition', { type: 75, var_id: 4, match: 10, query: '5' }, '数値の条件(10〜13)'],
  ] as const)('%s does not show its integrator description', (_name, kind, block, wire) => {
    expect(open(kind, block)).not.toContain(wire);
  });

  it('shows the operator’s help (x-help) under the field, in the UI language', () => {
    expect(open('effect', { type: 1, text: '', delay_type: 0 })).toContain(
      '差し込んだ友だち情報などで送信時に4500文字を超えた場合は、分割して送信されます',
    );
    cleanup();
    expect(open('effect', { type: 1, text: '', delay_type: 0 }, 'en')).toContain(
      'A message that grows past 4,500 characters when its placeholders are filled in is sent split',
    );
    expect(
      screen.getByText(
        'A message that grows past 4,500 characters when its placeholders are filled in is sent split',
      ).id,
    ).toMatch(/-desc$/);
  });

  it('keeps every description in the schema for the docs', () => {
    const schema = registry.get('effect', 7)?.schema as SchemaNode;
    const properties = schema.properties as Record<string, SchemaNode>;
    expect(properties.notify.description).toBe(
      '-10: 変更しない、1以上: 設定する対応マーク(対応マークの選択肢ID)',
    );
  });

  it('never puts a wire value in an operator help text of a built-in plugin', () => {
    const helps: string[] = [];
    const walk = (node: unknown) => {
      if (typeof node !== 'object' || node === null) return;
      for (const [key, value] of Object.entries(node)) {
        if ((key === 'x-help' || key === 'x-help-en') && typeof value === 'string') helps.push(value);
        else walk(value);
      }
    };
    for (const kind of ['effect', 'condition'])
      for (const plugin of registry.plugins(kind)) walk(plugin.schema);
    expect(helps.length).toBeGreaterThan(5);
    // "-10:", "0:", "(10〜13)", true / false: codes an operator never sees.
    for (const help of helps) expect(help).not.toMatch(/-?\d+\s*:|\(\d+〜\d+\)|\btrue\b|\bfalse\b/);
  });
});
