// @vitest-environment jsdom
import { act, cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { useFocusBackAfter } from './use-focus-back.ts';

afterEach(() => cleanup());

function Save({ busy }: { busy: boolean }) {
  const button = useFocusBackAfter(busy);
  return (
    <>
      <button type="button" ref={button} disabled={busy}>
        保存
      </button>
      <input aria-label="other" />
    </>
  );
}

describe('useFocusBackAfter', () => {
  it('gives the focus back to the button when the work ends and the focus was lost to <body>', () => {
    const { rerender } = render(<Save busy={false} />);
    const save = screen.getByRole('button', { name: '保存' });
    save.focus();
    // A disabled button loses the focus in a browser; jsdom keeps it (and will not blur a disabled one), so the
    // focus is dropped by hand as the work starts.
    act(() => save.blur());
    rerender(<Save busy />);
    expect(document.activeElement).toBe(document.body);
    rerender(<Save busy={false} />);
    expect(document.activeElement).toBe(save);
  });

  it('leaves the focus where the operator moved it meanwhile', () => {
    const { rerender } = render(<Save busy />);
    const other = screen.getByRole('textbox', { name: 'other' });
    other.focus();
    rerender(<Save busy={false} />);
    expect(document.activeElement).toBe(other);
  });
});
