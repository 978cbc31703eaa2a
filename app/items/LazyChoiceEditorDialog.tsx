/**
 * The choice editor of a choice-type friend-info field, loaded when first opened from an item field (its chunk
 * holds the sortable list and the delete-with-values flow, which a page showing a picked field does not need).
 * Meanwhile its frame shows with 読み込み中..., and a chunk that fails to load shows an error with 再試行.
 *
 * @example {editing && <LazyChoiceEditorDialog field={item} lang="ja" onDone={() => setEditing(false)} />}
 */
import { translate } from '../page-i18n.ts';
import { LazyModalPart } from '../ui/LazyModalPart.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import type { ChoiceEditorDialogProps } from './ChoiceEditorDialog.tsx';

const editor = lazyPart<ChoiceEditorDialogProps>(() =>
  import('./ChoiceEditorDialog.tsx').then((module) => module.ChoiceEditorDialog),
);

/** `ChoiceEditorDialog`, loaded on first use. */
export function LazyChoiceEditorDialog(props: ChoiceEditorDialogProps) {
  const { lang, onDone } = props;
  const frame = {
    size: 'small',
    closeLabel: translate(lang, 'close'),
    onClose: onDone,
    title: translate(lang, 'varChoicesTitle'),
  } as const;
  const Dialog = editor.Component;
  return (
    <LazyModalPart lang={lang} frame={frame}>
      <Dialog {...props} />
    </LazyModalPart>
  );
}
