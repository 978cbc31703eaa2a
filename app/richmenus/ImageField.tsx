/**
 * The rich menu's image (spec 001 §2 "image selection button", issue 16 point 2): a file chosen here is checked
 * in the browser (PNG or JPEG, at most 1MB) and sent through the engine's `uploadMachine` (progress, cancel,
 * failure with the server's lines; app/ui/useUploadField.ts); the server checks the bytes and the size (2500×1686 or 2500×843) and answers
 * the stored image, which the editor takes (its id, address and height).
 */
import { useCallback, useEffect, useId, useRef } from 'react';
import { acceptAttribute } from '../../engine/machines/index.ts';
import { type UploadCall, useUploadField } from '../ui/useUploadField.ts';
import type { RichmenuApi, RichmenuImage } from './richmenu-api.ts';
import { useRichmenuTexts } from './texts.ts';

/** Props of `ImageField`. */
export interface ImageFieldProps {
  api: RichmenuApi;
  /** The menu's image now (null: none chosen yet). */
  mediaId: number | null;
  /** An image arrived from the server; the editor decides what it means for the buttons. */
  onUploaded(image: RichmenuImage): void;
  /** The field is uploading: the page keeps the operator from leaving quietly. */
  onBusy?(busy: boolean): void;
  invalid?: boolean;
  describedBy?: string;
}

export function ImageField({ api, mediaId, onUploaded, onBusy, invalid, describedBy }: ImageFieldProps) {
  const texts = useRichmenuTexts();
  const inputId = useId();
  const input = useRef<HTMLInputElement>(null);
  const images = useRef(new Map<string, RichmenuImage>());
  const upload = useCallback<UploadCall>(
    async (file, onProgress, signal) => {
      const result = await api.uploadImage(file, onProgress, signal);
      if (!result.ok) return { status: result.status, messages: result.messages };
      images.current.set(String(result.data.media_id), result.data);
      return { status: result.status, result: { key: String(result.data.media_id), filename: file.name } };
    },
    [api],
  );
  const { snapshot, send, uploading } = useUploadField({
    accept: 'richmenu',
    lang: texts.lang,
    value: mediaId === null ? null : String(mediaId),
    meta: mediaId === null ? null : { filename: '' },
    upload,
  });
  const { value, progress, error, file } = snapshot.context;

  // A new stored image: hand it to the editor once.
  const handed = useRef(value);
  useEffect(() => {
    if (value === handed.current) return;
    handed.current = value;
    const image = value === null ? undefined : images.current.get(value);
    if (image) onUploaded(image);
  }, [value, onUploaded]);
  useEffect(() => onBusy?.(uploading), [uploading, onBusy]);

  return (
    <div className="rm-image-field">
      <input
        ref={input}
        id={inputId}
        type="file"
        className="rm-image-field__input"
        accept={acceptAttribute('richmenu')}
        disabled={uploading}
        aria-invalid={invalid || undefined}
        aria-describedby={describedBy}
        onChange={(event) => {
          const files = event.target.files;
          if (files && files.length > 0) send({ type: 'SELECT', files });
          // The same file chosen again (after a failure) must fire change again.
          event.target.value = '';
        }}
      />
      <label htmlFor={inputId} className="app-button rm-image-field__choose">
        {mediaId === null ? texts.chooseImage : texts.changeImage}
      </label>
      <span className="rm-image-field__hint">{texts.imageHint}</span>
      {uploading && (
        <div className="rm-image-field__progress" role="status">
          <progress max={1} value={progress} aria-label={texts.uploading(file?.name ?? '')} />
          <span>{texts.uploadingPercent(Math.round(progress * 100))}</span>
          <button
            type="button"
            className="app-button app-button--quiet"
            onClick={() => send({ type: 'CANCEL' })}
          >
            {texts.cancelUpload}
          </button>
        </div>
      )}
      {error && (
        <div className="rm-image-field__error" role="alert">
          <p>{error.message}</p>
          {error.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </div>
  );
}
