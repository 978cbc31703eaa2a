/**
 * The shape every IO actor of these machines answers with, and the helpers that read it. IO errors are data:
 * an actor resolves with the HTTP status and the body it got, and a rejection (network down, a bug in the
 * actor) is folded into the same shape, so the machines have one place that decides success, 409 or failure.
 */
import { type Lang, messageText } from '../core/messages/index.ts';

/**
 * What an IO actor resolves with (or rejects with): the HTTP status, the useful part of a success body, and the
 * server's messages of a failure body. `messages` is absent when the answer had no JSON body.
 *
 * @example const answer: ServerAnswer<{ aid: number }> = { status: 200, result: { aid: 12 } };
 */
export interface ServerAnswer<T = unknown> {
  status: number;
  result?: T;
  messages?: string[];
}

/**
 * The status the server uses for "changed elsewhere": the UI reloads instead of showing an error (spec 000 §8).
 *
 * @example if (response.status === CONFLICT_STATUS) location.reload();
 */
export const CONFLICT_STATUS = 409;

/**
 * Folds anything an actor resolved or rejected with into a `ServerAnswer`. Something without a numeric status
 * (a thrown Error, a network failure) becomes status 0 with no messages, which reads as "unknown error".
 *
 * @example toServerAnswer(new TypeError('Failed to fetch')) // { status: 0 }
 * @example toServerAnswer({ status: 422, messages: ['名前を入力してください'] }) // kept as it is
 */
export function toServerAnswer<T = unknown>(value: unknown): ServerAnswer<T> {
  if (typeof value !== 'object' || value === null) return { status: 0 };
  const record = value as Record<string, unknown>;
  if (typeof record.status !== 'number') return { status: 0 };
  const answer: ServerAnswer<T> = { status: record.status };
  if ('result' in record) answer.result = record.result as T;
  // Only a non-empty list of strings counts as "the server said something"; anything else is no JSON body.
  if (
    Array.isArray(record.messages) &&
    record.messages.length > 0 &&
    record.messages.every((m) => typeof m === 'string')
  ) {
    answer.messages = [...record.messages];
  }
  return answer;
}

/**
 * Whether an answer is a success (2xx).
 *
 * @example isSuccess({ status: 201 }) // true
 */
export function isSuccess(answer: ServerAnswer): boolean {
  return answer.status >= 200 && answer.status < 300;
}

/**
 * Whether an answer is the 409 conflict that makes the UI reload.
 *
 * @example isConflict(toServerAnswer({ status: 409 })) // true
 */
export function isConflict(answer: ServerAnswer): boolean {
  return answer.status === CONFLICT_STATUS;
}

/**
 * The lines to show for a failed answer: the server's messages one per line, or the unknown-error text when the
 * answer had no JSON body (spec 000 §8).
 *
 * @example failureMessages({ status: 500 }) // ['不明なエラーが発生しました']
 */
export function failureMessages(answer: ServerAnswer, lang: Lang = 'ja'): string[] {
  return answer.messages ?? [messageText('unknown_error', lang)];
}
