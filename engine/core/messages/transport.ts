import type { Lang } from './index.ts';

/**
 * The messages a failed call shows before any page has loaded (unknown_error, save_timeout), in a module of their
 * own: the console's HTTP layer (app/api/http.ts, in its first chunk) needs these two, not the whole catalogue
 * (issue 14). ./ja.ts and ./en.ts take them from here, so the catalogue still has them under their codes
 * (connection_failed, which only pages need, is ./page-messages.ts's).
 *
 * @example transportMessage('save_timeout', 'ja') // '通信がタイムアウトしました'
 */
export const TRANSPORT_MESSAGES = {
  ja: {
    unknown_error: '不明なエラーが発生しました',
    save_timeout: '通信がタイムアウトしました',
  },
  en: {
    unknown_error: 'An unknown error occurred',
    save_timeout: 'The request timed out',
  },
} as const;

/** `messageText(code, lang)` for the two transport codes, without the catalogue. */
export const transportMessage = (code: keyof (typeof TRANSPORT_MESSAGES)['ja'], lang: Lang): string =>
  TRANSPORT_MESSAGES[lang][code];
