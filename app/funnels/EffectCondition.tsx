import { type Ref, useCallback, useImperativeHandle, useRef, useState } from 'react';
import type { ContextFlags } from '../../engine/core/index.ts';
import type { SaveStatus } from '../../engine/machines/index.ts';
import { FunnelEditor, type FunnelEditorHandle } from './FunnelEditor.tsx';

/** What the condition slide-in asks of the funnel inside it. */
export interface EffectConditionHandle {
  /**
   * Finishes: an unchanged condition keeps its funnel (no call, no new funnel); a changed one is saved as a new
   * funnel (postemit) and its fid handed to `onDone`; an untouched new one means "no condition" (undefined).
   */
  finish(): void;
}

/** Props of `EffectCondition`. */
export interface EffectConditionProps {
  /** The funnel the effect's condition names now (member_query_id), or the one picked to start from. */
  memberQueryId: number | undefined;
  /** The funnel id to store in member_query_id (undefined: no condition). */
  onDone(memberQueryId: number | undefined): void;
  onStatusChange?(status: SaveStatus): void;
  /** The funnel editor holds unsaved edits (the condition was changed here), or no longer does. */
  onDirtyChange?(dirty: boolean): void;
  /** Context flags for the conditions offered, e.g. `{ externalContextEvent: true }`. */
  flags?: Readonly<ContextFlags>;
  ref?: Ref<EffectConditionHandle>;
}

/**
 * The condition of one action effect (spec 000 §2.4, §3.8): the funnel editor in its board mode, loaded from the
 * effect's member_query_id, saved with the postemit finisher. Each changed condition becomes a new, unnamed funnel
 * (even when it started from a named custom search picked here), so the action's undo and an unsaved action never
 * see a funnel change under them, and the funnel list does not show it as a second custom search. A funnel that cannot be loaded
 * reads 取得に失敗しました (spec 000 §8 "Condition load failure").
 *
 * @example <EffectCondition ref={condition} memberQueryId={12} onDone={(id) => store.update(blockId, ['member_query_id'], id)} />
 */
export function EffectCondition(props: EffectConditionProps) {
  const { memberQueryId, onDone, onDirtyChange: reportDirty, onStatusChange, flags, ref } = props;
  const editor = useRef<FunnelEditorHandle>(null);
  const [dirty, setDirty] = useState(false);
  const latest = useRef({ dirty, memberQueryId, onDone, reportDirty });
  latest.current = { dirty, memberQueryId, onDone, reportDirty };

  useImperativeHandle(
    ref,
    () => ({
      finish() {
        const { dirty: changed, memberQueryId: current, onDone: done } = latest.current;
        if (!changed) done(current);
        else editor.current?.submit();
      },
    }),
    [],
  );

  const onDirtyChange = useCallback((next: boolean) => {
    setDirty(next);
    latest.current.reportDirty?.(next);
  }, []);
  const onEmit = useCallback((document: { fid?: number }) => latest.current.onDone(document.fid), []);

  return (
    <FunnelEditor
      // Another funnel picked to start from is another editor.
      key={memberQueryId ?? 'new'}
      ref={editor}
      mode="board"
      source={memberQueryId ?? null}
      finisher="postemit"
      embedded
      saveBar={false}
      leaveGuard={false}
      flags={flags}
      loadFailedText="conditionLoadFailed"
      onEmit={onEmit}
      onDirtyChange={onDirtyChange}
      onStatusChange={onStatusChange}
    />
  );
}
