/**
 * What an operator sees of a placeholder (the composer's chips, the summaries, the preview's list of empty
 * ones): its label, never its code. Items a placeholder names (a friend-info field, a common-info item, a form)
 * are named when the caller can find them; docs/reference/placeholders.md lists every label.
 */
import type { Lang, PluginContext } from '../../engine/core/index.ts';
import { findContext } from './contexts.ts';
import { placeholderItem } from './placeholder-references.ts';
import {
  type DateFormat,
  type Placeholder,
  type PlaceholderKind,
  parse,
  type Segment,
} from './placeholders.ts';

/** A found item's name, `null` for a deleted one, `undefined` when not known. */
export type NameOf = (placeholder: Placeholder) => string | null | undefined;

const KIND_LABELS: Readonly<Record<PlaceholderKind, { ja: string; en: string }>> = {
  name: { ja: '名前', en: 'Name' },
  mail: { ja: 'メールアドレス', en: 'Mail address' },
  friend_link: { ja: '友だち追加URL', en: 'Friend-add URL' },
  var: { ja: '友だち情報', en: 'Friend info' },
  cvar: { ja: '共通情報', en: 'Common info' },
  form: { ja: 'フォーム', en: 'Form' },
  date: { ja: '配信日', en: 'Delivery date' },
  remain: { ja: '残り日数', en: 'Days left' },
  context: { ja: '連携データ', en: 'Linked data' },
};

/** The kind's own name, as the toolbar's buttons say it. @example kindLabel('name', 'ja') // '名前' */
export function kindLabel(kind: PlaceholderKind, lang: Lang): string {
  return KIND_LABELS[kind][lang];
}

/** The date format as an operator reads it (ddd is the weekday). @example formatLabel('M月D日(ddd)', 'ja') // 'M月D日(曜日)' */
export function formatLabel(format: DateFormat, lang: Lang): string {
  return format.replace('ddd', lang === 'en' ? 'weekday' : '曜日');
}

const slashDate = (iso: string) => iso.replaceAll('-', '/');

/**
 * The label of a placeholder, in brackets: 「[名前]」, 「[友だち情報:誕生日]」, 「[配信日+3日]」.
 *
 * @example placeholderLabel({ kind: 'name' }, 'ja') // '[名前]'
 * @example placeholderLabel({ kind: 'var', id: 4 }, 'ja', () => '誕生日') // '[友だち情報:誕生日]'
 * @example placeholderLabel({ kind: 'date', days: 3, format: 'M月D日' }, 'ja') // '[配信日+3日]'
 */
export function placeholderLabel(placeholder: Placeholder, lang: Lang, nameOf?: NameOf): string {
  const kind = kindLabel(placeholder.kind, lang);
  const separator = lang === 'en' ? ': ' : ':';
  switch (placeholder.kind) {
    case 'var':
    case 'cvar':
    case 'form': {
      const name = nameOf?.(placeholder);
      if (name === null) return `[${kind}${separator}${lang === 'en' ? '(deleted)' : '(削除済み)'}]`;
      return name === undefined ? `[${kind}]` : `[${kind}${separator}${name}]`;
    }
    case 'date':
      if (placeholder.days === 0) return `[${kind}]`;
      return lang === 'en' ? `[${kind} +${placeholder.days}d]` : `[${kind}+${placeholder.days}日]`;
    case 'remain':
      return `[${kind}${separator}${slashDate(placeholder.target)}]`;
    case 'context': {
      // A key of the catalogue by its category's and its own label (「[予約:予約日時]」); one the catalogue does
      // not know by its code, the only name it has.
      const known = findContext(placeholder);
      return known
        ? `[${known.category[lang]}${separator}${known.key[lang]}]`
        : `[${kind}${separator}${placeholder.key}]`;
    }
    default:
      return `[${kind}]`;
  }
}

/**
 * The item code a placeholder carries for an item: its own `code` when it has the length the grammar asks
 * (forms 6, common info 4), else its id in as many digits (the console's items have no such code yet:
 * docs/decisions/composer.md). Undefined when neither fits.
 *
 * @example itemCode({ id: 7 }, 4) // '0007'
 * @example itemCode({ id: 1, code: 'ab12cd' }, 6) // 'ab12cd'
 */
export function itemCode(item: { id: number | string; code?: unknown }, length: 4 | 6): string | undefined {
  if (typeof item.code === 'string' && new RegExp(`^\\w{${length}}$`).test(item.code)) return item.code;
  const id = String(item.id);
  return /^\d+$/.test(id) && id.length <= length ? id.padStart(length, '0') : undefined;
}

/**
 * Names the items of the placeholders from a plugin context (summaries): a friend-info field by id, a common-
 * info item or a form by an id-code (its digits); a code no id reads as stays unnamed.
 */
export function contextNames(ctx: Pick<PluginContext, 'item'>): NameOf {
  return (placeholder) => {
    const named = placeholderItem(placeholder);
    return named ? nameOrNull(ctx.item(named.kind, named.id)) : undefined;
  };
}

function nameOrNull(item: { name: string } | null | undefined): string | null | undefined {
  return item === null ? null : item?.name;
}

/**
 * The message as an operator reads it: placeholders by label. Each segment is returned, so a caller that cuts
 * the text may keep a label whole.
 *
 * @example labelledSegments('[name]さん', 'ja').map((part) => part.text).join('') // '[名前]さん'
 */
export function labelledSegments(
  message: string,
  lang: Lang,
  nameOf?: NameOf,
): { text: string; segment: Segment }[] {
  return parse(message).map((segment) => ({
    segment,
    text: segment.type === 'text' ? segment.text : placeholderLabel(segment.placeholder, lang, nameOf),
  }));
}
