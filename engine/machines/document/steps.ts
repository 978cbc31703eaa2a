/**
 * The document editor machine's steps as pure functions: what a save's answer, a failure or a merge changes.
 */

import { type MergeChoice, mergeDocuments, resolveMerge } from '../../core/documents/merge.ts';
import type { Lang } from '../../core/index.ts';
import { messageText } from '../../core/index.ts';
import type {
  DocumentEditorContext,
  IoResult,
  PendingMerge,
  SaveAnswer,
  SaveNotice,
  WireDocument,
} from './types.ts';

/**
 * The notice of a failed save: the server's lines under 登録に失敗しました (spec 000 §8), or, when no answer came
 * at all, that the server cannot be reached (the edit is kept; saving again retries).
 *
 * @example failedSave('ja', { ok: false, status: 0, messages: [] }).lines // ['登録に失敗しました', 'サーバーに接続できません。…']
 */
export function failedSave(lang: Lang, result: IoResult<unknown> | undefined): SaveNotice {
  const heading = messageText('save_failed', lang);
  if (result === undefined || result.ok)
    return { tone: 'error', lines: [heading, messageText('unknown_error', lang)] };
  if (result.timedOut)
    return { tone: 'error', lines: [heading, messageText('save_timeout', lang)], retry: true };
  if (result.status === 0 && !result.aborted)
    return { tone: 'error', lines: [heading, messageText('connection_failed', lang)], retry: true };
  const lines =
    result.fromServer !== false && result.messages.length > 0
      ? result.messages
      : [messageText('unknown_error', lang)];
  return { tone: 'error', lines: [heading, ...lines] };
}

/**
 * What a successful save changes: the id and revision, the new base (what was sent), the success notice with the
 * server's warnings and, after a merge, that the other operator's changes were taken in.
 *
 * @example assign(({ context, event }) => savedState(context, event.output))
 */
export function savedState(
  context: DocumentEditorContext,
  result: IoResult<SaveAnswer>,
): Partial<DocumentEditorContext> {
  if (!result.ok) return {};
  const answer = result.data ?? {};
  const idValue = (answer as Record<string, unknown>)[context.idField] ?? answer.id;
  const id = typeof idValue === 'number' ? idValue : context.id;
  const revision = typeof answer.revision === 'number' ? answer.revision : context.revision;
  const sent = context.sending ?? {};
  const lines = [messageText('save_succeeded', context.lang)];
  if (context.mergeRounds > 0) lines.push(messageText('merged_theirs', context.lang));
  lines.push(...(Array.isArray(answer.warnings) ? answer.warnings.filter((w) => typeof w === 'string') : []));
  return {
    id,
    revision,
    base: id === null ? sent : { ...sent, [context.idField]: id, revision },
    answer,
    draft: undefined,
    notice: { tone: 'success', lines },
  };
}

/** The document with the context's id and revision (what a save based on them sends). */
export function withRevision(
  document: WireDocument,
  context: Pick<DocumentEditorContext, 'id' | 'revision' | 'idField'>,
): WireDocument {
  if (context.id === null) return document;
  return { ...document, [context.idField]: context.id, revision: context.revision };
}

/**
 * The three documents of a merge and its outcome, computed once: the conflicts for the operator and the document
 * merged with every conflict resolved as ours (what a merge without conflicts uses as it is).
 *
 * @example assign(({ context }) => ({ merge: pendingMerge(context, context.base, theirs, context.sending, 'save') }))
 */
export function pendingMerge(
  context: DocumentEditorContext,
  base: WireDocument,
  theirs: WireDocument,
  ours: WireDocument,
  then: PendingMerge['then'],
): PendingMerge {
  const { conflicts, merged } = mergeDocuments({ base, theirs, ours, ...mergeFields(context) });
  return { base, theirs, ours, then, conflicts, merged };
}

/** The merged document with the operator's choice for each conflict. */
export function resolved(
  context: DocumentEditorContext,
  choices: Readonly<Record<string, MergeChoice>>,
): WireDocument {
  const merge = context.merge;
  return merge ? resolveMerge({ ...merge, ...mergeFields(context) }, choices) : {};
}

/** What a merge never merges: the id and the revision (taken from theirs). */
function mergeFields(context: DocumentEditorContext) {
  return {
    listField: context.listField,
    ignore: [context.idField, 'revision'],
    afterMerge: context.afterMerge,
  };
}

/**
 * After a save's merge: the server's document is the new base, the merged one is sent next (on the server's
 * revision) and shown on the page.
 *
 * @example assign(({ context }) => mergeSaved(context, context.merge.merged))
 */
export function mergeSaved(
  context: DocumentEditorContext,
  merged: WireDocument,
): Partial<DocumentEditorContext> {
  const theirs = context.merge?.theirs ?? {};
  const revision = typeof theirs.revision === 'number' ? theirs.revision : context.revision;
  const sending = withRevision(merged, { id: context.id, revision, idField: context.idField });
  return {
    base: theirs,
    revision,
    sending,
    merge: null,
    mergeRounds: context.mergeRounds + 1,
    replacement: nextReplacement(context, sending, true),
  };
}

/**
 * After a draft's merge: the page shows the merged draft, not saved; the offer is gone.
 *
 * @example assign(({ context }) => mergeRestored(context, merged))
 */
export function mergeRestored(
  context: DocumentEditorContext,
  merged: WireDocument,
): Partial<DocumentEditorContext> {
  return {
    merge: null,
    draft: undefined,
    replacement: nextReplacement(context, withRevision(merged, context), true),
  };
}

/**
 * The server's document taken as the saved state (SERVER_DOCUMENT): it becomes the base and the revision the next
 * save starts from, and the page shows it as saved; an offered draft is moot.
 */
export function serverShown(
  context: DocumentEditorContext,
  document: WireDocument,
): Partial<DocumentEditorContext> {
  return {
    base: document,
    revision: typeof document.revision === 'number' ? document.revision : context.revision,
    draft: undefined,
    notice: null,
    replacement: nextReplacement(context, document, false),
  };
}

/**
 * The page's next replacement: `document` shown in place of what it holds (saved or not), under a new sequence
 * number so the page applies it once.
 */
export function nextReplacement(
  context: DocumentEditorContext,
  document: WireDocument,
  unsaved: boolean,
): NonNullable<DocumentEditorContext['replacement']> {
  return { seq: (context.replacement?.seq ?? 0) + 1, document, unsaved };
}
