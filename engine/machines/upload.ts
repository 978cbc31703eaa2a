/**
 * The lifecycle of a media field (spec 000 §4, §5.1, §9): empty → uploading (progress, cancel) → uploaded, or
 * broken_file / scan_failed (both shown as "the file is corrupted"), or failed. The file is checked before
 * anything is sent, so a wrong file costs no request. The request runs in the named actor `upload`, which gets
 * an `onProgress` callback and an abort signal; tests swap it with `uploadMachine.provide({ actors: { upload } })`.
 */
import { assign, fromPromise, setup } from 'xstate';
import { type CoreMessageCode, type Lang, messageText } from '../core/messages/index.ts';
import { failureMessages, isSuccess, type ServerAnswer, toServerAnswer } from './server-answer.ts';
import { type AttachmentStatus, type UploadAccept, type UploadFile, validateUpload } from './upload-rules.ts';

/**
 * What the field stores beside its value key.
 *
 * @example const meta: UploadMeta = { filename: 'photo.jpg', status: 'checked_file' };
 */
export interface UploadMeta {
  filename: string;
  status?: AttachmentStatus;
}
/**
 * The `result` of a successful upload answer: the stored value key, and what the server knows of the file.
 *
 * @example const answer: ServerAnswer<UploadedFile> = { status: 200, result: { key: 'k1', status: 'checked_file' } };
 */
export interface UploadedFile {
  key: string;
  filename?: string;
  status?: AttachmentStatus;
}
/**
 * Input of the `upload` actor. Call `onProgress` with 0..1; stop when the actor's `signal` aborts (cancel,
 * leave, or the field's actor being stopped).
 *
 * @example fromPromise<ServerAnswer<UploadedFile>, UploadInput>(({ input, signal }) => send(input.file, input.onProgress, signal))
 */
export interface UploadInput {
  file: UploadFile;
  accept: UploadAccept;
  onProgress: (ratio: number) => void;
}
/**
 * What the field shows under itself: the message, the server's lines and the HTTP status of a failure
 * (spec 000 §8: "could not register" plus the message and the error status).
 *
 * @example { code: 'upload_failed', message: '登録できませんでした', details: ['容量を超えています'], status: 413 }
 */
export interface UploadError {
  code: CoreMessageCode;
  message: string;
  details: string[];
  status: number | null;
}

/**
 * What the field knows: the stored value and meta, the file being sent, progress 0..1 and the error to show.
 *
 * @example snapshot.context.progress // 0.25
 */
export interface UploadContext {
  accept: UploadAccept;
  lang: Lang;
  value: string | null;
  meta: UploadMeta | null;
  file: UploadFile | null;
  progress: number;
  /** Numbers each upload, so progress of an upload that was cancelled cannot move the bar of the next. */
  attempt: number;
  error: UploadError | null;
}

/**
 * SELECT carries the input's files (a FileList fits); PROGRESS comes from the actor; CANCEL stops the upload;
 * LEAVE stops it because the page goes; DELETE clears the field.
 *
 * @example field.send({ type: 'SELECT', files: input.files! });
 */
export type UploadEvent =
  | { type: 'SELECT'; files: ArrayLike<UploadFile> }
  | { type: 'PROGRESS'; ratio: number; attempt: number }
  | { type: 'CANCEL' }
  | { type: 'LEAVE' }
  | { type: 'DELETE' };

/**
 * What the field starts with: its kind, the language, and the stored value and meta when editing.
 *
 * @example createActor(uploadMachine, { input: { accept: 'image', value: 'k1', meta: { filename: 'a.jpg' } } })
 */
export interface UploadMachineInput {
  accept: UploadAccept;
  lang?: Lang;
  value?: string | null;
  meta?: UploadMeta | null;
}

const plainError = (code: CoreMessageCode, lang: Lang, params?: Record<string, string>): UploadError => ({
  code,
  message: messageText(code, lang, params),
  details: [],
  status: null,
});

/**
 * Media field upload machine.
 *
 * @example
 * const field = createActor(uploadMachine.provide({ actors: { upload: fromPromise(({ input, signal }) =>
 *   api.upload(input.file, input.onProgress, signal)) } }), { input: { accept: 'image' } }).start();
 * field.send({ type: 'SELECT', files: inputElement.files! });
 */
