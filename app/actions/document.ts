/**
 * The action document around the effect list (spec 000 §3.8): its envelope fields, how a saved action splits
 * into envelope, effects and fields the editor does not know (kept and sent back), how the wire document for
 * POST /api/action/register is put together, the validation lines of a save attempt, and the unsaved-draft
 * stash that survives a 409 reload.
 */
import {
  type EditorStore,
  type Lang,
  type PluginContext,
  type Registry,
  validateDocument,
} from '../../engine/core/index.ts';
import type { ActionData, ActionDocument } from '../api/types.ts';

/** The action name limit (spec 000 §5.3, §9). */
export const ACTION_NAME_MAX = 100;

/** The envelope the editor edits beside the effects. */
export interface ActionEnvelope {
  a_name: string;
  /** 1: run also from the second firing on (spec 000 §2.4). */
  a_twice_type: 0 | 1;
  /** 1: template mode, with a name (spec 000 §2.4). */
  is_template: 0 | 1;
  group_id: number | null;
}

const ENVELOPE_FIELDS = ['a_name', 'a_twice_type', 'is_template', 'group_id'] as const;
const CONTROL_FIELDS = ['aid', 'revision', 'inputs'];

/**
 * The envelope of a loaded action, or of a new one.
 *
 * @example envelopeOf(undefined, { is_template: 1 }) // { a_name: '', a_twice_type: 0, is_template: 1, group_id: null }
 */
export function envelopeOf(data: Partial<ActionData> | undefined, defaults: Partial<ActionEnvelope> = {}) {
  const envelope: ActionEnvelope = {
    a_name: typeof data?.a_name === 'string' ? data.a_name : (defaults.a_name ?? ''),
    a_twice_type: (data?.a_twice_type ?? defaults.a_twice_type) === 1 ? 1 : 0,
    is_template: (data?.is_template ?? defaults.is_template) === 1 ? 1 : 0,
    group_id: typeof data?.group_id === 'number' ? data.group_id : (defaults.group_id ?? null),
  };
  return envelope;
}

/** Fields of a loaded action the editor does not edit (e.g. description): sent back untouched. */
export function extraFieldsOf(data: Partial<ActionData> | undefined): Record<string, unknown> {
  const extra: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(data ?? {})) {
    if (!CONTROL_FIELDS.includes(name) && !(ENVELOPE_FIELDS as readonly string[]).includes(name))
      extra[name] = value;
  }
  return extra;
}

/** Whether two envelopes hold the same values. */
export function sameEnvelope(a: ActionEnvelope, b: ActionEnvelope): boolean {
  return ENVELOPE_FIELDS.every((field) => a[field] === b[field]);
}

/**
 * The wire document to register. An empty name is left out, so a template without a name reads as "required"
 * (アクション名を入力してください) rather than as too short.
 *
 * @example buildDocument({ aid: 3, revision: 2, envelope, extra: {}, inputs: store.serialize() })
 */
export function buildDocument(parts: {
  aid: number | null;
  revision: number | undefined;
  envelope: ActionEnvelope;
  extra: Record<string, unknown>;
  inputs: unknown[];
}): ActionDocument {
  const { aid, revision, envelope, extra, inputs } = parts;
  const document: ActionDocument = { ...extra, inputs };
  if (aid !== null) document.aid = aid;
  if (aid !== null && revision !== undefined) document.revision = revision;
  if (envelope.a_name !== '') document.a_name = envelope.a_name;
  document.a_twice_type = envelope.a_twice_type;
  document.is_template = envelope.is_template;
  document.group_id = envelope.group_id;
  return document;
}

/** The document as the validator sees it: without the request-only revision. */
function validatable(document: ActionDocument): Record<string, unknown> {
  const { revision: _revision, ...rest } = document;
  return rest;
}

/** How a line names its effect: 2番目(タグ操作): as the server words it, or #2 (Tag operation): in English. */
function blockPrefix(number: number, label: string, lang: Lang): string {
  return lang === 'ja' ? `${number}番目(${label}): ` : `#${number} (${label}): `;
}

/**
 * Validates before saving (spec 000 §5.3): every effect (their issues show in the panels from now on) and the
 * document (at least one effect, the template's name). Answers the error lines, each effect's prefixed with its
 * number and type as the server words them: ['2番目(タグ操作): タグを入力してください', '最低1つの要素を選択して下さい'].
 *
 * @example const lines = validationLines(registry, store, document, ctx); if (lines.length) showAlert(lines);
 */
export function validationLines(
  registry: Registry,
  store: EditorStore,
  document: ActionDocument,
  ctx: PluginContext,
): string[] {
  const lines: string[] = [];
  store.validateAll();
  store.getChildIds(null).forEach((id, index) => {
    const block = store.getBlock(id);
    const plugin = block && !block.broken ? registry.get(block.kind, block.type) : undefined;
    const label = plugin ? plugin.label[ctx.lang] : '';
    for (const issue of store.getIssues(id)) {
      if (issue.severity === 'error')
        lines.push(`${blockPrefix(index + 1, label, ctx.lang)}${issue.message}`);
    }
  });
  // Effects' own issues came from the store above; the document adds its own (paths outside one effect). The
  // validator stops at envelope errors (a missing name), so the list's rules (at least one effect) are asked of
  // the list alone as well: the operator sees every reason at once.
  const documentIssues = [
    ...validateDocument(registry, 'action', validatable(document), ctx),
    ...validateDocument(registry, 'action', { inputs: document.inputs }, ctx),
  ].filter((issue) => issue.severity === 'error' && !/^\/inputs\/\d+/.test(issue.path));
  for (const issue of documentIssues) if (!lines.includes(issue.message)) lines.push(issue.message);
  return lines;
}

/** An edit that could not be saved (409), kept for the page after the reload. */
export interface StashedDraft {
  aid: number | null;
  /** When it was kept (epoch ms). */
  at: number;
  envelope: ActionEnvelope;
  inputs: unknown[];
}

const stashKey = (aid: number | null) => `console.actionDraft:${aid ?? 'new'}`;

/** Keeps an unsaved edit in session storage (this tab only). Answers false when storage refused it. */
export function stashDraft(storage: Storage | undefined, draft: StashedDraft): boolean {
  try {
    storage?.setItem(stashKey(draft.aid), JSON.stringify(draft));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** The edit kept for an action, if any (and readable). */
export function readDraft(storage: Storage | undefined, aid: number | null): StashedDraft | undefined {
  try {
    const raw = storage?.getItem(stashKey(aid));
    if (!raw) return undefined;
    const draft = JSON.parse(raw) as StashedDraft;
    return Array.isArray(draft.inputs) && typeof draft.envelope === 'object' ? draft : undefined;
  } catch {
    return undefined;
  }
}

/** Forgets the edit kept for an action. */
export function clearDraft(storage: Storage | undefined, aid: number | null): void {
  try {
    storage?.removeItem(stashKey(aid));
  } catch {
    // Nothing to forget when storage is refused.
  }
}
