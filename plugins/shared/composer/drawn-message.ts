/**
 * A message drawn into the composer's surface as Lexical draws it (one paragraph of text runs, line breaks and
 * chips), without Lexical: a composer is drawn this way until it is first used (pointer down or focus), then
 * Lexical takes the same element over (./Composer.tsx). Setting up Lexical was about a tenth of opening a
 * 100-effect action (docs/performance.md, "the message composer set up on first use"); most composers of an
 * opened action are only read. Same elements and classes as Lexical's, so nothing moves when it takes over.
 *
 * @example drawMessage(surface, 'こんにちは[name]さん', (code) => label(code))
 */
import { codeOf, parse } from '../placeholders.ts';

/** Replaces the surface's content with the message: text as typed, line breaks, chips by their labels. */
export function drawMessage(surface: HTMLElement, message: string, label: (code: string) => string): void {
  const paragraph = document.createElement('p');
  paragraph.dir = 'auto';
  for (const segment of parse(message)) {
    if (segment.type === 'placeholder') {
      const code = codeOf(segment.placeholder);
      const chip = document.createElement('span');
      chip.className = 'app-composer-chip';
      // As chip-node.ts's createDOM does (a property: the same attribute wherever Lexical's is).
      chip.contentEditable = 'false';
      chip.dataset.placeholder = code;
      chip.textContent = label(code);
      chip.dataset.lexicalDecorator = 'true';
      paragraph.append(chip);
      continue;
    }
    segment.text.split('\n').forEach((line, i) => {
      if (i > 0) paragraph.append(document.createElement('br'));
      if (!line) return;
      const text = document.createElement('span');
      text.dataset.lexicalText = 'true';
      text.textContent = line;
      paragraph.append(text);
    });
  }
  // Lexical ends a paragraph that is empty, or ends in a line break or a chip, with a <br> of its own (the
  // caret's place).
  const last = paragraph.lastChild as HTMLElement | null;
  if (last === null || last.nodeName === 'BR' || last.dataset.lexicalDecorator) {
    const caretLine = document.createElement('br');
    caretLine.dataset.lexicalManagedLinebreak = 'true';
    paragraph.append(caretLine);
  }
  surface.replaceChildren(paragraph);
}

/**
 * Puts the caret where a first click on a drawn message was: Chromium places a click's caret by the node it hit at
 * pointer down, which Lexical has just replaced, so that caret lands at the start. Only a plain click (a collapsed
 * selection) is moved; a point outside the surface changes nothing.
 *
 * @example onPointerUp={(event) => caretAt(surface, event.clientX, event.clientY)}
 */
export function caretAt(surface: HTMLElement, x: number, y: number): void {
  const selection = document.getSelection();
  if (!selection?.isCollapsed) return;
  const position = document.caretPositionFromPoint?.(x, y);
  const node = position?.offsetNode;
  if (!position || !node || !surface.contains(node)) return;
  selection.collapse(node, position.offset);
}
