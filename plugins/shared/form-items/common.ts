/**
 * Change rules and the summary every form item shares.
 */
import { type ChangeRule, type PluginContext, truncateWidth } from '../../../engine/core/index.ts';
import { quoteIn } from '../summary.ts';
import type { WithRules } from './rule-list.ts';
import { isRequired } from './rules.ts';

/** The image fields as the change rule reads them. */
interface WithImage {
  image_type?: number;
  media_id?: number;
  image_url?: string;
}

/** Switching the image source drops the other source's value (none drops both). */
export function imageChange<D extends WithImage>(): ChangeRule<D> {
  return {
    on: ['image_type' as keyof D & string],
    description: {
      ja: '画像の指定方法を変えると他方の指定を消します',
      en: 'Switching the image source clears the other',
    },
    apply(draft) {
      if (draft.image_type !== 1) delete draft.media_id;
      if (draft.image_type !== 2) delete draft.image_url;
    },
  };
}

/** The default-answer fields as the change rule reads them. */
interface WithDefault {
  default_type?: number;
  default?: string;
  default_var_id?: number;
}

/** Switching the default answer drops the fixed value or the friend-info field the new one does not use. */
export function defaultAnswerChange<D extends WithDefault>(): ChangeRule<D> {
  return {
    on: ['default_type' as keyof D & string],
    description: {
      ja: '初期値の種類を変えると使わない初期値を消します',
      en: 'Switching the default clears the unused one',
    },
    apply(draft) {
      if (draft.default_type !== 1) delete draft.default;
      if (draft.default_type !== 2) delete draft.default_var_id;
    },
  };
}

/** The answer-destination fields of choice and file items. */
interface WithChoiceAction {
  choice_action?: number;
  choice_var_id?: number;
}

/** Turning the friend-info destination off clears its field. */
export function choiceActionChange<D extends WithChoiceAction>(): ChangeRule<D> {
  return {
    on: ['choice_action' as keyof D & string],
    description: {
      ja: '保存先をなしにすると友だち情報の指定を消します',
      en: 'No destination clears the friend-info field',
    },
    apply(draft) {
      if (draft.choice_action !== 1) delete draft.choice_var_id;
    },
  };
}

/** What a summary reads of any item. */
interface Summarised extends WithRules {
  title?: string;
  help?: string;
  prefs?: { hide_block?: number };
}

/**
 * The summary line of an item: its title (or 見出しなし / タイトル未設定) and marks (必須, 非表示), then `extra`.
 *
 * @example itemSummary({ title: 'お名前', rules: [{ name: 'required' }] }, ctx, ['電話番号']) // 「お名前」 必須・電話番号
 */
export function itemSummary(
  d: Summarised,
  ctx: PluginContext,
  extra: readonly { ja: string; en: string }[] = [],
  heading = false,
): string {
  const en = ctx.lang === 'en';
  const text = truncateWidth(d.title ?? '', 20) || (heading ? truncateWidth(d.help ?? '', 20) : '');
  const title = text ? quoteIn(ctx.lang, text) : en ? '(untitled)' : '(タイトル未設定)';
  const marks = [
    ...(isRequired(d) ? [{ ja: '必須', en: 'required' }] : []),
    ...(d.prefs?.hide_block === 1 ? [{ ja: '非表示', en: 'hidden' }] : []),
    ...extra,
  ].map((mark) => (en ? mark.en : mark.ja));
  return marks.length ? `${title} ${marks.join(en ? ', ' : '・')}` : title;
}
