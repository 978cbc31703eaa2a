import { PAGE_MESSAGES } from './page-messages.ts';
import { TRANSPORT_MESSAGES } from './transport.ts';

/**
 * The Japanese message catalogue: the contract. Where the specification quotes a message, the text here is
 * that quote exactly (spec 000 §5, §8; spec 001 §5, §8). `{field}` is replaced by the field's title and other
 * `{name}` placeholders by the params.
 *
 * @example messageText('already_added', 'ja') // '既に追加されています'
 */
export const ja = {
  // Block lists and documents (spec 000 §5.3, spec 001 §4)
  already_added: '既に追加されています',
  min_one_block: '最低1つの要素を選択して下さい',
  unknown_type: '不明な種類の要素です(種別 {type})。内容はそのまま保存されます',
  broken_block: 'この要素は読み込めません。内容はそのまま保存されます',
  ability_missing: 'このアカウントでは利用できない種類です',
  not_listed: 'この種類は新しく追加できません',
  nested_not_allowed: 'この要素の中には入れられません',
  block_not_found: '対象の要素が見つかりません',
  read_only: 'この要素は読み取り専用です',
  // Schema keyword errors, prefixed with the field's title (DESIGN §4)
  required: '{field}を入力してください',
  type: '{field}の形式が正しくありません',
  // A number with a fraction (or any other value) where the schema wants an integer: says what to type
  integer: '{field}は整数で入力してください',
  enum: '{field}の値が選択肢にありません',
  minLength: '{field}は{limit}文字以上で入力してください',
  maxLength: '{field}は{limit}文字以内で入力してください',
  minimum: '{field}は{limit}以上で入力してください',
  maximum: '{field}は{limit}以下で入力してください',
  exclusiveMinimum: '{field}は{limit}より大きい値を入力してください',
  exclusiveMaximum: '{field}は{limit}より小さい値を入力してください',
  pattern: '{field}の形式が正しくありません',
  format: '{field}の形式が正しくありません',
  minItems: '{field}を{limit}件以上選択してください',
  maxItems: '{field}は{limit}件以内で選択してください',
  uniqueItems: '{field}に重複があります',
  additionalProperties: '{field}に不明な項目 {property} があります',
  multipleOf: '{field}は{limit}の倍数で入力してください',
  invalid: '{field}の値が正しくありません',
  // A field the operator picks rather than types (spec 000 §5.4); the editor counts it as not filled in yet
  action_required: '{field}を選択してください',
  // IO and saving (spec 000 §4, §8)
  io_busy: '現在通信中です、OKを押してそのままお待ち下さい。',
  save_succeeded: '登録にしました',
  save_failed: '登録に失敗しました',
  unknown_error: TRANSPORT_MESSAGES.ja.unknown_error,
  save_timeout: TRANSPORT_MESSAGES.ja.save_timeout,
  conflict_reload: '他の画面で更新されています。再読み込みします',
  // Documents: connection, merges and drafts (not shown in the spec: docs/documents.md)
  connection_failed: PAGE_MESSAGES.ja.connection_failed,
  merged_theirs: '他の担当者の変更を取り込みました',
  merge_gave_up: '他の担当者による更新が続いています。しばらくしてから、もう一度保存してください。',
  draft_found: '{time} に編集した保存されていない下書きがあります',
  draft_restored: '下書きを復元しました(元の版が見つからないため、下書きの内容を優先しました)',
  draft_merged: '下書きを復元しました',
  // Uploads (spec 000 §5.1)
  upload_empty: 'ファイルが空です',
  upload_no_file: 'ファイルが選択されていません',
  upload_too_large: 'ファイルサイズが大きすぎます(上限 {limit})',
  upload_wrong_format: 'ファイル形式が正しくありません',
  upload_wrong_dimensions: '画像の幅または高さが正しくありません',
  upload_multiple: '複数のファイルはアップロードできません',
  upload_cancelled_on_leave: 'アップロード中に移動したため、アップロードを中止しました',
  upload_broken: 'ファイルが破損しています',
  upload_failed: '登録できませんでした',
  // Leave guard (spec 000 §2.1)
  leave_unsaved: PAGE_MESSAGES.ja.leave_unsaved,
  // A dialog or slide-in closed with unsaved edits (spec 002 §4, applied to every dialog that edits)
  discard_unsaved: '編集中の内容が破棄されます。よろしいですか？',
} as const;

/** Every message code the engine itself knows. Plugins add their own through `messages`. */
export type CoreMessageCode = keyof typeof ja;
