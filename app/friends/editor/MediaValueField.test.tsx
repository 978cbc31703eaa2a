// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiResult } from '../../api/types.ts';
import { MediaValueField } from './MediaValueField.tsx';
import type { VarMediaAnswer, VarMediaUpload } from './media-api.ts';

afterEach(cleanup);

const KEY = '0123456789abcdef0123456789abcdef';

/** An upload stub whose answer the test gives, recording what was sent and the abort signal. */
function pendingUpload() {
  const calls: { varId: number; file: File; onProgress(ratio: number): void; signal: AbortSignal }[] = [];
  let answer: (result: ApiResult<VarMediaAnswer>) => void = () => {};
  const upload = vi.fn<VarMediaUpload>(
    (varId, file, onProgress, signal) =>
      new Promise((resolve) => {
        calls.push({ varId, file, onProgress, signal });
        answer = resolve;
      }),
  );
  return { upload, calls, answer: (result: ApiResult<VarMediaAnswer>) => answer(result) };
}

const file = (name: string, size = 2048, type = 'image/png') => {
  const made = new File(['x'], name, { type });
  Object.defineProperty(made, 'size', { value: size });
  return made;
};
const choose = (files: File[]) =>
  fireEvent.change(screen.getByLabelText('画像を選択'), { target: { files } });

