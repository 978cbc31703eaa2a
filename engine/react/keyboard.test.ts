// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import { isTextField, undoCommand } from './keyboard.ts';

const key = (
  key: string,
  mods: Partial<Record<'ctrlKey' | 'metaKey' | 'shiftKey' | 'altKey', boolean>> = {},
) => ({
  key,
  ctrlKey: false,
  metaKey: false,
  shiftKey: false,
  altKey: false,
  ...mods,
});

describe('keyboard', () => {
  it('maps Ctrl/⌘+Z to undo and Ctrl+Shift+Z / Ctrl+Y to redo', () => {
    expect(undoCommand(key('z', { ctrlKey: true }))).toBe('undo');
    expect(undoCommand(key('z', { metaKey: true }))).toBe('undo');
    expect(undoCommand(key('Z', { ctrlKey: true, shiftKey: true }))).toBe('redo');
    expect(undoCommand(key('y', { ctrlKey: true }))).toBe('redo');
    expect(undoCommand(key('z'))).toBeUndefined();
    expect(undoCommand(key('z', { ctrlKey: true, altKey: true }))).toBeUndefined();
  });

  it('leaves Ctrl+Z to the browser in text fields only', () => {
    const make = (html: string) => {
      document.body.innerHTML = html;
      return document.body.firstElementChild;
    };
    expect(isTextField(make('<input type="text">'))).toBe(true);
    expect(isTextField(make('<input type="number">'))).toBe(true);
    expect(isTextField(make('<textarea></textarea>'))).toBe(true);
    expect(isTextField(make('<input type="checkbox">'))).toBe(false);
    expect(isTextField(make('<button>x</button>'))).toBe(false);
    expect(isTextField(make('<textarea readonly></textarea>'))).toBe(false);
    expect(isTextField(make('<div contenteditable="true"></div>'))).toBe(true);
    expect(isTextField(null)).toBe(false);
  });
});
