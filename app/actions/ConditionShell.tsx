import { useEffect, useId, useRef, useState } from 'react';
import type { ContextFlags, EditorBlock, EditorStore, Lang } from '../../engine/core/index.ts';
import type { SaveStatus } from '../../engine/machines/index.ts';
import { useBlock, useStoreContext } from '../../engine/react/index.ts';
import { EffectCondition, type EffectConditionHandle } from '../funnels/EffectCondition.tsx';
import { ItemPickerField } from '../items/ItemPickerField.tsx';
import { translate } from '../page-i18n.ts';
import { Modal } from '../ui/Modal.tsx';
import { blockName } from './block-name.ts';

/** What the shell applies on finish: the funnel id (undefined: no condition) and a_twice_type. */
export interface ConditionChoice {
  memberQueryId: number | undefined;
  twice: 0 | 1;
}

/** Props of `ConditionShell`. */
export interface ConditionShellProps {
  store: EditorStore;
  blockId: string;
  lang: Lang;
  twice: 0 | 1;
  onApply(choice: ConditionChoice): void;
  /**
   * Back, ×, Escape or a click outside: nothing changes. With the condition changed here (its conditions, the
   * funnel picked or 2回目以降も実行する) the slide-in asks first whether to discard the change.
   */
  onClose(): void;
  /** Context flags for the conditions offered, from the action's caller, e.g. `{ externalContextEvent: true }`. */
  flags?: Readonly<ContextFlags>;
  /**
   * The slide-in holds a change not yet finished, or no longer does (false again when it closes): the action
   * page guards leaving with it as with its own edits.
   */
  onDirtyChange?(dirty: boolean): void;
}

function safeSummary(store: EditorStore, block: EditorBlock, ctx: ReturnType<EditorStore['getContext']>) {
  try {
    return store.registry.get(block.kind, block.type)?.summary(block.data, ctx) ?? '';
  } catch {
    return '';
  }
}

/**
 * The condition editor that slides in per effect (spec 000 §2.4): its title shows the effect's number, type and
 * summary; back and a finish button (この条件を設定する); the a_twice_type checkbox (2回目以降も実行する). Closing
 * it without finishing after a change asks before the change is discarded (`Modal`'s `dirty`). The
 * condition itself is a funnel, edited here by the funnel editor in its board mode (`EffectCondition`) and stored
 * as the effect's member_query_id; the item picker (kind funnel) picks a saved funnel to start from. `flags` (the
 * action's caller) decide which condition types that editor offers.
 *
 * @example <ConditionShell store={store} blockId={id} lang="ja" twice={0} onApply={apply} onClose={close} />
 */
export function ConditionShell({
  store,
  blockId,
  lang,
  twice,
  onApply,
  onClose,
  flags,
  onDirtyChange,
}: ConditionShellProps) {
  const block = useBlock(store, blockId);
  const ctx = useStoreContext(store);
  const current = block?.data.member_query_id;
  const [opened] = useState(typeof current === 'number' ? current : undefined);
  const [funnel, setFunnel] = useState(opened);
  const [twiceDraft, setTwiceDraft] = useState<0 | 1>(twice);
  const ids = { funnel: useId(), twice: useId(), note: useId() };
  // The condition is a funnel edited here (board mode); finishing saves a changed one as a new funnel.
  const condition = useRef<EffectConditionHandle>(null);
  const [saving, setSaving] = useState<SaveStatus>(0);
  const [conditionEdited, setConditionEdited] = useState(false);
  const dirty = conditionEdited || funnel !== opened || twiceDraft !== twice;
  const reportDirty = useRef(onDirtyChange);
  reportDirty.current = onDirtyChange;
  useEffect(() => reportDirty.current?.(dirty), [dirty]);
  useEffect(() => () => reportDirty.current?.(false), []);
  if (!block) return null;
  const { number, type } = blockName(store, block, lang);
  const summary = safeSummary(store, block, ctx);

  return (
    <Modal
      size="slide"
      className="app-condition"
      closeLabel={translate(lang, 'close')}
      describedBy={ids.note}
      onClose={onClose}
      dirty={dirty}
      title={
        <>
          <span className="app-condition__title">{translate(lang, 'conditionTitle', { number, type })}</span>
          {summary && <span className="app-condition__summary">{summary}</span>}
        </>
      }
      footer={(close) => (
        <>
          <button type="button" className="app-button" onClick={close}>
            <span aria-hidden="true">‹ </span>
            {translate(lang, 'conditionBack')}
          </button>
          {typeof current === 'number' && (
            <button
              type="button"
              className="app-button app-button--danger"
              onClick={() => onApply({ memberQueryId: undefined, twice: twiceDraft })}
            >
              {translate(lang, 'conditionRemove')}
            </button>
          )}
          <button
            type="button"
            className="app-button app-button--primary"
            disabled={saving === 1}
            aria-busy={saving === 1 || undefined}
            onClick={() => condition.current?.finish()}
          >
            {translate(lang, saving === 1 ? 'funnelSaving' : 'conditionFinish')}
          </button>
        </>
      )}
    >
      <p id={ids.note} className="app-note">
        {translate(lang, 'funnelConditionNote')}
      </p>
      <div className="app-field">
        <label htmlFor={ids.funnel}>{translate(lang, 'conditionFunnel')}</label>
        <ItemPickerField
          id={ids.funnel}
          kind="funnel"
          label={translate(lang, 'conditionFunnel')}
          lang={lang}
          value={funnel}
          multiple={false}
          permissions={ctx.permissions}
          onChange={(value) => setFunnel(typeof value === 'number' ? value : undefined)}
        />
      </div>
      <div className="app-check">
        <input
          id={ids.twice}
          type="checkbox"
          checked={twiceDraft === 1}
          onChange={(event) => setTwiceDraft(event.target.checked ? 1 : 0)}
        />
        <label htmlFor={ids.twice}>{translate(lang, 'conditionTwice')}</label>
      </div>
      <EffectCondition
        ref={condition}
        memberQueryId={funnel}
        onDone={(memberQueryId) => onApply({ memberQueryId, twice: twiceDraft })}
        onStatusChange={setSaving}
        onDirtyChange={setConditionEdited}
        flags={flags}
      />
    </Modal>
  );
}