describe('MediaValueField', () => {
  it('uploads a chosen image with progress, shows its thumbnail, and deletes it (value and meta cleared)', async () => {
    const { upload, calls, answer } = pendingUpload();
    const onChange = vi.fn();
    render(
      <MediaValueField varId={12} type={10} value="" meta="" lang="ja" onChange={onChange} upload={upload} />,
    );
    expect(screen.getByText('jpg・jpeg・png・gif、10MBまで')).toBeTruthy();
    choose([file('身分証.png')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0].varId).toBe(12);
    expect(calls[0].file.name).toBe('身分証.png');
    act(() => calls[0].onProgress(0.25));
    const bar = await screen.findByRole('progressbar');
    await waitFor(() => expect((bar as HTMLProgressElement).value).toBe(0.25));
    expect(screen.getByText('身分証.png をアップロード処理中')).toBeTruthy();
    act(() =>
      answer({
        ok: true,
        status: 200,
        data: { key: KEY, filename: '身分証.png', status: 'generated_thumbnail', url: '', thumbnail_url: '' },
      }),
    );
    await waitFor(() =>
      expect(onChange).toHaveBeenCalledWith(
        KEY,
        JSON.stringify({ filename: '身分証.png', status: 'generated_thumbnail' }),
      ),
    );
    const thumbnail = screen.getByRole('img', { name: '身分証.png' }) as HTMLImageElement;
    expect(thumbnail.getAttribute('src')).toMatch(new RegExp(`/api/attachment/thumbnail/${KEY}$`));
    expect(screen.getByRole('link', { name: '身分証.pngを開く' }).getAttribute('href')).toMatch(
      new RegExp(`/api/attachment/original/${KEY}$`),
    );
    expect(screen.queryByRole('progressbar')).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: '身分証.pngを削除' }));
    await waitFor(() => expect(onChange).toHaveBeenLastCalledWith('', ''));
    expect(screen.getByLabelText('画像を選択')).toBeTruthy();
  });

  it('checks a selection before sending: format, size with the limit, one file', async () => {
    const { upload } = pendingUpload();
    render(
      <MediaValueField varId={12} type={10} value="" meta="" lang="ja" onChange={() => {}} upload={upload} />,
    );
    choose([file('memo.txt')]);
    expect((await screen.findByRole('alert')).textContent).toContain('ファイル形式が正しくありません');
    choose([file('big.jpg', 10485761)]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('ファイルサイズが大きすぎます(上限 10MB)'),
    );
    choose([file('a.png'), file('b.png')]);
    await waitFor(() =>
      expect(screen.getByRole('alert').textContent).toContain('複数のファイルはアップロードできません'),
    );
    choose([file('empty.png', 0)]);
    await waitFor(() => expect(screen.getByRole('alert').textContent).toContain('ファイルが空です'));
    expect(upload).not.toHaveBeenCalled();
  });

  it('shows a failure as could-not-register with the status and the server’s lines', async () => {
    const { upload, calls, answer } = pendingUpload();
    const onChange = vi.fn();
    render(
      <MediaValueField varId={12} type={10} value="" meta="" lang="ja" onChange={onChange} upload={upload} />,
    );
    choose([file('a.png')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    act(() =>
      answer({
        ok: false,
        status: 422,
        messages: ['画像の幅または高さが正しくありません'],
        errors: {},
        fromServer: true,
      }),
    );
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('登録できませんでした (ステータス 422)');
    expect(alert.textContent).toContain('画像の幅または高さが正しくありません');
    expect(onChange).not.toHaveBeenCalled();
  });

  it('cancels an upload with the cancel button, and when it unmounts while uploading', async () => {
    const { upload, calls } = pendingUpload();
    const view = render(
      <MediaValueField varId={12} type={10} value="" meta="" lang="ja" onChange={() => {}} upload={upload} />,
    );
    choose([file('a.png')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    fireEvent.click(screen.getByRole('button', { name: 'アップロードを中止' }));
    await waitFor(() => expect(calls[0].signal.aborted).toBe(true));
    expect(screen.getByLabelText('画像を選択')).toBeTruthy();
    choose([file('b.png')]);
    await waitFor(() => expect(calls).toHaveLength(2));
    view.unmount();
    expect(calls[1].signal.aborted).toBe(true);
  });

  it('hands the keyboard focus to the next step’s control instead of dropping it to <body>', async () => {
    const { upload, calls, answer } = pendingUpload();
    render(
      <MediaValueField varId={12} type={10} value="" meta="" lang="ja" onChange={() => {}} upload={upload} />,
    );
    const input = screen.getByLabelText('画像を選択');
    input.focus();
    choose([file('a.png')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() =>
      expect(document.activeElement).toBe(screen.getByRole('button', { name: 'アップロードを中止' })),
    );
    act(() =>
      answer({
        ok: true,
        status: 200,
        data: { key: KEY, filename: 'a.png', status: 'generated_thumbnail', url: '', thumbnail_url: '' },
      }),
    );
    const remove = await screen.findByRole('button', { name: 'a.pngを削除' });
    await waitFor(() => expect(document.activeElement).toBe(remove));
    fireEvent.click(remove);
    await waitFor(() => expect(document.activeElement).toBe(screen.getByLabelText('画像を選択')));
  });

  it('leaves the focus alone when it is elsewhere as a step ends', async () => {
    const { upload, calls, answer } = pendingUpload();
    render(
      <>
        <button type="button">elsewhere</button>
        <MediaValueField
          varId={12}
          type={10}
          value=""
          meta=""
          lang="ja"
          onChange={() => {}}
          upload={upload}
        />
      </>,
    );
    screen.getByLabelText('画像を選択').focus();
    choose([file('a.png')]);
    await waitFor(() => expect(calls).toHaveLength(1));
    const elsewhere = screen.getByRole('button', { name: 'elsewhere' });
    elsewhere.focus();
    act(() =>
      answer({
        ok: true,
        status: 200,
        data: { key: KEY, filename: 'a.png', status: 'generated_thumbnail', url: '', thumbnail_url: '' },
      }),
    );
    await screen.findByRole('button', { name: 'a.pngを削除' });
    expect(document.activeElement).toBe(elsewhere);
  });

  it('shows a stored PDF as a link with its name, and a broken file as corrupted', () => {
    const { upload } = pendingUpload();
    render(
      <MediaValueField
        varId={13}
        type={13}
        value={KEY}
        meta={JSON.stringify({ filename: '契約書.pdf', status: 'checked_file' })}
        lang="ja"
        onChange={() => {}}
        upload={upload}
      />,
    );
    const link = screen.getByRole('link', { name: '契約書.pdf' });
    expect(link.getAttribute('href')).toMatch(new RegExp(`/api/attachment/original/${KEY}$`));
    expect(screen.queryByRole('alert')).toBeNull();
    cleanup();
    render(
      <MediaValueField
        varId={13}
        type={13}
        value={KEY}
        meta={JSON.stringify({ filename: 'cut.pdf', status: 'broken_file' })}
        lang="ja"
        onChange={() => {}}
        upload={upload}
      />,
    );
    expect(screen.getByRole('alert').textContent).toBe('ファイルが破損しています');
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'cut.pdfを削除' })).toBeTruthy();
  });

  it('is disabled when the editor says so', () => {
    render(<MediaValueField varId={12} type={10} value="" meta="" disabled lang="ja" onChange={() => {}} />);
    expect((screen.getByLabelText('画像を選択') as HTMLInputElement).disabled).toBe(true);
  });
});
