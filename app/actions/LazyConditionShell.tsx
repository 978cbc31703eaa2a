/**
 * The condition slide-in, loaded when first opened: its chunk holds the funnel editor and the condition plugins'
 * editors, which an action editor that never opens a condition does not need. A hover or focus of 条件 ON/OFF
 * preloads it (`preloadConditionShell`); meanwhile the slide-in shows with its title and 読み込み中..., and a
 * chunk that fails to load shows an error with 再試行 in it.
 *
 * @example {open && <LazyConditionShell store={store} blockId={id} lang="ja" twice={0} onApply={apply} onClose={close} />}
 */
import { useBlock } from '../../engine/react/index.ts';
import { translate } from '../page-i18n.ts';
import { LazyModalPart } from '../ui/LazyModalPart.tsx';
import { lazyPart } from '../ui/lazy-part.tsx';
import { blockName } from './block-name.ts';
import type { ConditionShellProps } from './ConditionShell.tsx';

const conditionShell = lazyPart<ConditionShellProps>(() =>
  import('./ConditionShell.tsx').then((module) => module.ConditionShell),
);

/** Starts loading the condition slide-in (a hover or focus of the button that opens it). */
export const preloadConditionShell = (): Promise<void> => conditionShell.preload();

/** `ConditionShell`, loaded on first use. */
export function LazyConditionShell(props: ConditionShellProps) {
  const { store, blockId, lang, onClose } = props;
  const block = useBlock(store, blockId);
  if (!block) return null;
  const frame = {
    size: 'slide',
    className: 'app-condition',
    closeLabel: translate(lang, 'close'),
    onClose,
    title: translate(lang, 'conditionTitle', blockName(store, block, lang)),
  } as const;
  const Shell = conditionShell.Component;
  return (
    <LazyModalPart lang={lang} frame={frame}>
      <Shell {...props} />
    </LazyModalPart>
  );
}
