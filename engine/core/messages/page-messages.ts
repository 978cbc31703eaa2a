import type { Lang } from './index.ts';

/**
 * Messages that pages outside the engine (the operators area) share with the engine's editors, in a module of their
 * own: such a page says them without loading the engine's chunk for one line, and they stay out of the console's
 * first chunk, which holds ./transport.ts (issue 14: the first route's 80 kB). ./ja.ts and ./en.ts take them from
 * here, so the catalogue still has them under their codes and every page words them alike.
 *
 * @example pageMessage('leave_unsaved', 'ja') // '内容が編集されています。破棄して移動しますか？'
 */
export const PAGE_MESSAGES = {
  ja: {
    // A call that got no answer at all (status 0).
    connection_failed: 'サーバーに接続できません。接続を確認して、もう一度保存してください。',
    // Leaving a page with unsaved edits (spec 000 §2.1).
    leave_unsaved: '内容が編集されています。破棄して移動しますか？',
  },
  en: {
    connection_failed: 'Cannot reach the server. Check the connection and save again.',
    leave_unsaved: 'Content has been edited. Discard and leave?',
  },
} as const;

/** `messageText(code, lang)` for these codes, without the catalogue. */
export const pageMessage = (code: keyof (typeof PAGE_MESSAGES)['ja'], lang: Lang): string =>
  PAGE_MESSAGES[lang][code];
