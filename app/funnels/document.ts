/**
 * The funnel document around its condition list (spec 001 §3, §4, §5, §9): the envelope the editor edits beside
 * the conditions, what each mode shows, the defaults (initial and on reset), how a loaded funnel splits into
 * envelope, conditions and fields the editor does not know (kept and sent back), the wire document of a save,
 * and the validation lines of a save attempt.
 */
import {
  type EditorBlock,
  type EditorStore,
  type Issue,
  type PluginContext,
  type Registry,
  validateDocument,
} from '../../engine/core/index.ts';
import type { FunnelData, FunnelDocument } from './funnel-api.ts';

/**
 * The three modes of the funnel editor (spec 001 §2): editor (name, folder, all options), funneling (only the
 * user-rate type and the blocked option), board (no options).
 */
export type FunnelMode = 'editor' | 'funneling' | 'board';

/** The search options of a funnel (spec 001 §3, §9). */
export type FunnelOption = 'with_blocked' | 'user_rate_type' | 'sort_type' | 'take_num';

/** The envelope the editor edits beside the conditions. */
export interface FunnelEnvelope {
  name: string;
  /** 1: a named custom search, listed and reused; 0: a condition that belongs to something (an effect). */
  is_template: 0 | 1;
  group_id: number | null;
  with_blocked: number;
  user_rate_type: number;
  sort_type: number;
  take_num: number;
}

const ENVELOPE_FIELDS = [
  'name',
  'is_template',
  'group_id',
  'with_blocked',
  'user_rate_type',
  'sort_type',
  'take_num',
] as const;
// Fields that steer a request or name the funnel: never carried over as unknown fields.
const CONTROL_FIELDS = [
  'fid',
  'id',
  'revision',
  'inputs',
  'withDescription',
  'no_template',
  'withCount',
  '_token',
];

/**
 * What a mode shows: the name and the folder, and which options in which order.
 *
 * @example modeFields('funneling') // ['user_rate_type', 'with_blocked']
 */
export function modeFields(mode: FunnelMode): readonly string[] {
  return MODE_FIELDS[mode];
}

const MODE_FIELDS: Record<FunnelMode, readonly string[]> = {
  editor: ['name', 'group_id', 'with_blocked', 'user_rate_type', 'sort_type', 'take_num'],
  funneling: ['user_rate_type', 'with_blocked'],
  board: [],
};

/**
 * A new funnel's envelope (spec 001 §4, §9): with_blocked 0, user_rate_type 0, sort_type 1, take_num 50. The
 * editor mode saves named custom searches (is_template 1); an embedded funnel is an unnamed condition (0).
 *
 * @example initialEnvelope('editor') // { name: '', is_template: 1, group_id: null, with_blocked: 0, user_rate_type: 0, sort_type: 1, take_num: 50 }
 */
export function initialEnvelope(mode: FunnelMode, groupId: number | null = null): FunnelEnvelope {
  return {
    name: '',
    is_template: mode === 'editor' ? 1 : 0,
    group_id: groupId,
    with_blocked: 0,
    user_rate_type: 0,
    sort_type: 1,
    take_num: 50,
  };
}

/**
 * The options after a reset (spec 001 §4 "Defaults on reset"): with_blocked 0, user_rate_type 0, sort_type 0,
 * take_num 50. The name and the folder stay: a reset clears the search, not where it is kept.
 *
 * @example resetEnvelope({ ...envelope, sort_type: 3 }).sort_type // 0
 */
export function resetEnvelope(envelope: FunnelEnvelope): FunnelEnvelope {
  return { ...envelope, with_blocked: 0, user_rate_type: 0, sort_type: 0, take_num: 50 };
}

const integerOr = (value: unknown, fallback: number) =>
  typeof value === 'number' && Number.isInteger(value) ? value : fallback;

/**
 * The envelope of a loaded funnel; fields it lacks come from `fallback`.
 *
 * @example envelopeOf({ fid: 3, inputs: [], name: '購入者' }, initialEnvelope('editor')).name // '購入者'
 */
export function envelopeOf(data: Partial<FunnelData> | undefined, fallback: FunnelEnvelope): FunnelEnvelope {
  return {
    name: typeof data?.name === 'string' ? data.name : fallback.name,
    is_template: data?.is_template === undefined ? fallback.is_template : data.is_template === 1 ? 1 : 0,
    group_id:
      data && 'group_id' in data
        ? typeof data.group_id === 'number'
          ? data.group_id
          : null
        : fallback.group_id,
    with_blocked: integerOr(data?.with_blocked, fallback.with_blocked),
    user_rate_type: integerOr(data?.user_rate_type, fallback.user_rate_type),
    sort_type: integerOr(data?.sort_type, fallback.sort_type),
    take_num: integerOr(data?.take_num, fallback.take_num),
  };
}

/** Fields of a loaded funnel the editor does not edit: sent back untouched. */
export function extraFieldsOf(data: Partial<FunnelData> | undefined): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    if (!CONTROL_FIELDS.includes(name) && !(ENVELOPE_FIELDS as readonly string[]).includes(name))
      extra[name] = value;
  }
  return extra;
}

