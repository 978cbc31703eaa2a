import type { EditorBlock, EditorStore, Lang } from '../../engine/core/index.ts';
import { translate } from '../i18n.ts';
import { blockName } from './ConditionShell.tsx';

/** Props of `ConditionToggle`. */
export interface ConditionToggleProps {
  store: EditorStore;
  block: EditorBlock;
  lang: Lang;
  onOpen(blockId: string): void;
}

/**
 * The condition button of an effect panel (spec 000 §2.4): 条件 ON when the effect has a condition
 * (member_query_id), else 条件 OFF; it opens the condition slide-in.
 *
 * @example renderBlockExtras={(block) => <ConditionToggle store={store} block={block} lang="ja" onOpen={open} />}
 */
export function ConditionToggle({ store, block, lang, onOpen }: ConditionToggleProps) {
  const on = typeof block.data.member_query_id === 'number';
  const { number, type } = blockName(store, block, lang);
  const state = translate(lang, on ? 'conditionOn' : 'conditionOff');
  return (
    <button
      type="button"
      className={`app-cond-toggle${on ? ' app-cond-toggle--on' : ''}`}
      aria-haspopup="dialog"
      aria-label={translate(lang, 'conditionToggleLabel', { state, name: `${number}. ${type}` })}
      data-condition={on ? 'on' : 'off'}
      onClick={() => onOpen(block.id)}
    >
      {state}
    </button>
  );
}
