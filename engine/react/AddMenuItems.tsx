import { type KeyboardEvent, type RefObject, useEffect, useMemo, useRef } from 'react';
import { type AddableType, addableTypes } from '../core/index.ts';
import { useBlockEditor } from './editor-context.tsx';
import { useEditorSnapshot } from './hooks.ts';
import { uiText } from './texts.ts';

interface AddMenuItemsProps {
  id: string;
  parentId: string | null;
  kind: string;
  anchor: RefObject<HTMLButtonElement | null>;
  /** `refocus`: give focus back to the add button (Escape, a refused add). */
  onClose(refocus: boolean): void;
}

/**
 * The open add menu: every type the account may add to this list (abilities, the plugins' `offered` hooks and
 * placement rules, by the list's place in the tree). A single-use type already present stays listed but
 * unavailable with the reason (既に追加されています); choosing it anyway goes to the store, which refuses with
 * the same reason as an alert: the menu explains, the core decides.
 */
export function AddMenuItems({ id, parentId, kind, anchor, onClose }: AddMenuItemsProps) {
  const { store, lang, focusRequest } = useBlockEditor();
  const blocks = useEditorSnapshot(store, (snapshot) => snapshot.blocks);
  const types = useMemo(
    () => addableTypes(store.registry, kind, blocks, store.getContext(), parentId),
    [store, kind, blocks, parentId],
  );
  const menu = useRef<HTMLDivElement>(null);

  const items = () => [...(menu.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? [])];
  useEffect(() => {
    menu.current?.querySelector<HTMLElement>('[role="menuitem"]')?.focus();
  }, []);
  useEffect(() => {
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !anchor.current?.contains(target)) onClose(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [anchor, onClose]);

  const choose = (type: AddableType) => {
    const result = store.add(type.plugin.type, { parentId, kind });
    if (result.ok) focusRequest.current = store.getChildIds(parentId).at(-1) ?? null;
    onClose(!result.ok);
  };
  const onKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const at = list.indexOf(document.activeElement as HTMLElement);
    const next = { ArrowDown: at + 1, ArrowUp: at - 1, Home: 0, End: list.length - 1 }[event.key];
    if (event.key === 'Escape' || event.key === 'Tab') {
      if (event.key === 'Escape') event.preventDefault();
      onClose(event.key === 'Escape');
    } else if (next !== undefined && list.length > 0) {
      event.preventDefault();
      list[(next + list.length) % list.length].focus();
    }
  };

  return (
    <div
      id={id}
      ref={menu}
      className="be-menu"
      role="menu"
      aria-label={uiText(lang, 'addTypes')}
      onKeyDown={onKeyDown}
    >
      {types.map((type) => (
        <button
          key={type.plugin.type}
          type="button"
          role="menuitem"
          tabIndex={-1}
          className="be-menu__item"
          aria-disabled={!type.available || undefined}
          onClick={() => choose(type)}
        >
          <span className="be-menu__label">{type.plugin.label[lang]}</span>
          {type.reason && (
            <span className="be-menu__reason">{store.registry.message(type.reason, lang)}</span>
          )}
        </button>
      ))}
    </div>
  );
}
