/**
 * A placeholder in the composer: an atomic inline node (a Lexical DecoratorNode) that holds its code and shows
 * its label, never the code. Being a decorator, Backspace next to it removes it whole, and the caret steps over
 * it; its text content is its code, so copying it puts the code on the clipboard as plain text and pasting that
 * code makes the chip again (the text transform in ./message-nodes.ts).
 */
import {
  $applyNodeReplacement,
  DecoratorNode,
  type EditorConfig,
  type LexicalEditor,
  type LexicalNode,
  type NodeKey,
  type SerializedLexicalNode,
  type Spread,
} from 'lexical';

/** How an editor names its chips (the composer sets it: labels depend on the language and the loaded items). */
const labellers = new WeakMap<LexicalEditor, (code: string) => string>();

/** Sets how the chips of an editor are labelled. @example setChipLabeller(editor, (code) => label(code)) */
export function setChipLabeller(editor: LexicalEditor, labeller: (code: string) => string): void {
  labellers.set(editor, labeller);
}

type SerializedChip = Spread<{ code: string }, SerializedLexicalNode>;

export class PlaceholderNode extends DecoratorNode<null> {
  __code: string;

  static override getType(): string {
    return 'message-placeholder';
  }

  static override clone(node: PlaceholderNode): PlaceholderNode {
    return new PlaceholderNode(node.__code, node.__key);
  }

  static override importJSON(json: SerializedChip): PlaceholderNode {
    return $createPlaceholderNode(json.code);
  }

  constructor(code: string, key?: NodeKey) {
    super(key);
    this.__code = code;
  }

  override exportJSON(): SerializedChip {
    return { ...super.exportJSON(), type: 'message-placeholder', version: 1, code: this.__code };
  }

  override createDOM(_config: EditorConfig, editor: LexicalEditor): HTMLElement {
    const chip = document.createElement('span');
    chip.className = 'app-composer-chip';
    chip.contentEditable = 'false';
    chip.dataset.placeholder = this.__code;
    // The label is the chip's text, so a screen reader reads it with the message.
    chip.textContent = labellers.get(editor)?.(this.__code) ?? this.__code;
    return chip;
  }

  override updateDOM(): boolean {
    // A chip is reconciled only when marked dirty, which the composer does to relabel it (the items arrived, the
    // language changed): drawn anew by createDOM, which knows the editor and so its labeller.
    return true;
  }

  override getTextContent(): string {
    return this.__code;
  }

  override isInline(): boolean {
    return true;
  }

  override isKeyboardSelectable(): boolean {
    return false;
  }

  override decorate(): null {
    return null;
  }

  getCode(): string {
    return this.getLatest().__code;
  }
}

/** A chip for a placeholder code. */
export function $createPlaceholderNode(code: string): PlaceholderNode {
  return $applyNodeReplacement(new PlaceholderNode(code));
}

export function $isPlaceholderNode(node: LexicalNode | null | undefined): node is PlaceholderNode {
  return node instanceof PlaceholderNode;
}
