import type { Lang } from './index.ts';

/**
 * The messages a failed call shows before any page has loaded (unknown_error, save_timeout), in a module of their
 * own: the console's HTTP layer (app/api/http.ts, in its first chunk) needs these two, not the whole catalogue
 * (issue 14). connection_failed too: the pages outside the engine (the operators area) word a call that got no
 * answer with it, without loading the engine's chunk for one line. ./ja.ts and ./en.ts take them from here, so
 * the catalogue still has them under their codes.
 *
 * @example transportMessage('save_timeout', 'ja') // '通信がタイムアウトしました'
 */
export const TRANSPORT_MESSAGES = {
  ja: {
    unknown_error: '不明なエラーが発生しました',
    save_timeout: '通信がタイムアウトしました',
    connection_failed: 'サーバーに接続できません。接続を確認して、もう一度保存してください。',
  },
  en: {
    unknown_error: 'An unknown error occurred',
    save_timeout: 'The request timed out',
    connection_failed: 'Cannot reach the server. Check the connection and save again.',
  },
} as const;

/** `messageText(code, lang)` for the two transport codes, without the catalogue. */
export const transportMessage = (code: keyof (typeof TRANSPORT_MESSAGES)['ja'], lang: Lang): string =>
  TRANSPORT_MESSAGES[lang][code];
