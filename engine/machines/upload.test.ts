import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import type { ServerAnswer } from './server-answer.ts';
import { type UploadedFile, type UploadInput, type UploadMachineInput, uploadMachine } from './upload.ts';
import {
  acceptAttribute,
  isBrokenAttachment,
  UPLOAD_EXTENSIONS,
  UPLOAD_MAX_BYTES,
  type UploadAccept,
  type UploadFile,
  validateUpload,
} from './upload-rules.ts';

type Call = {
  input: UploadInput;
  signal: AbortSignal;
  resolve: (answer: ServerAnswer<UploadedFile>) => void;
  reject: (error: unknown) => void;
};

function start(input: UploadMachineInput = { accept: 'image' }) {
  const calls: Call[] = [];
  const upload = fromPromise<ServerAnswer<UploadedFile>, UploadInput>(
    ({ input, signal }) => new Promise((resolve, reject) => calls.push({ input, signal, resolve, reject })),
  );
  const actor = createActor(uploadMachine.provide({ actors: { upload } }), { input }).start();
  return { actor, calls };
}

const file = (name: string, size = 100): UploadFile => ({ name, size });
const flush = () => vi.advanceTimersByTimeAsync(0);

beforeEach(() => {
  vi.useFakeTimers();
});
afterEach(() => {
  vi.useRealTimers();
});

describe('validateUpload', () => {
  it('exports the limits of spec 000 §5.1', () => {
    expect(UPLOAD_MAX_BYTES).toBe(10485760);
    expect(UPLOAD_EXTENSIONS).toEqual({
      image: ['jpg', 'jpeg', 'png', 'gif'],
      pdf: ['pdf'],
      richmenu: ['png', 'jpg', 'jpeg'],
    });
  });

  it.each([
    ['a.jpg', 'image'],
    ['a.JPEG', 'image'],
    ['a.Png', 'image'],
    ['a.gif', 'image'],
    ['a.b.pdf', 'pdf'],
    ['A.PDF', 'pdf'],
  ] as const)('accepts %s as %s', (name, accept: UploadAccept) => {
    expect(validateUpload([file(name)], accept)).toBeNull();
  });

  it.each([
    ['a.pdf', 'image'],
    ['a.png', 'pdf'],
    ['jpg', 'image'],
    ['a.jpg.exe', 'image'],
  ] as const)('refuses %s as %s', (name, accept: UploadAccept) => {
    expect(validateUpload([file(name)], accept)).toEqual({ code: 'upload_wrong_format' });
  });

  it('gives the picker the same extensions and names the corrupted statuses', () => {
    expect(acceptAttribute('image')).toBe('.jpg,.jpeg,.png,.gif');
    expect(acceptAttribute('pdf')).toBe('.pdf');
    expect(isBrokenAttachment('broken_file')).toBe(true);
    expect(isBrokenAttachment('scan_failed')).toBe(true);
    expect(isBrokenAttachment('checked_file')).toBe(false);
    expect(isBrokenAttachment(undefined)).toBe(false);
  });

  it('checks the count first, then emptiness, then the format, then the size', () => {
    expect(validateUpload([], 'image')?.code).toBe('upload_no_file');
    expect(validateUpload([file('a.exe', 0), file('b.exe', 0)], 'image')?.code).toBe('upload_multiple');
    expect(validateUpload([file('a.exe', 0)], 'image')?.code).toBe('upload_empty');
    expect(validateUpload([file('a.exe', UPLOAD_MAX_BYTES + 1)], 'image')?.code).toBe('upload_wrong_format');
  });
});

