import type { Lang } from './index.ts';

/**
 * connection_failed, the words for a call that got no answer at all, in a module of its own: the pages outside the
 * engine (the operators area) say it without loading the engine's chunk for one line, and it stays out of the
 * console's first chunk, which holds ./transport.ts (issue 14: the first route's 80 kB). ./ja.ts and ./en.ts take
 * it from here, so the catalogue still has it under its code.
 *
 * @example connectionFailed('ja') // 'サーバーに接続できません。接続を確認して、もう一度保存してください。'
 */
export const CONNECTION_FAILED = {
  ja: 'サーバーに接続できません。接続を確認して、もう一度保存してください。',
  en: 'Cannot reach the server. Check the connection and save again.',
} as const;

/** connection_failed in a language, without the catalogue. */
export const connectionFailed = (lang: Lang): string => CONNECTION_FAILED[lang];
