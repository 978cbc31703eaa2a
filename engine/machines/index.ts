/**
 * The engine's state machines (DESIGN §5): save progress, IO status, media upload and dirty tracking. IO runs
 * in named actors (`save`, `load`, `upload`) that the app provides and tests swap with `machine.provide(...)`.
 *
 * @example import { saveProgressMachine, shouldGuardLeave } from '../machines/index.ts';
 */
import { dirtyMachine } from './dirty.ts';
import { ioStatusMachine } from './io-status.ts';
import { saveProgressMachine } from './save-progress.ts';
import { uploadMachine } from './upload.ts';

export { type DirtyEvent, dirtyMachine, shouldGuardLeave } from './dirty.ts';
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
export {
  type IoError,
  type IoInput,
  type IoNotice,
  type IoStatus,
  type IoStatusContext,
  type IoStatusEvent,
  ioStatusMachine,
} from './io-status.ts';
export {
  SAVE_RESULT_MS,
  SAVE_TIMEOUT_MS,
  type SaveInput,
  type SaveProgressContext,
  type SaveProgressEvent,
  type SaveStatus,
  saveAlertLines,
  saveProgressMachine,
} from './save-progress.ts';
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
 * @example Object.keys(machines) // ['saveProgress', 'ioStatus', 'upload', 'dirty']
 */
export const machines = {
  saveProgress: saveProgressMachine,
  ioStatus: ioStatusMachine,
  upload: uploadMachine,
  dirty: dirtyMachine,
} as const;
