// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { tabbables, trapTab } from './focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

function dialogOf(html: string): HTMLElement {
  const dialog = document.createElement('div');
  dialog.innerHTML = html;
  document.body.append(dialog);
  return dialog;
}

describe('tabbables', () => {
  it('lists links, enabled controls, rich text and tabindex stops, in order; not what Tab passes over', () => {
    const dialog = dialogOf(`
      <a href="#x" id="link">x</a>
      <input type="hidden"><button disabled></button><span tabindex="-1"></span>
      <input id="input">
      <div contenteditable="true" id="rich"></div>
      <div tabindex="0" id="stop"></div>
      <button id="ok">OK</button>`);
    expect(tabbables(dialog).map((element) => element.id)).toEqual(['link', 'input', 'rich', 'stop', 'ok']);
  });

  it('keeps Tab inside a dialog whose last control is a rich text (the message composer)', () => {
    const dialog = dialogOf('<button id="first">A</button><div contenteditable="true" id="rich"></div>');
    const rich = dialog.querySelector<HTMLElement>('#rich');
    rich?.focus();
    expect(trapTab(dialog, false, document.activeElement)).toBe(true);
    expect(document.activeElement?.id).toBe('first');
  });
});
