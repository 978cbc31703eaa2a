/**
 * The friend-info form pages' words (docs/decisions/info-form.md): the spec gives the fields' checks, not the
 * pages' words.
 */
import { useI18n } from '../page-i18n.ts';

const ja = {
  listTitle: '友だち情報フォーム',
  listLead: '友だちに名前や連絡先などを入力してもらい、友だち情報に保存するフォームです。',
  listNew: '新しい友だち情報フォーム',
  listLabel: '友だち情報フォームの一覧',
  listEmpty: '友だち情報フォームはまだありません',
  listLoadFailed: '友だち情報フォームを読み込めませんでした',
  unnamed: (id: number) => `(名前なし #${id})`,
  newTitle: '友だち情報フォームの作成',
  editTitle: '友だち情報フォームの編集',
  back: '← 友だち情報フォーム一覧へ',
  loadFailed: '友だち情報フォームを読み込めませんでした',
  fields: '取得情報',
};
type Texts = typeof ja;
const en: Texts = {
  listTitle: 'Friend-info forms',
  listLead: 'Forms a friend fills in with their name, contact details and more, saved to friend info.',
  listNew: 'New friend-info form',
  listLabel: 'Friend-info forms',
  listEmpty: 'No friend-info forms yet',
  listLoadFailed: 'The friend-info forms could not be loaded',
  unnamed: (id) => `(unnamed #${id})`,
  newTitle: 'New friend-info form',
  editTitle: 'Edit friend-info form',
  back: '← Friend-info forms',
  loadFailed: 'The friend-info form could not be loaded',
  fields: 'Fields',
};

export function useInfoFormTexts(): Texts & { lang: 'ja' | 'en' } {
  const { lang } = useI18n();
  return lang === 'en' ? { ...en, lang } : { ...ja, lang: 'ja' };
}
