import type { Lang } from './messages/index.ts';

/** An item a block refers to (a tag, a friend-info field, a scenario, ...), as the item picker lists it. */
export interface ItemRef {
  id: number | string;
  name: string;
  /** The item's own type, e.g. a friend-info field type 0/1/2/10/13/20/30. */
  type?: number | string;
  writable?: boolean;
  [key: string]: unknown;
}

/**
 * Domain switches of a context. The engine declares none; the plugins that read a flag declare it by declaration
 * merging (plugins/shared/flags.ts), so a misspelt flag fails to compile where it is read or set.
 *
 * @example
 * declare module '../../engine/core/context.ts' {
 *   interface ContextFlags { reactionContext?: boolean }
 * }
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled by declaration merging, which a type alias cannot take.
export interface ContextFlags {}

/**
 * What plugins may know about their surroundings. The browser builds it from the account and the loaded items;
 * the server builds it from the database; tests build it with `createContext`.
 */
export interface PluginContext {
  lang: Lang;
  abilities: ReadonlySet<string>;
  permissions: ReadonlySet<string>;
  /** An item by kind and id: the item, `null` when it was deleted, `undefined` when not known (not loaded). */
  item(kind: string, id: unknown): ItemRef | null | undefined;
  /** The current time; injected so rules like "goal in the future" are testable. */
  now(): Date;
  /**
   * The IANA zone "today" is reckoned in (the host's account's: a date widget's today and its `x-min-date`);
   * the process's own when not given.
   */
  timeZone?: string;
  /**
   * The label of another block type, for a summary that names the types it holds (the or-group's
   * 「3件: タグ、友だち情報×2」); undefined for a type nobody registered. Bound to the registry by the editor store
   * and the server (`withBlockLabels`); a bare `createContext` knows none.
   */
  blockLabel(kind: string, type: unknown): { ja: string; en: string } | undefined;
  /** Domain switches, e.g. `{ reactionContext: true, linkedDataAllowed: false }` (see `ContextFlags`). */
  flags: Readonly<ContextFlags>;
}

/** The parts of a context a caller may give; the rest gets neutral defaults. */
export interface ContextInput {
  lang?: Lang;
  abilities?: Iterable<string>;
  permissions?: Iterable<string>;
  items?: Record<string, readonly ItemRef[]>;
  /** Ids per kind that are known to be deleted (shown as a flagged placeholder). */
  deleted?: Record<string, readonly (number | string)[]>;
  now?: () => Date;
  timeZone?: string;
  flags?: ContextFlags;
}

/**
 * Builds a plugin context from plain data.
 *
 * @example
 * const ctx = createContext({ abilities: ['scenario'], items: { tag: [{ id: 1, name: 'VIP' }] } });
 * ctx.item('tag', 1)?.name // 'VIP'
 */
export function createContext(input: ContextInput = {}): PluginContext {
  const index = new Map<string, Map<string, ItemRef>>();
  for (const [kind, list] of Object.entries(input.items ?? {})) {
    index.set(kind, new Map(list.map((item) => [String(item.id), item])));
  }
  const deleted = new Map(
    Object.entries(input.deleted ?? {}).map(([kind, ids]) => [kind, new Set(ids.map(String))]),
  );
  return {
    lang: input.lang ?? 'ja',
    abilities: new Set(input.abilities ?? []),
    permissions: new Set(input.permissions ?? []),
    item(kind, id) {
      const key = String(id);
      if (deleted.get(kind)?.has(key)) return null;
      return index.get(kind)?.get(key);
    },
    now: input.now ?? (() => new Date()),
    ...(input.timeZone === undefined ? {} : { timeZone: input.timeZone }),
    blockLabel: () => undefined,
    flags: input.flags ?? {},
  };
}

/**
 * The context with `blockLabel` answered by a registry (structurally: anything with `get`), so summaries can
 * name other block types without importing their plugins.
 *
 * @example withBlockLabels(ctx, registry).blockLabel('condition', 60) // { ja: 'タグ', en: 'Tags' }
 */
export function withBlockLabels(
  ctx: PluginContext,
  registry: { get(kind: string, type: number): { label: { ja: string; en: string } } | undefined },
): PluginContext {
  return {
    ...ctx,
    blockLabel: (kind, type) => (typeof type === 'number' ? registry.get(kind, type)?.label : undefined),
  };
}
