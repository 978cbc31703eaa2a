// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { useState } from 'react';
import { afterEach, describe, expect, it } from 'vitest';
import type { BlockSchema } from '../../core/index.ts';
import { SchemaForm } from './SchemaForm.tsx';
import type { FieldPath, WidgetProps } from './types.ts';
import { createWidgetRegistry } from './widget-registry.ts';

afterEach(() => cleanup());

/**
 * The message composer's surface as Lexical draws it: a `contenteditable="true"` textbox, no input element.
 * The real composer loads lazily with Lexical; only its surface matters for where the focus goes.
 */
function RichText({ id, label }: WidgetProps) {
  return (
    // biome-ignore lint/a11y/useSemanticElements: the point is a textbox that is no input (Lexical's surface).
    // biome-ignore lint/a11y/useFocusableInteractive: contenteditable makes it focusable.
    <div
      id={id}
      role="textbox"
      aria-label={label}
      aria-multiline="true"
      contentEditable
      suppressContentEditableWarning
    />
  );
}
const widgets = createWidgetRegistry().extend({ name: 'rich', tester: () => -1, component: RichText });

/** The rich text first, a plain field after it: skipping the surface would land on メモ. */
const parts = {
  type: 'object',
  properties: {
    body: { type: 'string', title: '本文', 'x-widget': 'rich' },
    memo: { type: 'string', title: 'メモ' },
  },
} as const;

const schema = {
  type: 'object',
  properties: {
    greeting: { ...parts, title: 'あいさつ' },
    replies: { type: 'array', title: '返信', items: parts },
  },
} as const satisfies BlockSchema;

/** The value with `next` at `path` (a list copied as a list), as the store would write it. */
function setAt(value: unknown, path: FieldPath, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path;
  const copy = (Array.isArray(value) ? [...value] : { ...(value as object) }) as Record<
    string | number,
    unknown
  >;
  copy[head] = setAt(copy[head], rest, next);
  return copy;
}

function Host() {
  const [value, setValue] = useState<Record<string, unknown>>({});
  return (
    <SchemaForm
      schema={schema}
      value={value}
      widgets={widgets}
      onChange={(path, next) => setValue((current) => setAt(current, path, next) as Record<string, unknown>)}
    />
  );
}

describe('focus after adding, when the first field is a rich text (contenteditable)', () => {
  it('an optional object focuses its rich-text surface, not the field after it', () => {
    render(<Host />);
    const greeting = () => within(screen.getByRole('group', { name: 'あいさつ' }));
    fireEvent.click(greeting().getByRole('button', { name: 'あいさつを追加' }));
    expect(document.activeElement).toBe(greeting().getByRole('textbox', { name: '本文' }));
  });

  it('a list of objects focuses the new entry’s rich-text surface', () => {
    render(<Host />);
    const replies = () => within(screen.getByRole('group', { name: '返信' }));
    fireEvent.click(replies().getByRole('button', { name: '返信を追加' }));
    fireEvent.click(replies().getByRole('button', { name: '返信を追加' }));
    const second = within(replies().getByRole('group', { name: '返信 2' }));
    expect(document.activeElement).toBe(second.getByRole('textbox', { name: '本文' }));
  });
});