describe('uploadMachine: checks before sending', () => {
  const refused = (files: UploadFile[], accept: UploadAccept = 'image') => {
    const { actor, calls } = start({ accept });
    actor.send({ type: 'SELECT', files });
    expect(calls).toHaveLength(0);
    expect(actor.getSnapshot().value).toBe('empty');
    return actor.getSnapshot().context.error;
  };

  it('refuses a wrong extension', () => {
    expect(refused([file('memo.txt')])).toEqual({
      code: 'upload_wrong_format',
      message: 'ファイル形式が正しくありません',
      details: [],
      status: null,
    });
    expect(refused([file('photo.png')], 'pdf')?.code).toBe('upload_wrong_format');
  });

  it('refuses 10485761 bytes with the limit in the message', () => {
    const error = refused([file('big.jpg', 10485761)]);
    expect(error?.code).toBe('upload_too_large');
    expect(error?.message).toBe('ファイルサイズが大きすぎます(上限 10MB)');
  });

  it('accepts exactly 10485760 bytes', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('edge.jpg', 10485760)] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(calls).toHaveLength(1);
    expect(calls[0].input.file).toEqual({ name: 'edge.jpg', size: 10485760 });
    expect(calls[0].input.accept).toBe('image');
  });

  it('refuses an empty file', () => {
    expect(refused([file('zero.jpg', 0)])).toMatchObject({
      code: 'upload_empty',
      message: 'ファイルが空です',
    });
  });

  it('refuses multiple files', () => {
    expect(refused([file('a.jpg'), file('b.jpg')])).toMatchObject({
      code: 'upload_multiple',
      message: '複数のファイルはアップロードできません',
    });
  });

  it('refuses an empty selection', () => {
    expect(refused([])).toMatchObject({ code: 'upload_no_file', message: 'ファイルが選択されていません' });
  });

  it('keeps the stored file when a replacement is refused', () => {
    const { actor } = start({ accept: 'image', value: 'k0', meta: { filename: 'old.jpg' } });
    actor.send({ type: 'SELECT', files: [file('new.txt')] });
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(actor.getSnapshot().context.value).toBe('k0');
    expect(actor.getSnapshot().context.error?.code).toBe('upload_wrong_format');
  });
});

