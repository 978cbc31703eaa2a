/**
 * The labels of the condition types (spec 001 §3 "Condition types"), one place for the plugins' `label` and for
 * the or-group's summary, which names the kinds of the conditions it holds without importing every plugin.
 *
 * @example CONDITION_LABELS[60].ja // 'タグ'
 */
export const CONDITION_LABELS = {
  [-1]: { ja: '読み込めない条件', en: 'Unreadable condition' },
  11: { ja: '名前', en: 'Name' },
  15: { ja: 'メールアドレス', en: 'E-mail address' },
  20: { ja: '個別メモ', en: 'Individual memo' },
  25: { ja: 'ステータスメッセージ', en: 'Status message' },
  30: { ja: '友だち登録日', en: 'Friend registration date' },
  41: { ja: 'シナリオ', en: 'Scenario' },
  50: { ja: '対応マーク', en: 'Response mark' },
  60: { ja: 'タグ', en: 'Tags' },
  65: { ja: 'イベント予約', en: 'Event reservation' },
  67: { ja: 'カレンダー予約', en: 'Calendar reservation' },
  70: { ja: 'カスタマージャーニー', en: 'Customer journey' },
  75: { ja: '友だち情報', en: 'Friend info' },
  77: { ja: '共通情報', en: 'Common info' },
  80: { ja: 'コンバージョン', en: 'Conversion' },
  85: { ja: 'ランディングページ', en: 'Landing page' },
  86: { ja: 'ランディングページ(外部リンク)', en: 'Landing page (external link)' },
  90: { ja: 'リマインダ', en: 'Reminder' },
  93: { ja: 'リッチメニュー', en: 'Rich menu' },
  95: { ja: '回答フォーム', en: 'Answer form' },
  106: { ja: '最終反応日', en: 'Last response date' },
  110: { ja: 'その他(反応・登録種別)', en: 'Other (response or registration type)' },
  115: { ja: '外部API連携', en: 'External API integration' },
  120: { ja: 'いずれかに一致(ORグループ)', en: 'Any-one-matches group' },
} as const;

/** A condition type id that has a label. */
export type ConditionType = keyof typeof CONDITION_LABELS;

/**
 * The label of a condition type in a language; unknown types read as the unreadable condition.
 *
 * @example conditionLabel(75) // '友だち情報'
 */
export function conditionLabel(type: unknown, lang: 'ja' | 'en' = 'ja'): string {
  const labels = CONDITION_LABELS as Readonly<Record<number, { ja: string; en: string }>>;
  return (typeof type === 'number' ? labels[type] : undefined)?.[lang] ?? CONDITION_LABELS[-1][lang];
}
