// @vitest-environment jsdom
import { fireEvent, render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { createContext } from '../../../core/index.ts';
import type { WidgetProps } from '../types.ts';
import { dateWidget } from './DateWidget.tsx';

/** The date input's chunk fails to load once (the network dropped), then loads: see the retry below. */
const chunk = vi.hoisted(() => ({ failures: 1 }));
vi.mock('./DateInput.tsx', async (importOriginal) => {
  if (chunk.failures-- > 0) throw new Error('Failed to fetch dynamically imported module');
  return importOriginal();
});

const props = (value: unknown): WidgetProps => ({
  id: 'goal',
  name: 'goal',
  path: ['goal'],
  schema: { type: 'string', format: 'date' },
  value,
  data: { goal: value },
  label: 'ゴール日',
  required: false,
  invalid: false,
  describedBy: undefined,
  issues: [],
  lang: 'ja',
  ctx: createContext(),
  onChange: () => {},
  onBlur: () => {},
});

describe('the date widget, loaded when a date field is first drawn', () => {
  it('holds the field’s place while loading, offers 再試行 when the chunk fails, then draws the input', async () => {
    const Field = dateWidget.component;
    render(<Field {...props('2026-04-01')} />);
    // At once: the stored day in a read-only input of the same size, no calendar to open yet.
    const waiting = screen.getByRole('textbox') as HTMLInputElement;
    expect([waiting.value, waiting.readOnly]).toEqual(['2026-04-01', true]);
    expect(screen.queryByRole('button', { name: 'カレンダーを開く' })).toBeNull();

    expect((await screen.findByRole('alert')).textContent).toContain('日付の入力欄を読み込めませんでした');
    fireEvent.click(screen.getByRole('button', { name: '再試行' }));

    fireEvent.click(await screen.findByRole('button', { name: 'カレンダーを開く' }));
    expect(screen.getByRole('dialog', { name: '2026年4月' })).toBeTruthy();
    const input = screen.getByRole('textbox') as HTMLInputElement;
    expect([input.value, input.readOnly]).toEqual(['2026/04/01', false]);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
