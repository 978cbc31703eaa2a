/**
 * Schema fragments of the form items (kind `form-item`, spec 002 §3 "Form item", "Choice", "Rules"). Wire names
 * are the specification's; the decisions where it is silent are in docs/form-items.md.
 */
import { NON_BLANK } from '../../../engine/core/index.ts';
import { hhmm, itemId } from '../time.ts';

/** The largest number a number limit (max_value, min_value) takes (spec 002 §5). */
export const NUMBER_LIMIT_MAX = 999999999999999;

/** A 0/1 switch, as the wire sends flags. @example { ...flag01('タイトルを隠す', 'Hide title') } */
export const flag01 = <const T extends string, const E extends string>(title: T, titleEn: E) =>
  ({ type: 'integer', enum: [0, 1], title, 'x-title-en': titleEn, 'x-widget': 'checkbox' }) as const;

/** The display flags of an item (`prefs`). Every flag is 0/1; absent means 0. */
export const prefsSchema = {
  type: 'object',
  title: '表示設定',
  'x-title-en': 'Display settings',
  properties: {
    hide_title: flag01('タイトルを表示しない', 'Hide the title'),
    hide_block: flag01('項目を表示しない', 'Hide the item'),
    show_number_limit: flag01('数値の範囲を表示', 'Show the number range'),
    show_string_length_limit: flag01('文字数の制限を表示', 'Show the length limit'),
    zip: flag01('郵便番号から住所を入力', 'Fill the address from the postal code'),
  },
  additionalProperties: false,
} as const;

/** The flags a change of the input rule group resets (spec 002 §4). */
export const DISPLAY_FLAGS = ['show_number_limit', 'show_string_length_limit', 'zip'] as const;

/** A question's title: required, at most 255 (spec 002 §5). */
export const requiredTitle = {
  type: 'string',
  minLength: 1,
  pattern: NON_BLANK,
  maxLength: 255,
  title: 'タイトル',
  'x-title-en': 'Title',
} as const;

/** A heading's title: optional (the heading may be its text alone), at most 255. */
export const headingTitle = {
  type: 'string',
  maxLength: 255,
  title: '見出し',
  'x-title-en': 'Heading',
} as const;

/** Help under a question: at most 200 (spec 002 §5). */
export const itemHelp = {
  type: 'string',
  maxLength: 200,
  title: '説明文',
  'x-title-en': 'Help',
  'x-widget': 'textarea',
} as const;

/** A heading's text: at most 2000 (spec 002 §5). */
export const headingHelp = {
  type: 'string',
  maxLength: 2000,
  title: '本文',
  'x-title-en': 'Text',
  'x-widget': 'textarea',
} as const;

/**
 * The fields every item has beside its type: its name in the form (type plus running number, given by the form),
 * its section, and an image (none, a registered media, a URL).
 */
export const commonItemProperties = {
  name: {
    type: 'string',
    pattern: '^[a-z_]+[0-9]+$',
    maxLength: 64,
    title: '項目名',
    'x-title-en': 'Item name',
    description: 'フォーム内の項目名(種類+連番)。フォームが採番します',
    'x-description-en': 'The name in the form (type plus running number), numbered by the form',
  },
  page: {
    type: 'integer',
    minimum: 1,
    title: 'セクション',
    'x-title-en': 'Section',
    'x-widget': 'hidden',
  },
  image_type: {
    type: 'integer',
    title: '画像',
    'x-title-en': 'Image',
    oneOf: [
      { const: 0, title: 'なし', 'x-title-en': 'None' },
      { const: 1, title: '登録済みのメディア', 'x-title-en': 'Registered media' },
      { const: 2, title: 'URLで指定', 'x-title-en': 'By URL' },
    ],
    default: 0,
  },
  // A registered media is chosen with the media uploader (spec 002 §7), not the item picker: no x-item.
  media_id: { type: 'integer', minimum: 1, title: 'メディア', 'x-title-en': 'Media' },
  image_url: {
    type: 'string',
    format: 'uri',
    pattern: '^https?://',
    maxLength: 2000,
    title: '画像URL',
    'x-title-en': 'Image URL',
  },
  prefs: prefsSchema,
} as const;

/** The image requirements: a media for 1, a URL for 2. */
export const imageConditions = [
  {
    if: { properties: { image_type: { const: 1 } }, required: ['image_type'] },
    then: { required: ['media_id'] },
  },
  {
    if: { properties: { image_type: { const: 2 } }, required: ['image_type'] },
    then: { required: ['image_url'] },
  },
] as const;

/** A placeholder shown in an empty input (not shown in the spec: at most 255). */
export const placeholderSchema = {
  type: 'string',
  maxLength: 255,
  title: 'プレースホルダー',
  'x-title-en': 'Placeholder',
} as const;

/** The default answer of a text input: none, a fixed value, or a friend-info field's value (spec 002 §3). */
export const defaultAnswerProperties = {
  default_type: {
    type: 'integer',
    title: '初期値',
    'x-title-en': 'Default answer',
    oneOf: [
      { const: 0, title: 'なし', 'x-title-en': 'None' },
      { const: 1, title: '固定値', 'x-title-en': 'Fixed value' },
      { const: 2, title: '友だち情報の値', 'x-title-en': 'A friend-info value' },
    ],
    default: 0,
  },
  default: { type: 'string', maxLength: 20000, title: '初期値の内容', 'x-title-en': 'Default value' },
  default_var_id: itemId('varia', '初期値の友だち情報', 'Friend info of the default'),
} as const;

/** default is required for a fixed value, default_var_id for a friend-info value. */
export const defaultAnswerConditions = [
  {
    if: { properties: { default_type: { const: 1 } }, required: ['default_type'] },
    then: { required: ['default'] },
  },
  {
    if: { properties: { default_type: { const: 2 } }, required: ['default_type'] },
    then: { required: ['default_var_id'] },
  },
] as const;

/** Where a choice item's answer (or a file) goes: nowhere (0) or a friend-info field (1, choice_var_id). */
export const choiceActionProperties = {
  choice_action: {
    type: 'integer',
    title: '回答の保存先',
    'x-title-en': 'Answer destination',
    oneOf: [
      { const: 0, title: '保存しない', 'x-title-en': 'None' },
      { const: 1, title: '友だち情報に保存', 'x-title-en': 'Friend info' },
    ],
    default: 0,
  },
  choice_var_id: itemId('varia', '保存先の友だち情報', 'Friend-info field'),
} as const;

/** choice_var_id is required when the answer goes to friend info. */
export const choiceActionConditions = [
  {
    if: { properties: { choice_action: { const: 1 } }, required: ['choice_action'] },
    then: { required: ['choice_var_id'] },
  },
] as const;

/** The reminder a date answer may start (datepicker): do_set_episode, episode_id, episode_goal_time (10:00). */
export const episodeProperties = {
  do_set_episode: flag01('回答日時でリマインダを開始', 'Start a reminder at the answered date'),
  episode_id: itemId('episode', 'リマインダ', 'Reminder'),
  episode_goal_time: { ...hhmm('ゴール時刻', 'Goal time'), default: '10:00' },
} as const;
