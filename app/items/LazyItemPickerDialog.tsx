/**
 * The item picker's dialog, loaded when first opened: its chunk holds the search (fuse.js), the folder and
 * item lists and the create forms, which a page that only shows picked items does not need. A hover or focus
 * of the button that opens it preloads it (`preloadItemPicker`); meanwhile the dialog shows with its title and
 * 読み込み中..., and a chunk that fails to load shows an error with 再試行 in it.
 *
 * @example {open && <LazyItemPickerDialog kind="tag" title="タグを選択" lang="ja" … />}
 */
import { translate } from '../page-i18n.ts';
import { LazyModalPart } from '../ui/LazyModalPart.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import type { ItemPickerDialogProps } from './ItemPickerDialog.tsx';

const picker = lazyPart<ItemPickerDialogProps>(() =>
  import('./ItemPickerDialog.tsx').then((module) => module.ItemPickerDialog),
);

/** Starts loading the picker's dialog (a hover or focus of the button that opens it). */
export const preloadItemPicker = (): Promise<void> => picker.preload();

/** `ItemPickerDialog`, loaded on first use. */
export function LazyItemPickerDialog(props: ItemPickerDialogProps) {
  const { lang, title, onClose } = props;
  const frame = {
    size: 'medium',
    className: 'app-picker',
    closeLabel: translate(lang, 'close'),
    onClose,
    title,
  } as const;
  const Dialog = picker.Component;
  return (
    <LazyModalPart lang={lang} frame={frame}>
      <Dialog {...props} />
    </LazyModalPart>
  );
}
