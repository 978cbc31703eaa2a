import { useId } from 'react';
import type { EditorBlock, EditorStore, Lang } from '../../engine/core/index.ts';
import { translate } from '../page-i18n.ts';
import { blockName } from './block-name.ts';
import { useConditionSummary } from './condition-summary.ts';
import { preloadConditionShell } from './LazyConditionShell.tsx';

/** Props of `ConditionToggle`. */
export interface ConditionToggleProps {
  store: EditorStore;
  block: EditorBlock;
  lang: Lang;
  onOpen(blockId: string): void;
}

/**
 * The condition button of an effect panel (spec 000 §2.4): 条件 ON when the effect has a condition
 * (member_query_id), else 条件 OFF; it opens the condition slide-in. Beside 条件 ON it says what the condition
 * is: the summaries of the funnel's conditions (`useConditionSummary`), which the button names as its
 * description; the whole list shows as the tooltip. A condition whose funnel was deleted reads 条件 削除済み in
 * the error colours with what to do, before a save is refused for it.
 *
 * @example renderBlockExtras={(block) => <ConditionToggle store={store} block={block} lang="ja" onOpen={open} />}
 */
export function ConditionToggle({ store, block, lang, onOpen }: ConditionToggleProps) {
  const fid = typeof block.data.member_query_id === 'number' ? block.data.member_query_id : undefined;
  const on = fid !== undefined;
  const summary = useConditionSummary(store, fid, lang);
  const summaryId = useId();
  const { number, type } = blockName(store, block, lang);
  const missing = summary?.missing === true;
  const state = translate(lang, missing ? 'conditionMissingState' : on ? 'conditionOn' : 'conditionOff');
  return (
    <span className="app-cond">
      <button
        type="button"
        className={`app-cond-toggle${missing ? ' app-cond-toggle--missing' : on ? ' app-cond-toggle--on' : ''}`}
        aria-haspopup="dialog"
        aria-label={translate(lang, 'conditionToggleLabel', { state, name: `${number}. ${type}` })}
        aria-describedby={summary ? summaryId : undefined}
        data-condition={missing ? 'missing' : on ? 'on' : 'off'}
        onClick={() => onOpen(block.id)}
        // The slide-in's chunk starts loading before the click.
        onPointerEnter={preloadConditionShell}
        onFocus={preloadConditionShell}
      >
        {state}
      </button>
      {summary && (
        <span
          id={summaryId}
          className={`app-cond-summary${missing ? ' app-cond-summary--missing' : ''}`}
          title={summary.lines.join('\n') || summary.text}
        >
          {summary.text}
        </span>
      )}
    </span>
  );
}
