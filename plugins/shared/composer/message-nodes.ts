/**
 * The composer's content and the message string, both ways: a message is written as one paragraph of text runs,
 * line breaks and chips (`$writeMessage`); read back (`$readMessage`) it is the same string, chips by their
 * codes. Text that spells a placeholder (typed, pasted, a chip cut and pasted as its code) becomes a chip.
 * Run inside `editor.update` / `editorState.read`.
 */
import {
  $createLineBreakNode,
  $createParagraphNode,
  $createTextNode,
  $getRoot,
  $getSelection,
  $isElementNode,
  $isLineBreakNode,
  $isRangeSelection,
  $isTextNode,
  type LexicalNode,
  type TextNode,
} from 'lexical';
import { codeOf, parse } from '../placeholders.ts';
import { $createPlaceholderNode, $isPlaceholderNode } from './chip-node.ts';

/** The nodes of a piece of message: text runs split at line breaks, and chips. */
function nodesOf(message: string): LexicalNode[] {
  const nodes: LexicalNode[] = [];
  for (const segment of parse(message)) {
    if (segment.type === 'placeholder') {
      nodes.push($createPlaceholderNode(codeOf(segment.placeholder)));
      continue;
    }
    segment.text.split('\n').forEach((line, i) => {
      if (i > 0) nodes.push($createLineBreakNode());
      if (line) nodes.push($createTextNode(line));
    });
  }
  return nodes;
}

/** Replaces the content with a message. */
export function $writeMessage(message: string): void {
  const root = $getRoot();
  root.clear();
  const paragraph = $createParagraphNode();
  paragraph.append(...nodesOf(message));
  root.append(paragraph);
}

/** The message the content says: text as typed, line breaks as \n, chips as their codes. */
export function $readMessage(): string {
  const lines: string[] = [];
  for (const block of $getRoot().getChildren()) {
    if (!$isElementNode(block)) continue;
    let line = '';
    for (const node of block.getChildren()) {
      if ($isPlaceholderNode(node)) line += node.getCode();
      else if ($isLineBreakNode(node)) line += '\n';
      else line += node.getTextContent();
    }
    lines.push(line);
  }
  return lines.join('\n');
}

/**
 * A text node transform: text that holds placeholder codes is split into text and chips. The caret, when it was
 * in that text, goes after the last piece (a code is made a chip as its closing ] is typed or pasted, so the
 * caret was at its end).
 */
export function $chipsFromText(node: TextNode): void {
  const text = node.getTextContent();
  if (!text.includes('[')) return;
  const segments = parse(text);
  if (!segments.some((segment) => segment.type === 'placeholder')) return;
  const selection = $getSelection();
  const caretHere =
    $isRangeSelection(selection) && selection.isCollapsed() && selection.anchor.key === node.getKey();
  const nodes = segments.map((segment) => {
    if (segment.type === 'placeholder') return $createPlaceholderNode(codeOf(segment.placeholder));
    const piece = $createTextNode(segment.text);
    piece.setFormat(node.getFormat());
    return piece;
  });
  let previous: LexicalNode = node;
  for (const next of nodes) {
    previous.insertAfter(next);
    previous = next;
  }
  node.remove();
  if (caretHere) {
    const last = nodes[nodes.length - 1];
    if ($isTextNode(last)) last.select();
    else last?.selectNext(0, 0);
  }
}
