/**
 * The items of every kind, loaded once per page and shared by every picker and by the editors' plugin context
 * (spec 002 §7: item lists per kind through a resource loader). A kind loads on first use; a failed load is
 * tried again on the next use; a 409 asks the page to reload (spec 000 §8).
 */
import { withShownName } from '../../engine/core/bidi-controls.ts';
import type { Folder, PickerItem, ResourceAnswer } from '../api/types.ts';
import type { ItemsApi } from './items-api.ts';
import { resourceOf } from './resources.ts';

/** The items of one kind as the picker shows them. */
export interface KindItems {
  status: 'loading' | 'loaded' | 'failed';
  groups: readonly Folder[];
  items: readonly PickerItem[];
  /** Items by id (as text). An id a block names that is missing here, once loaded, was deleted. */
  byId: ReadonlyMap<string, PickerItem>;
  /** What the failed load said. */
  messages: readonly string[];
}

const LOADING: KindItems = { status: 'loading', groups: [], items: [], byId: new Map(), messages: [] };

function loaded(groups: readonly Folder[], items: readonly PickerItem[]): KindItems {
  // Every picker, chip and summary shows names without direction controls: a tag or a field named with one before
  // the server refused them read as another name (docs/decisions/friend-name-bidi.md).
  const names = items.map(withShownName);
  return {
    status: 'loaded',
    groups: groups.map(withShownName),
    items: names,
    byId: new Map(names.map((item) => [String(item.id), item])),
    messages: [],
  };
}

/** A `…_group` kind: the base kind's real folders, as items. */
function deriveGroups(base: KindItems): KindItems {
  if (base.status !== 'loaded') return base;
  const items = base.groups
    .filter((group) => typeof group.id === 'number' && group.id > 0)
    .map((group) => ({ id: group.id as number, name: group.name, group_id: null, writable: true }));
  return loaded([], items);
}

/** Plans of event slots, foldered by their slot. */
function deriveEventMenus(slots: KindItems): KindItems {
  if (slots.status !== 'loaded') return slots;
  const groups: Folder[] = [];
  const items: PickerItem[] = [];
  for (const slot of slots.items) {
    const menus = Array.isArray(slot.event_menus) ? (slot.event_menus as PickerItem[]) : [];
    if (menus.length === 0) continue;
    groups.push({ id: slot.id, name: slot.name });
    for (const menu of menus) items.push({ ...menu, group_id: slot.id, writable: true });
  }
  return loaded(groups, items);
}

/**
 * The code of the friend-info field whose choices are the response marks (spec 000 §2.2). The server derives the
 * marks from the same field (server/domain/context-items.ts, through plugins/effects/mark.ts's constant); this
 * copy stays here because importing a plugin from the item store would pull it into the shared core chunk.
 */
export const RESPONSE_MARK_FIELD_CODE = 'member_taiou_mark';

/** The response marks: the choices (id, value) of the friend-info field with the response-mark code. */
function deriveResponseMarks(fields: KindItems): KindItems {
  if (fields.status !== 'loaded') return fields;
  const field = fields.items.find((item) => item.code === RESPONSE_MARK_FIELD_CODE);
  const choices = Array.isArray(field?.choices) ? (field.choices as Record<string, unknown>[]) : [];
  const items = choices
    .filter((choice) => typeof choice.id === 'number')
    .map((choice) => ({
      id: choice.id as number,
      name: String(choice.value ?? ''),
      color: choice.color,
      group_id: null,
    }));
  return loaded([], items);
}

const DERIVE = { groups: deriveGroups, event_menus: deriveEventMenus, response_marks: deriveResponseMarks };

/** Options of `createItemStore`. */
export interface ItemStoreOptions {
  /** A 409 answer: the page reloads (spec 000 §8). */
  onConflict?: () => void;
}

/**
 * Creates the store over the items' load (app/items/items-api.ts).
 *
 * @example
 * const items = createItemStore(itemsApi(api), { onConflict: () => location.reload() });
 * await items.load('tag');
 * items.get('tag')?.items.map((tag) => tag.name);
 */
export function createItemStore(api: Pick<ItemsApi, 'resource'>, options: ItemStoreOptions = {}) {
  const resources = new Map<string, KindItems>();
  const requests = new Map<string, Promise<KindItems>>();
  const derived = new WeakMap<KindItems, Map<string, KindItems>>();
  const listeners = new Set<() => void>();
  let version = 0;

  const publish = (resource: string, entry: KindItems) => {
    resources.set(resource, entry);
    version++;
    for (const listener of listeners) listener();
  };

  const loadResource = (resource: string): Promise<KindItems> => {
    const current = resources.get(resource);
    if (current?.status === 'loaded') return Promise.resolve(current);
    const running = requests.get(resource);
    if (running) return running;
    publish(resource, LOADING);
    const request = api.resource(resource).then((result) => {
      requests.delete(resource);
      if (result.status === 409) options.onConflict?.();
      const entry: KindItems = result.ok
        ? loaded(answerGroups(result.data), answerItems(result.data))
        : { ...LOADING, status: 'failed', messages: result.messages };
      publish(resource, entry);
      return entry;
    });
    requests.set(resource, request);
    return request;
  };

  const get = (kind: string): KindItems | undefined => {
    const { resource, derive } = resourceOf(kind);
    const base = resources.get(resource);
    if (!base || derive === 'items') return base;
    // Derived once per loaded base, so the answer keeps its identity until the base changes.
    let byKind = derived.get(base);
    if (!byKind) {
      byKind = new Map();
      derived.set(base, byKind);
    }
    let entry = byKind.get(kind);
    if (!entry) {
      entry = DERIVE[derive](base);
      byKind.set(kind, entry);
    }
    return entry;
  };

  return {
    /** The kind's items now (undefined: never asked for). */
    get,
    /** Loads a kind once; later calls answer the same items. */
    load: loadKind,
    /** Loads several kinds at once. */
    loadAll: (kinds: Iterable<string>) => Promise.all([...new Set(kinds)].map(loadKind)),
    /** Loads a kind again (e.g. actions after one was saved elsewhere on the page). */
    reload(kind: string): Promise<KindItems> {
      const { resource } = resourceOf(kind);
      if (!requests.has(resource)) resources.delete(resource);
      return loadKind(kind);
    },
    /**
     * A created item joins its kind, or a changed one (same id) takes its place: every picker and summary sees
     * it at once.
     */
    add(kind: string, item: PickerItem) {
      const { resource, derive } = resourceOf(kind);
      const current = resources.get(resource);
      if (derive !== 'items' || current?.status !== 'loaded') return;
      const known = current.byId.has(String(item.id));
      const items = known
        ? current.items.map((old) => (String(old.id) === String(item.id) ? item : old))
        : [...current.items, item];
      publish(resource, loaded(current.groups, items));
    },
    /** Changes once per change: a cheap snapshot for useSyncExternalStore. */
    version: () => version,
    subscribe(listener: () => void): () => void {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };

  async function loadKind(kind: string): Promise<KindItems> {
    await loadResource(resourceOf(kind).resource);
    return get(kind) ?? LOADING;
  }
}

/** The store's type. */
export type ItemStore = ReturnType<typeof createItemStore>;

function answerItems(answer: ResourceAnswer): PickerItem[] {
  return Array.isArray(answer?.items) ? answer.items.filter((item) => item && item.id !== undefined) : [];
}

function answerGroups(answer: ResourceAnswer): Folder[] {
  return Array.isArray(answer?.groups) ? answer.groups : [];
}