export const uploadMachine = setup({
  types: {
    context: {} as UploadContext,
    events: {} as UploadEvent,
    input: {} as UploadMachineInput,
  },
  actors: {
    upload: fromPromise<ServerAnswer<UploadedFile>, UploadInput>(async () => {
      throw new Error('uploadMachine: provide the `upload` actor');
    }),
  },
  guards: {
    selectionValid: ({ context, event }) =>
      event.type === 'SELECT' && !validateUpload(event.files, context.accept),
  },
  actions: {
    takeFile: assign(({ context, event }) =>
      event.type === 'SELECT'
        ? { file: event.files[0], attempt: context.attempt + 1, progress: 0, error: null }
        : {},
    ),
    rejectSelection: assign(({ context, event }) => {
      const issue = event.type === 'SELECT' ? validateUpload(event.files, context.accept) : null;
      return issue ? { error: plainError(issue.code, context.lang, issue.params) } : {};
    }),
    markBroken: assign(({ context }) => ({ error: plainError('upload_broken', context.lang) })),
  },
}).createMachine({
  id: 'upload',
  context: ({ input }) => ({
    accept: input.accept,
    lang: input.lang ?? 'ja',
    value: input.value ?? null,
    meta: input.meta ?? null,
    file: null,
    progress: 0,
    attempt: 0,
    error: null,
  }),
  initial: 'settling',
  // Handled the same way in every state but uploading, which overrides them.
  on: {
    SELECT: [
      { guard: 'selectionValid', target: '.uploading', actions: 'takeFile' },
      { actions: 'rejectSelection' },
    ],
    DELETE: { target: '.empty', actions: assign({ value: null, meta: null, error: null }) },
  },
  states: {
    // Picks the state the stored value stands for: at start, and after a cancelled upload (the old value stays).
    settling: {
      always: [
        { guard: ({ context }) => context.meta?.status === 'broken_file', target: 'broken_file' },
        { guard: ({ context }) => context.meta?.status === 'scan_failed', target: 'scan_failed' },
        { guard: ({ context }) => context.value !== null, target: 'uploaded' },
        { target: 'empty' },
      ],
    },
    empty: {},
    uploading: {
      invoke: {
        src: 'upload',
        input: ({ context, self }) => {
          const attempt = context.attempt;
          return {
            file: context.file!,
            accept: context.accept,
            onProgress: (ratio: number) => self.send({ type: 'PROGRESS', ratio, attempt }),
          };
        },
        onDone: [
          {
            guard: ({ event }) =>
              isSuccess(toServerAnswer(event.output)) &&
              !!toServerAnswer<UploadedFile>(event.output).result?.key,
            target: 'settling',
            actions: assign(({ context, event }) => {
              const stored = toServerAnswer<UploadedFile>(event.output).result!;
              const meta: UploadMeta = { filename: stored.filename ?? context.file?.name ?? '' };
              if (stored.status) meta.status = stored.status;
              return { value: stored.key, meta, file: null, progress: 1 };
            }),
          },
          {
            target: 'failed',
            actions: assign(({ context, event }) => ({
              error: uploadFailure(event.output, context.lang),
              file: null,
            })),
          },
        ],
        onError: {
          target: 'failed',
          actions: assign(({ context, event }) => ({
            error: uploadFailure(event.error, context.lang),
            file: null,
          })),
        },
      },
      on: {
        PROGRESS: {
          guard: ({ context, event }) => event.attempt === context.attempt,
          actions: assign({ progress: ({ event }) => Math.min(1, Math.max(0, event.ratio)) }),
        },
        // Leaving the state stops the actor, which aborts its signal: the request is really cancelled.
        CANCEL: { target: 'settling', actions: assign({ file: null, progress: 0 }) },
        LEAVE: {
          target: 'settling',
          actions: assign(({ context }) => ({
            file: null,
            progress: 0,
            error: plainError('upload_cancelled_on_leave', context.lang),
          })),
        },
        // One upload at a time: the input is disabled meanwhile, so these can only be stray events.
        SELECT: { actions: [] },
        DELETE: { actions: [] },
      },
    },
    uploaded: {},
    broken_file: { entry: 'markBroken' },
    scan_failed: { entry: 'markBroken' },
    failed: {},
  },
});

/** The error of a failed upload: 'could not register', the server's lines (or unknown error), the status. */
function uploadFailure(value: unknown, lang: Lang): UploadError {
  const answer = toServerAnswer(value);
  return {
    code: 'upload_failed',
    message: messageText('upload_failed', lang),
    details: failureMessages(answer, lang),
    status: answer.status,
  };
}
