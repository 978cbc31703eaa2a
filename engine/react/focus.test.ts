// @vitest-environment jsdom
import { afterEach, describe, expect, it } from 'vitest';
import { CONTROL_SELECTOR, FIELD_SELECTOR, firstField, queryInOrder } from './focus.ts';

afterEach(() => {
  document.body.innerHTML = '';
});

/** A root holding `html`, its elements named by their data-name. */
function rootOf(html: string): HTMLElement {
  const root = document.createElement('div');
  root.innerHTML = html;
  document.body.append(root);
  return root;
}
const nameOf = (element: Element | null) => element?.getAttribute('data-name') ?? null;

describe('firstField', () => {
  it('passes over what cannot take the focus: hidden and disabled inputs, a disabled fieldset, read-only rich text', () => {
    const root = rootOf(`
      <input type="hidden" data-name="hidden">
      <input disabled data-name="disabled">
      <fieldset disabled><select data-name="in-disabled-fieldset"></select></fieldset>
      <span contenteditable="false" data-name="chip"></span>
      <textarea data-name="textarea"></textarea>`);
    expect(nameOf(firstField(root))).toBe('textarea');
  });

  it('takes a rich-text surface (contenteditable, as Lexical draws the composer) like any field', () => {
    expect(nameOf(firstField(rootOf('<div contenteditable="true" data-name="rich"></div><input>')))).toBe(
      'rich',
    );
    // The attribute without a value means editable too.
    expect(nameOf(firstField(rootOf('<p contenteditable data-name="bare"></p><input>')))).toBe('bare');
  });

  it('counts buttons only when asked, and never a disabled one', () => {
    const root = rootOf(`
      <button disabled data-name="disabled-button"></button>
      <button data-name="button"></button>
      <input data-name="input">`);
    expect(nameOf(firstField(root))).toBe('input');
    expect(nameOf(firstField(root, { buttons: true }))).toBe('button');
    // A field before a button is the first either way.
    const fieldFirst = rootOf('<div contenteditable="true" data-name="rich"></div><button></button>');
    expect(nameOf(firstField(fieldFirst, { buttons: true }))).toBe('rich');
  });

  it('answers null for no root or a root without a control', () => {
    expect(firstField(null)).toBeNull();
    expect(firstField(undefined, { buttons: true })).toBeNull();
    expect(firstField(rootOf('<p>text</p><button disabled></button>'), { buttons: true })).toBeNull();
  });

  it('names what it found with selectors an app can build on (a dialog adds links and tabindex)', () => {
    const root = rootOf('<div contenteditable="true"></div><button></button>');
    expect(root.querySelectorAll(FIELD_SELECTOR)).toHaveLength(1);
    expect(root.querySelectorAll(CONTROL_SELECTOR)).toHaveLength(2);
  });
});

describe('queryInOrder', () => {
  it('answers in document order, whatever the order of the selector list', () => {
    const root = rootOf(
      '<button data-name="button"></button><input data-name="input"><a href="#" data-name="link"></a>',
    );
    expect(queryInOrder(root, 'a[href], input:not(:disabled), button:not(:disabled)').map(nameOf)).toEqual([
      'button',
      'input',
      'link',
    ]);
  });
});
