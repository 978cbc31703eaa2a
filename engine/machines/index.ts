/**
 * The engine's state machines (DESIGN §5): the document editor (load, save progress, merge, draft, dirty guard)
 * and media upload. IO runs in named actors (`load`, `save`, `upload`…) that the app provides and tests swap
 * with `machine.provide(...)`.
 *
 * @example import { documentEditorMachine } from './index.ts';
 */
import { documentEditorMachine } from './document/document-editor.ts';
import { liveQueryMachine } from './live-query.ts';
import { uploadMachine } from './upload.ts';

export { documentEditorMachine, MAX_MERGE_ROUNDS } from './document/document-editor.ts';
export type {
  DocumentEditorContext,
  DocumentEditorEvent,
  DocumentEditorInput,
  DraftRecord,
  IoResult,
  LoadOutput,
  PendingMerge,
  Replacement,
  SaveAnswer,
  SaveNotice,
  WireDocument,
} from './document/types.ts';
export { type LiveQueryContext, type LiveQueryEvent, liveQueryMachine } from './live-query.ts';
export { SAVE_RESULT_MS, SAVE_TIMEOUT_MS, type SaveStatus } from './save-status.ts';
export {
  CONFLICT_STATUS,
  failureMessages,
  isConflict,
  isSuccess,
  type ServerAnswer,
  toServerAnswer,
} from './server-answer.ts';
export {
  type UploadContext,
  type UploadError,
  type UploadEvent,
  type UploadedFile,
  type UploadInput,
  type UploadMachineInput,
  type UploadMeta,
  uploadMachine,
} from './upload.ts';
export {
  ATTACHMENT_STATUSES,
  type AttachmentStatus,
  acceptAttribute,
  isBrokenAttachment,
  UPLOAD_EXTENSIONS,
  UPLOAD_LIMITS,
  UPLOAD_MAX_BYTES,
  UPLOAD_MAX_LABEL,
  type UploadAccept,
  type UploadFile,
  type UploadIssue,
  validateUpload,
} from './upload-rules.ts';

/**
 * The machines by name, for tooling that lists them (docs, inspection).
 *
 * @example Object.keys(machines) // ['documentEditor', 'liveQuery', 'upload']
 */
export const machines = {
  documentEditor: documentEditorMachine,
  liveQuery: liveQueryMachine,
  upload: uploadMachine,
} as const;
