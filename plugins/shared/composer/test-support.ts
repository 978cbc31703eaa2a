/**
 * For jsdom tests that edit a message text: jsdom has no editing (no beforeinput with target ranges, no layout),
 * so typing into the composer is played in Chromium (tests/e2e/composer.e2e.test.ts); here a test sets the whole
 * text through the composer's own editor, as one edit, and reads the text back as the form gets it. A composer
 * not used yet is focused first (it is its drawn message until then, ./drawn-message.ts).
 *
 * @example setMessage(screen.getByRole('textbox', { name: 'メッセージ本文' }), 'こんにちは');
 */
import { act } from '@testing-library/react';
import type { LexicalEditor } from 'lexical';
import { $readMessage, $writeMessage } from './message-nodes.ts';

function editorOf(element: Element): LexicalEditor {
  const held = () => (element as Element & { __lexicalEditor?: LexicalEditor }).__lexicalEditor;
  // A composer not used yet is its drawn message: the focus gives it to Lexical, as an operator's click does.
  if (!held() && element.matches('.app-composer-surface')) act(() => (element as HTMLElement).focus());
  // Lexical keeps the editor on its root element.
  const editor = held();
  if (!editor) throw new Error('not a message composer');
  return editor;
}

/** Replaces the composer's text, as an operator's edit (the form gets the new value). */
export function setMessage(element: Element, text: string): void {
  act(() => {
    editorOf(element).update(() => $writeMessage(text), { discrete: true });
  });
}

/** The composer's text as the form holds it (placeholders by their codes). */
export function messageOf(element: Element): string {
  return editorOf(element).getEditorState().read($readMessage);
}
