import type { PluginContext } from './context.ts';
import type { Severity } from './plugin.ts';
import type { BlockSchema } from './schema.ts';

/** A rule over the whole document, e.g. "at least one effect" (最低1つの要素を選択して下さい). */
export interface DocumentRule {
  code: string;
  path?: string;
  severity?: Severity;
  violated(document: Record<string, unknown>, ctx: PluginContext): boolean;
}

/**
 * A document kind: an envelope schema around one block list. The envelope's list field is declared loosely
 * (objects with a type); each block is validated by its own plugin, so validators stay small and incremental.
 *
 * @example defineDocument({ key: 'action', blockKind: 'effect', listField: 'inputs', schema, defaults, rules })
 */
export interface DocumentDefinition {
  key: string;
  label: { ja: string; en: string };
  /** The block kind of the list. */
  blockKind: string;
  /** The envelope field holding the block list: 'inputs' for actions and funnels. */
  listField: string;
  schema: BlockSchema;
  defaults(): Record<string, unknown>;
  rules?: readonly DocumentRule[];
}

/** Declares a document kind; returns its argument (for inference and a uniform style with plugins). */
export function defineDocument<const D extends DocumentDefinition>(definition: D): D {
  return definition;
}
