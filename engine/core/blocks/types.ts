/**
 * A block as the editor holds it. `data` is the wire object (type field included, nested list excluded); the
 * client id, the collapse state and the children are editor state and are never saved.
 */
export interface EditorBlock {
  /** Client id (nanoid): React keys, drag-and-drop, operations. Not part of the saved payload. */
  readonly id: string;
  readonly kind: string;
  readonly type: number;
  readonly data: Readonly<Record<string, unknown>>;
  readonly collapsed: boolean;
  /** The nested list of a container block (or-group), in editor form. */
  readonly children?: readonly EditorBlock[];
  /**
   * Set when no plugin can read the block: the raw wire value, kept and saved back unchanged, and why.
   * A broken block is read-only.
   */
  readonly broken?: { readonly raw: unknown; readonly reason: 'unknown_type' | 'broken_block' };
}

/** A list of blocks: the document's block list, or a container's nested list. */
export type BlockList = readonly EditorBlock[];

/** Where a block sits: the parent container's id (null at the top) and its index there. */
export interface BlockLocation {
  parentId: string | null;
  index: number;
}

/** A container around a list, as a place describes it: its kind and type (never its data, which changes). */
export interface PlaceAncestor {
  readonly kind: string;
  readonly type: number;
}

/**
 * Where a block is or would go: the kind of the list and the containers around it. The add menu and the
 * operations pass it to a plugin's `offered` hook and `placement` rules.
 *
 * @example { kind: 'condition', ancestors: [{ kind: 'condition', type: 120 }], parent: { kind: 'condition', type: 120 } }
 */
export interface BlockPlace {
  /** The kind of blocks the list holds. */
  readonly kind: string;
  /** The containers the list is nested in, outermost first; empty at the top level. Its length is the depth. */
  readonly ancestors: readonly PlaceAncestor[];
  /** The innermost container (the last ancestor); absent at the top level. */
  readonly parent?: PlaceAncestor;
}