describe('uploadMachine: lifecycle', () => {
  it('starts empty, or in the state the stored value stands for', () => {
    expect(start().actor.getSnapshot().value).toBe('empty');
    expect(start({ accept: 'pdf', value: 'k', meta: { filename: 'a.pdf' } }).actor.getSnapshot().value).toBe(
      'uploaded',
    );
    const broken = start({ accept: 'image', value: 'k', meta: { filename: 'a.jpg', status: 'broken_file' } });
    expect(broken.actor.getSnapshot().value).toBe('broken_file');
    expect(broken.actor.getSnapshot().context.error?.code).toBe('upload_broken');
    const scan = start({ accept: 'image', value: 'k', meta: { filename: 'a.jpg', status: 'scan_failed' } });
    expect(scan.actor.getSnapshot().value).toBe('scan_failed');
  });

  it('reports progress from the upload actor, clamped to 0..1', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    expect(actor.getSnapshot().context.progress).toBe(0);
    calls[0].input.onProgress(0.25);
    expect(actor.getSnapshot().context.progress).toBe(0.25);
    calls[0].input.onProgress(0.9);
    expect(actor.getSnapshot().context.progress).toBe(0.9);
    calls[0].input.onProgress(1.7);
    expect(actor.getSnapshot().context.progress).toBe(1);
    calls[0].input.onProgress(-1);
    expect(actor.getSnapshot().context.progress).toBe(0);
  });

  it('ends uploaded with the value key and the filename meta', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('photo.jpg')] });
    calls[0].resolve({ status: 200, result: { key: 'k1', filename: 'photo.jpg', status: 'checked_file' } });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('uploaded');
    expect(snapshot.context.value).toBe('k1');
    expect(snapshot.context.meta).toEqual({ filename: 'photo.jpg', status: 'checked_file' });
    expect(snapshot.context.progress).toBe(1);
    expect(snapshot.context.error).toBeNull();
  });

  it('takes the filename from the file when the server gives none', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('local.gif')] });
    calls[0].resolve({ status: 201, result: { key: 'k2' } });
    await flush();
    expect(actor.getSnapshot().context.meta).toEqual({ filename: 'local.gif' });
  });

  it('CANCEL aborts the request and goes back to empty', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].input.onProgress(0.5);
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.progress).toBe(0);
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('CANCEL keeps the previous value', () => {
    const { actor } = start({ accept: 'image', value: 'old', meta: { filename: 'old.png' } });
    actor.send({ type: 'SELECT', files: [file('new.png')] });
    expect(actor.getSnapshot().value).toBe('uploading');
    actor.send({ type: 'CANCEL' });
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(actor.getSnapshot().context.value).toBe('old');
    expect(actor.getSnapshot().context.meta).toEqual({ filename: 'old.png' });
  });

  it('ignores progress of a cancelled upload once the next one runs', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    actor.send({ type: 'CANCEL' });
    actor.send({ type: 'SELECT', files: [file('b.jpg')] });
    calls[0].input.onProgress(0.8);
    expect(actor.getSnapshot().context.progress).toBe(0);
    calls[1].input.onProgress(0.3);
    expect(actor.getSnapshot().context.progress).toBe(0.3);
  });

  it('LEAVE while uploading cancels with upload_cancelled_on_leave', () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.error).toMatchObject({
      code: 'upload_cancelled_on_leave',
      message: 'アップロード中に移動したため、アップロードを中止しました',
    });
    expect(calls[0].signal.aborted).toBe(true);
  });

  it('LEAVE outside an upload does nothing', () => {
    const { actor } = start({ accept: 'image', value: 'k', meta: { filename: 'a.jpg' } });
    actor.send({ type: 'LEAVE' });
    expect(actor.getSnapshot().value).toBe('uploaded');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('ignores SELECT and DELETE while uploading', () => {
    const { actor, calls } = start({ accept: 'image', value: 'k', meta: { filename: 'a.jpg' } });
    actor.send({ type: 'SELECT', files: [file('b.jpg')] });
    actor.send({ type: 'SELECT', files: [file('c.jpg')] });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.value).toBe('k');
    expect(calls).toHaveLength(1);
  });

  it('ends in broken_file, shown as corrupted', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].resolve({ status: 200, result: { key: 'kb', filename: 'a.jpg', status: 'broken_file' } });
    await flush();
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('broken_file');
    expect(snapshot.context.value).toBe('kb');
    expect(snapshot.context.meta?.status).toBe('broken_file');
    expect(snapshot.context.error).toMatchObject({
      code: 'upload_broken',
      message: 'ファイルが破損しています',
    });
  });

  it('ends in scan_failed, also shown as corrupted', async () => {
    const { actor, calls } = start({ accept: 'pdf' });
    actor.send({ type: 'SELECT', files: [file('a.pdf')] });
    calls[0].resolve({ status: 200, result: { key: 'ks', status: 'scan_failed' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('scan_failed');
    expect(actor.getSnapshot().context.error?.message).toBe('ファイルが破損しています');
  });

  it('fails with upload_failed, the server message and the status', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].resolve({ status: 413, messages: ['容量を超えています'] });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toEqual({
      code: 'upload_failed',
      message: '登録できませんでした',
      details: ['容量を超えています'],
      status: 413,
    });
  });

  it('fails with the unknown-error detail when the actor rejects without a body', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].reject(new TypeError('Failed to fetch'));
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.error).toMatchObject({
      details: ['不明なエラーが発生しました'],
      status: 0,
    });
  });

  it('fails when a success answer carries no key', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].resolve({ status: 200 });
    await flush();
    expect(actor.getSnapshot().value).toBe('failed');
    expect(actor.getSnapshot().context.value).toBeNull();
  });

  it('DELETE clears value and meta', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].resolve({ status: 200, result: { key: 'k1', filename: 'a.jpg' } });
    await flush();
    actor.send({ type: 'DELETE' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toBe('empty');
    expect(snapshot.context.value).toBeNull();
    expect(snapshot.context.meta).toBeNull();
  });

  it('DELETE clears a broken file too', () => {
    const { actor } = start({
      accept: 'image',
      value: 'k',
      meta: { filename: 'a.jpg', status: 'broken_file' },
    });
    actor.send({ type: 'DELETE' });
    expect(actor.getSnapshot().value).toBe('empty');
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it('can upload again after a failure', async () => {
    const { actor, calls } = start();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    calls[0].resolve({ status: 500 });
    await flush();
    actor.send({ type: 'SELECT', files: [file('a.jpg')] });
    expect(actor.getSnapshot().value).toBe('uploading');
    expect(actor.getSnapshot().context.error).toBeNull();
    calls[1].resolve({ status: 200, result: { key: 'k9' } });
    await flush();
    expect(actor.getSnapshot().value).toBe('uploaded');
  });
});

describe('a rich-menu image', () => {
  it('takes PNG or JPEG up to 1MB, nothing else', () => {
    expect(validateUpload([{ name: 'menu.PNG', size: 1048576 }], 'richmenu')).toBeNull();
    expect(validateUpload([{ name: 'menu.jpeg', size: 10 }], 'richmenu')).toBeNull();
    expect(validateUpload([{ name: 'menu.gif', size: 10 }], 'richmenu')?.code).toBe('upload_wrong_format');
    expect(validateUpload([{ name: 'menu.png', size: 1048577 }], 'richmenu')).toEqual({
      code: 'upload_too_large',
      params: { limit: '1MB' },
    });
  });
});
