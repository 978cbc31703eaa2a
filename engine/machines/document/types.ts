/**
 * The shapes the document editor machine works with: what its IO actors answer, what it knows, what it hears.
 */

import type { AfterMerge, MergeChoice, MergeConflict } from '../../core/documents/merge.ts';
import type { Lang } from '../../core/index.ts';

/** A wire document: envelope fields, the block list, the id and revision once saved. */
export type WireDocument = Record<string, unknown>;

/**
 * What an IO call answers, as data (the console's API client answers exactly this). `status` 0: no answer came;
 * `timedOut` or `aborted` say why, otherwise the connection failed.
 *
 * @example { ok: false, status: 0, messages: ['不明なエラーが発生しました'] } // the server is down
 */
export type IoResult<T> =
  | { ok: true; status: number; data: T }
  | {
      ok: false;
      status: number;
      messages: string[];
      fromServer?: boolean;
      timedOut?: boolean;
      aborted?: boolean;
    };

/** The register answer the machine reads: the saved id and revision (plus any warnings to show). */
export interface SaveAnswer {
  id?: number;
  revision?: number;
  warnings?: string[];
}

/** A kept edit (IndexedDB): the document as it was being edited, on which revision, and when. */
export interface DraftRecord {
  /** Epoch ms of the last edit kept. */
  at: number;
  /** The revision the edit was based on; undefined for a new document. */
  revision: number | undefined;
  document: WireDocument;
}

/** What loading answers: the saved document (undefined: a new one) and the newer kept draft, if any. */
export interface LoadOutput {
  document: WireDocument | undefined;
  draft?: DraftRecord;
}

/** The alert under the save button: success, failure, connection lost, merged. */
export interface SaveNotice {
  tone: 'success' | 'error' | 'warning';
  lines: string[];
  /** A connection failure: the edit is kept and the save can be retried. */
  retry?: boolean;
}

/** A merge waiting for the operator: the conflicts, and what resolving it leads to. */
export interface PendingMerge {
  conflicts: MergeConflict[];
  /** Resolving merges these three. */
  base: WireDocument;
  theirs: WireDocument;
  ours: WireDocument;
  /** The merge with every conflict resolved as ours. */
  merged: WireDocument;
  /**
   * 'save': the merged document is saved next; 'draft': it only replaces what is shown; 'draftOverCurrent': a
   * draft whose own revision is gone, merged over the current document (its values win).
   */
  then: 'save' | 'draft' | 'draftOverCurrent';
}

/** The document the page should show now (after a merge or a restored draft); `seq` tells one from the next. */
export interface Replacement {
  seq: number;
  document: WireDocument;
  /** Replaced content is not saved yet. */
  unsaved: boolean;
}

/** What the machine knows. */
export interface DocumentEditorContext {
  lang: Lang;
  listField: string;
  idField: string;
  /** The kind's repair of a merged document (DocumentDefinition.afterMerge). */
  afterMerge?: AfterMerge;
  id: number | null;
  revision: number | undefined;
  /** The document on the server at `revision` (as loaded or as last saved): the base of the next merge. */
  base: WireDocument | undefined;
  /** What the page starts from once loaded. */
  loaded: WireDocument | undefined;
  /** A newer draft to offer (下書きを復元). */
  draft: DraftRecord | undefined;
  loadError: string[] | null;
  /** The document of the save in flight. */
  sending: WireDocument | undefined;
  /** 0 idle, 1 saving, 2 saved, 3 failed (spec 000 §4). */
  saveStatus: 0 | 1 | 2 | 3;
  notice: SaveNotice | null;
  merge: PendingMerge | null;
  replacement: Replacement | null;
  /** Merges in a row for one save: a server that keeps moving is reported, not chased forever. */
  mergeRounds: number;
  /** The last save's answer, for the host (its own fields: fid, redirect_to, description…). */
  answer: SaveAnswer | undefined;
}

/**
 * Events: SAVE with the current document; DISMISS closes the notice; RESOLVE answers the merge dialog (per
 * conflict key); CANCEL_MERGE keeps editing without saving; RESTORE_DRAFT / DISCARD_DRAFT answer the draft
 * offer; CHANGED reports whether the page differs from `base`; SERVER_DOCUMENT shows what the server holds now (a
 * write made beside the editor, such as a restored revision) as the saved state, without a reload.
 *
 * @example actor.send({ type: 'SAVE', document });
 */
export type DocumentEditorEvent =
  | { type: 'SAVE'; document: WireDocument }
  | { type: 'DISMISS' }
  | { type: 'RESOLVE'; choices: Readonly<Record<string, MergeChoice>> }
  | { type: 'CANCEL_MERGE' }
  | { type: 'RESTORE_DRAFT'; current: WireDocument }
  | { type: 'DISCARD_DRAFT' }
  | { type: 'CHANGED'; dirty: boolean }
  | { type: 'SERVER_DOCUMENT'; document: WireDocument };

/** Input of the machine. */
export interface DocumentEditorInput {
  lang?: Lang;
  /** The document to open; null creates one. */
  id: number | null;
  listField: string;
  idField: string;
  /** The kind's repair of a merged document (DocumentDefinition.afterMerge). */
  afterMerge?: AfterMerge;
}
