/**
 * The dry run dialog, loaded when first opened: an editor that never runs one does not carry it. Meanwhile the
 * dialog shows with its title and 読み込み中..., and a chunk that fails to load shows an error with 再試行.
 *
 * @example {open && <LazyDryRunDialog document={editor.currentDocument} onClose={close} />}
 */
import { useI18n } from '../page-i18n.ts';
import { LazyModalPart } from '../ui/LazyModalPart.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import type { DryRunDialogProps } from './DryRunDialog.tsx';

const dryRunDialog = lazyPart<DryRunDialogProps>(() =>
  import('./DryRunDialog.tsx').then((module) => module.DryRunDialog),
);

/** `DryRunDialog`, loaded on first use. */
export function LazyDryRunDialog(props: DryRunDialogProps) {
  const { t, lang } = useI18n();
  const Dialog = dryRunDialog.Component;
  return (
    <LazyModalPart
      lang={lang}
      frame={{ size: 'large', closeLabel: t('close'), onClose: props.onClose, title: t('dryRunTitle') }}
    >
      <Dialog {...props} />
    </LazyModalPart>
  );
}
