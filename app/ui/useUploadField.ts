/**
 * A media field's upload state (the engine's `uploadMachine`: checks before sending, progress, cancel, failure
 * with the server's lines) over an upload call, shared by the rich-menu image and friends' media values. Leaving
 * (the field unmounts) while uploading cancels the upload (spec 000 §5.1).
 *
 * @example const { snapshot, send, uploading } = useUploadField({ accept: 'pdf', lang: 'ja', value: null, meta: null, upload });
 */
import { useMachine } from '@xstate/react';
import { useEffect, useMemo } from 'react';
import { fromPromise } from 'xstate';
import {
  type ServerAnswer,
  type UploadAccept,
  type UploadedFile,
  type UploadInput,
  type UploadMeta,
  uploadMachine,
} from '../../engine/machines/index.ts';
import type { Lang } from '../page-i18n.ts';

/** Sends a chosen file: resolves with the status and the stored file (or the server's lines); never throws. */
export type UploadCall = (
  file: File,
  onProgress: (ratio: number) => void,
  signal: AbortSignal,
) => Promise<ServerAnswer<UploadedFile>>;

/** What the field starts with. `upload` must keep its identity (useCallback): a new one restarts the field. */
export interface UploadFieldOptions {
  accept: UploadAccept;
  lang: Lang;
  value: string | null;
  meta: UploadMeta | null;
  upload: UploadCall;
}

export function useUploadField({ accept, lang, value, meta, upload }: UploadFieldOptions) {
  const machine = useMemo(
    () =>
      uploadMachine.provide({
        actors: {
          upload: fromPromise<ServerAnswer<UploadedFile>, UploadInput>(({ input, signal }) =>
            upload(input.file as File, input.onProgress, signal),
          ),
        },
      }),
    [upload],
  );
  const [snapshot, send] = useMachine(machine, { input: { accept, lang, value, meta } });
  // Leaving the page stops an upload on its way (the machine's LEAVE; ignored when not uploading).
  useEffect(() => () => send({ type: 'LEAVE' }), [send]);
  return { snapshot, send, uploading: snapshot.matches('uploading') };
}
