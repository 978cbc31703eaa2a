/**
 * A friend's image (type 10) or PDF (type 13) value in the friend editor (spec 000 §4, §5.1, §8; issue 17 point 4):
 * empty → a file button; uploading → progress and cancel; uploaded → the thumbnail (image) or a link with the file
 * name (PDF), opening the stored file, and a delete button (clears value and meta); broken_file and scan_failed →
 * "the file is corrupted"; a failure → 'could not register', the server's lines and the status. A file is checked
 * before it is sent (the engine's upload rules); leaving while uploading cancels the upload.
 *
 * The value is the attachment's key and the meta JSON of { filename, status }; the field reports them through
 * `onChange`. It takes `value` and `meta` as it mounts: to show another friend's value, mount it again (`key`).
 */
import { useCallback, useEffect, useId, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { acceptAttribute, type UploadAccept } from '../../../engine/machines/index.ts';
import { focusIsLost } from '../../../engine/react/index.ts';
import type { Lang } from '../../page-i18n.ts';
import { useServices } from '../../services.tsx';
import { type UploadCall, useUploadField } from '../../ui/useUploadField.ts';
import {
  attachmentHref,
  createVarMediaUpload,
  mediaMetaText,
  parseMediaMeta,
  type VarMediaUpload,
} from './media-api.ts';
import { mediaTexts } from './media-texts.ts';
import './media-value-field.css';

/** Props of `MediaValueField`. */
export interface MediaValueFieldProps {
  varId: number;
  type: 10 | 13;
  value: string;
  meta: string;
  disabled?: boolean;
  lang: Lang;
  /** A stored file (its key and meta), or '' and '' when deleted. */
  onChange(value: string, meta: string): void;
  /** The field's name, for the controls' labels (e.g. 本人確認書類). */
  label?: string;
  /** The upload; default POST /api/var/media over the console's client. Tests pass a stub. */
  upload?: VarMediaUpload;
}

export function MediaValueField(props: MediaValueFieldProps) {
  const { api } = useServices();
  const upload = useMemo(() => props.upload ?? createVarMediaUpload(api), [props.upload, api]);
  return <MediaValueControl {...props} upload={upload} />;
}

function MediaValueControl({
  varId,
  type,
  value: initialValue,
  meta: initialMeta,
  disabled,
  lang,
  onChange,
  label,
  upload: sendFile,
}: MediaValueFieldProps & { upload: VarMediaUpload }) {
  const texts = mediaTexts(lang);
  const inputId = useId();
  const hintId = useId();
  const accept: UploadAccept = type === 10 ? 'image' : 'pdf';
  const upload = useCallback<UploadCall>(
    async (file, onProgress, signal) => {
      const result = await sendFile(varId, file, onProgress, signal);
      if (!result.ok) return { status: result.status, messages: result.messages };
      const { key, filename, status } = result.data;
      return { status: result.status, result: { key, filename, status } };
    },
    [sendFile, varId],
  );
  const { snapshot, send, uploading } = useUploadField({
    accept,
    lang,
    value: initialValue === '' ? null : initialValue,
    meta: initialValue === '' ? null : parseMediaMeta(initialMeta),
    upload,
  });
  const { value, meta, progress, error, file } = snapshot.context;

  // A new stored file, or a delete: hand the value and meta to the editor once.
  const handed = useRef(value);
  useEffect(() => {
    if (value === handed.current) return;
    handed.current = value;
    onChange(value ?? '', value === null ? '' : mediaMetaText(meta));
  }, [value, meta, onChange]);

  const broken = snapshot.matches('broken_file') || snapshot.matches('scan_failed');
  const stored = value !== null && (snapshot.matches('uploaded') || broken || snapshot.matches('failed'));
  const filename = meta?.filename ?? '';
  const showChooser = !stored && !uploading;

  // Each step swaps the control that was used (file button → アップロードを中止 → 削除 → file button) for another, and a
  // removed control drops the keyboard's focus to <body>; the control of the new step takes it instead.
  const field = useRef<HTMLFieldSetElement>(null);
  const holdsFocus = useRef(false);
  const step = showChooser ? 'choose' : uploading ? 'uploading' : stored ? 'stored' : 'none';
  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new step moves the focus.
  useLayoutEffect(() => {
    if (!holdsFocus.current || !focusIsLost()) return;
    field.current?.querySelector<HTMLElement>('input:not(:disabled), button:not(:disabled)')?.focus();
  }, [step]);

  return (
    <fieldset
      ref={field}
      className="media-field"
      aria-label={label}
      onFocus={() => {
        holdsFocus.current = true;
      }}
      onBlur={(event) => {
        // Only a focus that went elsewhere lets go; a removed control blurs towards nothing.
        if (event.relatedTarget instanceof Node && !event.currentTarget.contains(event.relatedTarget))
          holdsFocus.current = false;
      }}
    >
      {showChooser && (
        <div className="media-field__choose-row">
          <input
            id={inputId}
            type="file"
            className="media-field__input"
            accept={acceptAttribute(accept)}
            disabled={disabled}
            aria-describedby={hintId}
            onChange={(event) => {
              const files = event.target.files;
              if (files && files.length > 0) send({ type: 'SELECT', files });
              // The same file chosen again (after a failure) must fire change again.
              event.target.value = '';
            }}
          />
          <label
            htmlFor={inputId}
            className={`app-button media-field__choose${disabled ? ' media-field__choose--disabled' : ''}`}
          >
            {type === 10 ? texts.chooseImage : texts.choosePdf}
          </label>
          <span id={hintId} className="media-field__hint">
            {type === 10 ? texts.hintImage : texts.hintPdf}
          </span>
        </div>
      )}
      {uploading && (
        <div className="media-field__progress">
          <span className="media-field__uploading">{texts.uploading(file?.name ?? '')}</span>
          <progress
            max={1}
            value={progress}
            aria-label={texts.uploading(file?.name ?? '')}
            aria-valuetext={texts.percent(Math.round(progress * 100))}
          />
          <span aria-hidden="true">{texts.percent(Math.round(progress * 100))}</span>
          <button
            type="button"
            className="app-button app-button--quiet"
            onClick={() => send({ type: 'CANCEL' })}
          >
            {texts.cancel}
          </button>
        </div>
      )}
      {stored && value !== null && (
        <div className="media-field__stored">
          {!broken && <StoredFile type={type} fileKey={value} filename={filename} texts={texts} />}
          {broken && <span className="media-field__name">{filename}</span>}
          <button
            type="button"
            className="app-button app-button--quiet"
            disabled={disabled}
            aria-label={texts.remove(filename)}
            onClick={() => send({ type: 'DELETE' })}
          >
            {texts.removeShort}
          </button>
        </div>
      )}
      {error && (
        <div className="media-field__error" role="alert">
          <p>
            {error.message}
            {error.status ? ` ${texts.status(error.status)}` : ''}
          </p>
          {error.details.map((line) => (
            <p key={line}>{line}</p>
          ))}
        </div>
      )}
    </fieldset>
  );
}

/** The stored file: its thumbnail in a link to the original (image), or a link with its name (PDF). */
function StoredFile({
  type,
  fileKey,
  filename,
  texts,
}: {
  type: 10 | 13;
  fileKey: string;
  filename: string;
  texts: ReturnType<typeof mediaTexts>;
}) {
  const [thumbnailFailed, setThumbnailFailed] = useState(false);
  const original = attachmentHref('original', fileKey);
  if (type === 10 && !thumbnailFailed)
    return (
      <a
        className="media-field__thumbnail"
        href={original}
        target="_blank"
        rel="noopener"
        aria-label={texts.open(filename)}
      >
        <img
          src={attachmentHref('thumbnail', fileKey)}
          alt={filename}
          onError={() => setThumbnailFailed(true)}
        />
      </a>
    );
  return (
    <a className="media-field__link" href={original} target="_blank" rel="noopener">
      {filename || texts.noPreview}
    </a>
  );
}
