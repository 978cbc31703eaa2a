/**
 * The answers page's words (docs/decisions/form-answers.md), both languages in the page's own chunk as the other
 * areas keep theirs (app/infoforms/texts.ts): nothing here reaches the console's first route. The answers and the
 * items' titles are not words of the console: they are shown as the form's author and the friend wrote them.
 */
import { useI18n } from '../page-i18n.ts';

const ja = {
  title: 'フォームの回答',
  /** The title with the form's name: フォームの回答: 満足度アンケート */
  titleOf: (name: string) => `フォームの回答: ${name}`,
  count: (total: number) => `回答数 ${total}件`,
  /** Between the count and the links: the Japanese middle dot, a plain one in English. */
  separator: ' ・ ',
  csv: 'CSVをダウンロード',
  answerPage: '回答ページ',
  example: '見本を開く',
  caption: (page: number, pages: number) => `回答一覧(新しい順、${page}/${pages}ページ)`,
  time: '回答日時',
  empty: 'まだ回答はありません。',
  paging: '回答のページ',
  previous: '前へ',
  next: '次へ',
  loadFailed: '回答を読み込めませんでした',
  offline: '回答を読み込めませんでした。通信環境を確認してください',
};
type Texts = typeof ja;
const en: Texts = {
  title: 'Form answers',
  titleOf: (name) => `Form answers: ${name}`,
  count: (total) => (total === 1 ? '1 answer' : `${total} answers`),
  separator: ' · ',
  csv: 'Download CSV',
  answerPage: 'Answering page',
  example: 'Open the preview',
  caption: (page, pages) => `Answers (newest first, page ${page} of ${pages})`,
  time: 'Answered at',
  empty: 'No answers yet.',
  paging: 'Pages of answers',
  previous: 'Previous',
  next: 'Next',
  loadFailed: 'The answers could not be loaded',
  offline: 'The answers could not be loaded. Check your connection',
};

type Worded = Texts & { lang: 'ja' | 'en' };
const words: Record<'ja' | 'en', Worded> = { ja: { ...ja, lang: 'ja' }, en: { ...en, lang: 'en' } };

/** The answers page's words in the console's language, with that language (for the times). */
export function useFormAnswersTexts(): Worded {
  return words[useI18n().lang];
}