/** Whether two envelopes hold the same values. */
export function sameEnvelope(a: FunnelEnvelope, b: FunnelEnvelope): boolean {
  return ENVELOPE_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * The wire document to POST (spec 001 §7). An empty name is left out; `withDescription` asks for the condition
 * lines in the answer.
 *
 * @example buildDocument({ fid: null, revision: undefined, envelope, extra: {}, inputs: store.serialize() })
 */
export function buildDocument(parts: {
  fid: number | null;
  revision: number | undefined;
  envelope: FunnelEnvelope;
  extra: Record<string, unknown>;
  inputs: unknown[];
}): FunnelDocument {
  const { fid, revision, envelope, extra, inputs } = parts;
  const { name, ...options } = envelope;
  const document: FunnelDocument = { ...extra, ...options, inputs, withDescription: 1 };
  if (name !== '') document.name = name;
  if (fid !== null) document.fid = fid;
  if (fid !== null && revision !== undefined) document.revision = revision;
  return document;
}

/** The document as the funnel schema sees it: without the request-only fields. */
function validatable(document: FunnelDocument): Record<string, unknown> {
  const { revision: _r, withDescription: _d, no_template: _t, withCount: _c, _token: _k, ...rest } = document;
  return rest;
}

/**
 * The blocks whose data is still what the editor put there when it started the list with the initial types
 * (tags, friend info), keyed by block id.
 */
export type BlankBlocks = ReadonlyMap<string, EditorBlock['data']>;

/**
 * The initial blocks left blank (the operator neither filled nor touched them) that could not be saved as they
 * are: a save leaves them out, so an untouched new funnel does not fail on conditions nobody asked for. A block
 * the operator added or changed is never among them, and says what is missing.
 *
 * @example blankBlockIds(store, blank) // the ids of the empty tag and friend-info conditions of a new funnel
 */
export function blankBlockIds(store: EditorStore, blank: BlankBlocks): string[] {
  return store.getChildIds(null).filter((id) => {
    const block = store.getBlock(id);
    if (!block || blank.get(id) !== block.data) return false;
    store.validateBlockNow(id);
    return store.getIssues(id).some((issue) => issue.severity === 'error');
  });
}

/**
 * The wire conditions without some top-level blocks (the blank ones a save leaves out).
 *
 * @example inputsWithout(store, new Set(blankBlockIds(store, blank)))
 */
export function inputsWithout(store: EditorStore, skip: ReadonlySet<string>): unknown[] {
  const ids = store.getChildIds(null);
  return store.serialize().filter((_, index) => !skip.has(ids[index]));
}

/**
 * Takes blocks out of the list as one undo step, so that the list shown is the list saved.
 *
 * @example removeBlocks(store, blankBlockIds(store, blank))
 */
export function removeBlocks(store: EditorStore, ids: readonly string[]): void {
  const mergeKey = `remove-blank:${Date.now()}`;
  for (const id of ids) store.dispatch({ op: 'remove', id }, mergeKey);
}

/** "1番目(タグ)", or "1番目(いずれかに一致(ORグループ)) > 2番目(タグ)" inside a group, as the server words it. */
function blockTrail(store: EditorStore, id: string, lang: PluginContext['lang']): string {
  const trail: string[] = [];
  let current: EditorBlock | undefined = store.getBlock(id);
  let parentId = parentOf(store, id);
  while (current) {
    const plugin = current.broken ? undefined : store.registry.get(current.kind, current.type);
    const index = store.getChildIds(parentId).indexOf(current.id);
    trail.unshift(`${index + 1}番目(${plugin ? plugin.label[lang] : String(current.type)})`);
    current = parentId === null ? undefined : store.getBlock(parentId);
    parentId = current ? parentOf(store, current.id) : null;
  }
  return trail.join(' > ');
}

function parentOf(store: EditorStore, id: string): string | null {
  if (store.getChildIds(null).includes(id)) return null;
  for (const block of walk(store.getBlocks())) if (block.children?.some((c) => c.id === id)) return block.id;
  return null;
}

function* walk(blocks: readonly EditorBlock[]): Generator<EditorBlock> {
  for (const block of blocks) {
    yield block;
    if (block.children) yield* walk(block.children);
  }
}

/**
 * Validates before saving (spec 001 §5): the name in the editor mode (条件を保存するとき名前は必須です, given by
 * the caller in its language), every condition, nested ones included (their issues show in the panels from now
 * on), and the document.
 *
 * @example validationLines({ registry, store, document, ctx, nameRequired: '条件を保存するとき名前は必須です' })
 */
export function validationLines(parts: {
  registry: Registry;
  store: EditorStore;
  document: FunnelDocument;
  ctx: PluginContext;
  /** The name-required text when the mode requires a name, else undefined. */
  nameRequired?: string;
  /** Top-level blocks the save leaves out (blank initial ones): not checked. */
  skip?: ReadonlySet<string>;
}): string[] {
  const { registry, store, document, ctx, nameRequired, skip } = parts;
  const lines: string[] = [];
  if (nameRequired && (document.name ?? '').trim() === '') lines.push(nameRequired);
  store.validateAll();
  for (const block of walk(store.getBlocks().filter((top) => !skip?.has(top.id)))) {
    const errors = store.getIssues(block.id).filter((issue: Issue) => issue.severity === 'error');
    for (const issue of errors) lines.push(`${blockTrail(store, block.id, ctx.lang)}: ${issue.message}`);
  }
  const documentIssues = validateDocument(registry, 'funnel', validatable(document), ctx).filter(
    (issue) => issue.severity === 'error' && !/^\/inputs\/\d+/.test(issue.path),
  );
  for (const issue of documentIssues) if (!lines.includes(issue.message)) lines.push(issue.message);
  return lines;
}
