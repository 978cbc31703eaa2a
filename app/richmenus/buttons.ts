/**
 * What the rich-menu editor does to its buttons beyond a field edit, as store operations (no React): a new
 * button with its area, a template's buttons, the action type of a button, and the areas a menu of another height
 * no longer fits. Each is a plain function over the editor's store so it is tested without a page.
 */
import type { Bounds } from '../../documents/richmenu.ts';
import { createBlock, type EditorStore, type Registry } from '../../engine/core/index.ts';
import { KEPT_ON_TYPE_CHANGE } from '../../plugins/shared/richmenu-actions/switch-type.ts';
import { DEFAULT_BUTTON_SIZE } from './canvas/geometry.ts';

/** The kind of a rich menu's buttons. */
export const BUTTON_KIND = 'richmenu-action';
/** The action a drawn or templated button starts with: a user message (actype 1), the simplest to finish. */
export const DEFAULT_ACTION_TYPE = 1;
/** A button added without drawing (spec 001 §9: default new button bounds 400×400). */
export const DEFAULT_BUTTON_BOUNDS: Bounds = {
  x: 0,
  y: 0,
  width: DEFAULT_BUTTON_SIZE,
  height: DEFAULT_BUTTON_SIZE,
};

/**
 * Adds a button with an area at the end of the list; refused (false) at the limit of 20.
 *
 * @example addButton(store, registry, { x: 0, y: 0, width: 400, height: 400 }, 20)
 */
export function addButton(
  store: EditorStore,
  registry: Registry,
  bounds: Bounds,
  limit: number,
): string | null {
  if (store.getChildIds(null).length >= limit) return null;
  const block = createBlock(registry, BUTTON_KIND, DEFAULT_ACTION_TYPE, store.getContext());
  const added = store.dispatch({ op: 'add', block: { ...block, data: { ...block.data, bounds } } });
  return added.ok ? block.id : null;
}

/**
 * Replaces every button with one per area of a template, each a user message to be filled in (spec 001 §4:
 * choosing a template replaces all buttons, after the page's confirmation).
 *
 * @example applyTemplate(store, registry, richMenuTemplates(843)[0].areas)
 */
export function applyTemplate(store: EditorStore, registry: Registry, areas: readonly Bounds[]): void {
  const ctx = store.getContext();
  // Not saved (a plain load takes the list for the server's): the unsaved mark, the leave guard and the draft
  // must see the new buttons of a saved menu.
  store.load(
    areas.map((bounds) => ({ ...createBlock(registry, BUTTON_KIND, DEFAULT_ACTION_TYPE, ctx).data, bounds })),
    { saved: false },
  );
}

/** Removes every button (the templates' reset, and an image of another height, spec 001 §4); unsaved, as a template. */
export function clearButtons(store: EditorStore): void {
  store.load([], { saved: false });
}

/**
 * Gives a button another action type in place: the new type's defaults with the button's label, keyboard
 * behaviour and area (spec 001 §4: changing the type resets action_id to 0). One undo step (the engine's retype).
 *
 * @example retypeButton(store, id, 5) // now a TEL button, same label and area
 */
export function retypeButton(store: EditorStore, id: string, type: number): boolean {
  return store.retype(id, type, KEPT_ON_TYPE_CHANGE).ok;
}

/** Whether any button's area reaches below a menu of `height`. */
export const buttonsFit = (buttons: readonly { bounds?: unknown }[], height: number): boolean =>
  buttons.every((button) => {
    const b = button.bounds as Bounds | undefined;
    return !b || b.y + b.height <= height;
  });
