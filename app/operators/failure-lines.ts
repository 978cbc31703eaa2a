import type { Lang } from '../../engine/core/messages/index.ts';
import { pageMessage } from '../../engine/core/messages/page-messages.ts';
import type { ApiFailure } from '../api/types.ts';

/**
 * The lines a refused or failed write of the operators area shows. A call that got no answer at all (status 0:
 * the server is down or the network gone; app/api/http.ts) says the connection failed, as the editors' saves do
 * (engine/machines/document/steps.ts), instead of the transport's 不明なエラーが発生しました. A timeout keeps its own
 * line; an aborted call (the page left) is not the operator's to read.
 *
 * @example failureLines({ ok: false, status: 0, messages: ['不明なエラーが発生しました'], errors: {}, fromServer: false }, 'ja')
 * // ['サーバーに接続できません。接続を確認して、もう一度保存してください。']
 */
export function failureLines(failure: ApiFailure, lang: Lang): string[] {
  if (failure.status === 0 && !failure.timedOut && !failure.aborted)
    return [pageMessage('connection_failed', lang)];
  return failure.messages;
}
