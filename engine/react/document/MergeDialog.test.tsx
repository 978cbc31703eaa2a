// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { actionDocument } from '../../../documents/action.ts';
import { formDocument } from '../../../documents/form.ts';
import { createBuiltInRegistry } from '../../../plugins/index.ts';
import { createContext } from '../../core/index.ts';
import { MergeDialog } from './MergeDialog.tsx';

afterEach(() => cleanup());

describe('MergeDialog', () => {
  const registry = createBuiltInRegistry();
  const conflicts = [
    { kind: 'field' as const, key: 'field:a_name', field: 'a_name', base: '元', theirs: 'A', ours: 'B' },
    {
      kind: 'block' as const,
      key: 'block:x',
      blockId: 'x',
      // The fourth block of the operator's list, the only block conflict: named by its place, not its rank.
      index: 3,
      base: { type: 1, text: '元', delay_type: 0 },
      theirs: undefined,
      ours: { type: 1, text: 'Bの本文', delay_type: 0 },
    },
  ];

  it('shows both values of each conflict, the operator’s chosen first, and answers the choices', () => {
    const onResolve = vi.fn();
    render(
      <MergeDialog
        conflicts={conflicts}
        definition={actionDocument}
        registry={registry}
        ctx={createContext()}
        lang="ja"
        then="save"
        onResolve={onResolve}
        onCancel={() => {}}
      />,
    );
    const dialog = screen.getByRole('dialog', { name: '他の担当者も同じ項目を変更しました' });
    const name = within(dialog).getByRole('group', { name: 'アクション名' });
    expect(name.textContent).toContain('「A」');
    expect(name.textContent).toContain('「B」');
    const block = within(dialog).getByRole('group', { name: '4番目の要素' });
    expect(block.textContent).toContain('(削除)');
    expect(block.textContent).toContain('テキスト送信');
    expect(document.activeElement).toBe(within(name).getByRole('radio', { name: /あなたの値/ }));
    fireEvent.click(within(block).getByRole('radio', { name: /他の担当者の値/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: '選んだ値で保存' }));
    expect(onResolve).toHaveBeenCalledWith({ 'field:a_name': 'ours', 'block:x': 'theirs' });
  });

  it('shows a form item by its type (its swatch_id) and title, never as raw fields or its _bid', () => {
    const item = (title: string) => ({
      swatch_id: 510,
      type: 'text',
      title,
      rules: [],
      assign_to: [],
      _bid: 'p3',
    });
    render(
      <MergeDialog
        conflicts={[
          { kind: 'block', key: 'block:p3', blockId: 'p3', index: 3, base: item('元'), ours: item('ご住所') },
        ]}
        definition={formDocument}
        registry={registry}
        ctx={createContext()}
        lang="ja"
        then="save"
        onResolve={() => {}}
        onCancel={() => {}}
      />,
    );
    const block = within(screen.getByRole('dialog')).getByRole('group', { name: '4番目の要素' });
    const label = registry.get('form-item', 510)!.label.ja;
    expect(
      within(block)
        .getByRole('radio', { name: /あなたの値/ })
        .closest('label')?.textContent,
    ).toContain(`${label}: `);
    expect(block.textContent).toContain('ご住所');
    expect(block.textContent).toContain('(削除)');
    expect(block.textContent).not.toContain('_bid');
    expect(block.textContent).not.toContain('swatch_id');
  });

  it('keeps focus inside and cancels on Escape', () => {
    const onCancel = vi.fn();
    render(
      <MergeDialog
        conflicts={conflicts.slice(0, 1)}
        definition={actionDocument}
        registry={registry}
        ctx={createContext()}
        lang="ja"
        then="draft"
        onResolve={() => {}}
        onCancel={onCancel}
      />,
    );
    const dialog = screen.getByRole('dialog');
    const apply = within(dialog).getByRole('button', { name: '選んだ値で復元' });
    apply.focus();
    fireEvent.keyDown(apply, { key: 'Tab' });
    expect(document.activeElement).toBe(within(dialog).getAllByRole('radio')[0]);
    fireEvent.keyDown(dialog, { key: 'Escape' });
    expect(onCancel).toHaveBeenCalled();
  });

  it('gives the focus back to what opened it (保存) when it goes, unless the operator moved it', () => {
    function Host({ open, other }: { open: boolean; other?: boolean }) {
      return (
        <div>
          <button type="button">保存</button>
          <button type="button">ほか</button>
          {open && (
            <MergeDialog
              conflicts={conflicts.slice(0, 1)}
              definition={actionDocument}
              registry={registry}
              ctx={createContext()}
              lang="ja"
              then="save"
              onResolve={() => {}}
              onCancel={() => {}}
            />
          )}
          {other && <span />}
        </div>
      );
    }
    const { rerender } = render(<Host open={false} />);
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    rerender(<Host open />);
    expect(document.activeElement).toBe(screen.getAllByRole('radio')[0]);
    rerender(<Host open={false} />);
    expect(document.activeElement).toBe(save);

    // Moved elsewhere while the dialog was open (a click outside): left there.
    rerender(<Host open />);
    const other = screen.getByRole('button', { name: 'ほか' });
    other.focus();
    rerender(<Host open={false} other />);
    expect(document.activeElement).toBe(other);
  });
});
