import { type MouseEvent, useLayoutEffect, useRef } from 'react';
import { locateBlock } from '../core/index.ts';
import { useBlockEditor } from './editor-context.tsx';
import { focusNeighbour } from './focus.ts';
import { uiText } from './texts.ts';

interface PanelActionsProps {
  id: string;
  index: number;
  isLast: boolean;
  parentId: string | null;
  /** The container just above that accepts this block, if any. */
  indentInto?: string;
  /** '1. テキスト送信': makes each button's name unique in a screen reader's list of buttons. */
  name: string;
}

/**
 * Move up/down, into the container above or out of the current one, and remove. Every button dispatches a
 * core operation; which moves are allowed is the core's decision (a refusal shows as an alert).
 */
export function PanelActions({ id, index, isLast, parentId, indentInto, name }: PanelActionsProps) {
  const { store, lang, focusRequest, confirmRemove } = useBlockEditor();
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  const refocus = useRef<'up' | 'down' | null>(null);

  // React may re-insert a moved panel's DOM node, which drops focus; give it back to the button used (or to
  // the other one when the panel reached an end and the used one is now disabled).
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the panel's position changed.
  useLayoutEffect(() => {
    const used = refocus.current;
    refocus.current = null;
    if (!used) return;
    const [first, second] = used === 'up' ? [up.current, down.current] : [down.current, up.current];
    (first && !first.disabled ? first : second)?.focus();
  }, [index]);

  const move = (direction: 'up' | 'down') => {
    refocus.current = direction;
    store.dispatch({ op: direction === 'up' ? 'moveUp' : 'moveDown', id });
  };
  const indent = () => {
    if (!indentInto) return;
    const container = store.getBlock(indentInto);
    store.dispatch({ op: 'move', id, parentId: indentInto, index: store.getChildIds(indentInto).length });
    // Inside a collapsed container the block is not drawn: keep focus on the container instead.
    if (container?.collapsed) document.querySelector<HTMLElement>(`[data-block-id="${indentInto}"]`)?.focus();
    else focusRequest.current = id;
  };
  const outdent = () => {
    if (parentId === null) return;
    const at = locateBlock(store.getBlocks(), parentId);
    if (!at) return;
    focusRequest.current = id;
    store.dispatch({ op: 'move', id, parentId: at.parentId, index: at.index + 1 });
  };
  const remove = async (event: MouseEvent<HTMLButtonElement>) => {
    const panel = event.currentTarget.closest<HTMLElement>('.be-panel');
    const block = store.getBlock(id);
    // Cancelled (Escape, キャンセル): the dialog gives the focus back to this button.
    if (confirmRemove && block && !(await confirmRemove(block))) return;
    focusNeighbour(panel);
    store.dispatch({ op: 'remove', id });
  };

  const button = (key: Parameters<typeof uiText>[1]) => ({
    type: 'button' as const,
    className: 'be-button be-button--small',
    'aria-label': `${uiText(lang, key)}(${name})`,
  });
  return (
    <div className="be-panel__actions">
      <button {...button('moveUp')} ref={up} disabled={index === 0} onClick={() => move('up')}>
        {uiText(lang, 'moveUp')}
      </button>
      <button {...button('moveDown')} ref={down} disabled={isLast} onClick={() => move('down')}>
        {uiText(lang, 'moveDown')}
      </button>
      {indentInto && (
        <button {...button('indent')} onClick={indent}>
          {uiText(lang, 'indent')}
        </button>
      )}
      {parentId !== null && (
        <button {...button('outdent')} onClick={outdent}>
          {uiText(lang, 'outdent')}
        </button>
      )}
      <button
        {...button('remove')}
        className="be-button be-button--small be-button--danger"
        onClick={(event) => void remove(event)}
      >
        {uiText(lang, 'remove')}
      </button>
    </div>
  );
}
