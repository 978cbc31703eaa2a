import type { Registry } from '../../engine/core/index.ts';
import type { Db } from '../db/schema.ts';

/**
 * What the routes and the rules need: the storage, and the registry that defines the block types and the
 * document kinds (the same one the browser uses, unless a test passes its own).
 *
 * @example const deps: ServerDeps = { db, registry: createBuiltInRegistry() };
 */
export interface ServerDeps {
  db: Db;
  registry: Registry;
}
