import type { FastifyRequest } from 'fastify';
import { refuse } from '../http/errors.ts';

/**
 * The bytes of the multipart body's `file` part, for an upload route in a scope where @fastify/multipart is
 * registered with its fileSize limit: 413 with `messages.tooLarge` past the limit, 422 with `messages.missing`
 * without a `file` part (or a cut body). Shared by the rich-menu image and the answering page's file uploads.
 *
 * @example const bytes = await uploadedFile(request, { missing: 'ファイルを選択してください', tooLarge: '…' });
 */
export async function uploadedFile(
  request: FastifyRequest,
  messages: { missing: string; tooLarge: string },
): Promise<Buffer> {
  let file: Awaited<ReturnType<FastifyRequest['file']>>;
  try {
    file = await request.file();
  } catch {
    // A multipart body without a readable part (cut, or over the parts limit).
    throw refuse(422, messages.missing, '/file');
  }
  if (file?.fieldname !== 'file') throw refuse(422, messages.missing, '/file');
  try {
    return await file.toBuffer();
  } catch (error) {
    if ((error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE')
      throw refuse(413, messages.tooLarge, '/file');
    throw error;
  }
}
