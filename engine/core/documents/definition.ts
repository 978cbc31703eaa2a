import type { PluginContext } from '../context.ts';
import type { MessageTexts } from '../messages/index.ts';
import type { RuleFinding, Severity } from '../plugin.ts';
import type { BlockSchema } from '../schema.ts';
import type { AfterMerge } from './merge.ts';

/**
 * A rule over the whole document, e.g. "at least one effect" (最低1つの要素を選択して下さい). `violated` answers
 * true (an issue at `path`) or findings, each with its own path into the document (`/attr/3/page`). It also runs
 * on documents the envelope schema refused (the editor's summary): read fields defensively.
 */
export interface DocumentRule {
  code: string;
  path?: string;
  severity?: Severity;
  violated(document: Record<string, unknown>, ctx: PluginContext): boolean | readonly RuleFinding[];
}

/** Presentation of a document's envelope: which fields an editor draws, in which order. */
export interface DocumentUi {
  /** Envelope fields the editor draws, in order (default: every envelope field of the schema). */
  fields?: readonly string[];
}

/**
 * A document kind, defined once: its envelope schema around one block list, its wire names (id, name, list),
 * the blocks an empty document starts with, its HTTP paths and its own rules. The browser's editor, the server's
 * routes and validation, and the generated docs all read it; nothing else names these fields.
 *
 * The envelope's list field is declared loosely (objects with a type); each block is validated by its own
 * plugin, so validators stay small and incremental.
 *
 * @example defineDocument({ key: 'action', idField: 'aid', nameField: 'a_name', blockKind: 'effect', listField: 'inputs', schema, defaults, rules })
 */
export interface DocumentDefinition {
  key: string;
  label: { ja: string; en: string };
  /** The wire name of the document's id: `aid`, `fid`. */
  idField: string;
  /** The envelope field that names the document in lists and copies: `a_name`, `name`. */
  nameField: string;
  /** The block kind of the list. */
  blockKind: string;
  /** The envelope field holding the block list: 'inputs' for actions and funnels. */
  listField: string;
  schema: BlockSchema;
  /**
   * The envelope of a new document, its list empty. The blocks a new or emptied document starts with are the
   * block plugins marked `initial` (spec 001 §4: the funnel's tag and friend-info conditions); untouched, they
   * are not saved.
   */
  defaults(): Record<string, unknown>;
  /** Envelope string fields left out of the wire document while empty (so "required" reads, not "too short"). */
  omitWhenEmpty?: readonly string[];
  rules?: readonly DocumentRule[];
  /** Texts of the rules' own message codes (like a plugin's `messages`); the registry adds them at registration. */
  messages?: Readonly<Record<string, MessageTexts>>;
  ui?: DocumentUi;
  /**
   * Repairs a merged document (a 409's three-way merge, or a draft's): what both sides made alike in different
   * blocks, which no block conflict shows (two tabs' new form items both named `text3`).
   */
  afterMerge?: AfterMerge;
}

/** Declares a document kind; returns its argument (for inference and a uniform style with plugins). */
export function defineDocument<const D extends DocumentDefinition>(definition: D): D {
  return definition;
}

/**
 * The HTTP paths of a document kind (spec 000 §7, 001 §7: GET /api/{kind}/data/{id}, POST /api/{kind}/register;
 * list, copy and delete in the same style). `{id}` stands for the document id.
 *
 * @example documentPaths(actionDocument).data // '/api/action/data/{id}'
 */
export function documentPaths(definition: Pick<DocumentDefinition, 'key'>) {
  const base = `/api/${definition.key}`;
  return {
    data: `${base}/data/{id}`,
    register: `${base}/register`,
    list: `${base}/list`,
    copy: `${base}/copy/{id}`,
    remove: `${base}/{id}`,
    /** One earlier revision of a document, the base of a three-way merge. */
    revision: `${base}/data/{id}/revision/{revision}`,
  } as const;
}

/**
 * Fields of a wire document that are never envelope fields: the id, the revision a save is based on, the list.
 *
 * @example controlFields(actionDocument) // ['aid', 'revision', 'inputs']
 */
export function controlFields(definition: DocumentDefinition): readonly string[] {
  return [definition.idField, 'revision', definition.listField];
}

/**
 * The envelope fields of a kind: the schema's properties except the id and the list.
 *
 * @example envelopeFields(actionDocument) // ['a_name', 'a_twice_type', 'is_template', 'group_id', 'description']
 */
export function envelopeFields(definition: DocumentDefinition): string[] {
  const properties = Object.keys((definition.schema as { properties?: object }).properties ?? {});
  const control = controlFields(definition);
  return properties.filter((name) => !control.includes(name));
}
