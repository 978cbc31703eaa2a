/**
 * The form builder's wire (spec 002 §7): the form-encoded POST /lvf/edit/v2 read into a form document, and the
 * copy of GET /api/v1/forms/new?copy={id} with what it could not copy (§8).
 */
import type { Issue } from '../../engine/core/index.ts';
import type { RegisterRequest } from './envelope.ts';
import { parseId } from './ids.ts';
import { jsonTextRefusal } from './limits.ts';

const issue = (path: string, message: string, code = 'type'): Issue => ({
  path,
  code,
  message,
  severity: 'error',
});

/** The post's field names and the form fields they carry (the rest keep their names). */
const RENAMED: Record<string, string> = {
  formname: 'name',
  formgroupid: 'group_id',
  items: 'attr',
};
/** Fields whose text is JSON. */
const JSON_FIELDS = ['attr', 'pages', 'options'];
/** Fields whose text is an integer ('' leaves it out, or null where noted). */
const INTEGER_FIELDS = [
  'group_id',
  'form_action_id',
  'generation',
  'export_google_sheet',
  'needs_line_login',
  'name_counter',
  'choice_counter',
];
const NULL_WHEN_EMPTY = ['form_action_id'];
/** Text fields taken as they are. */
const TEXT_FIELDS = ['name', 'title', 'description'];
/** Fields that steer the call: the token (checked before), the id, the revision. */
const CONTROL = ['_token', 'formid', 'revision'];

/**
 * Reads the form builder's post (every value a text) into a form document: formname → name, formgroupid →
 * group_id (empty: 0, unclassified), items (JSON) → attr, pages and options as JSON, integers as integers. A field
 * the builder never sends is refused by name, so nothing is dropped silently. `formid` empty or 0 creates a form;
 * otherwise `revision` must name the revision the builder loaded.
 *
 * @example readFormPost({ formname: '問い合わせ', formid: '', items: '[…]', generation: '2' })
 * // { ok: true, request: { document: { name: '問い合わせ', attr: […], generation: 2 } } }
 */
export function readFormPost(
  body: unknown,
): { ok: true; request: RegisterRequest } | { ok: false; issues: Issue[] } {
  if (typeof body !== 'object' || body === null || Array.isArray(body))
    return {
      ok: false,
      issues: [issue('', '送信内容の形式が正しくありません(フォーム形式で送信してください)')],
    };
  const input = body as Record<string, unknown>;
  const document: Record<string, unknown> = {};
  const issues: Issue[] = [];
  for (const [sent, value] of Object.entries(input)) {
    if (CONTROL.includes(sent)) continue;
    const field = RENAMED[sent] ?? sent;
    if (typeof value !== 'string') {
      issues.push(issue(`/${field}`, `${sent}は1つだけ送信してください`));
    } else if (JSON_FIELDS.includes(field)) {
      const refusal = jsonTextRefusal(value);
      if (refusal) issues.push(issue(`/${field}`, refusal));
      else {
        try {
          document[field] = JSON.parse(value);
        } catch {
          issues.push(issue(`/${field}`, `${sent}の形式が正しくありません(JSONとして読めません)`));
        }
      }
    } else if (INTEGER_FIELDS.includes(field)) {
      if (value === '') {
        if (NULL_WHEN_EMPTY.includes(field)) document[field] = null;
        else if (field === 'group_id') document[field] = 0;
      } else document[field] = /^-?[0-9]{1,15}$/.test(value) ? Number(value) : value;
    } else if (TEXT_FIELDS.includes(field)) {
      document[field] = value;
    } else {
      issues.push(issue(`/${sent}`, `不明な項目です(${sent})`, 'unknown_field'));
    }
  }
  if (!('attr' in document) && !issues.some((i) => i.path === '/attr'))
    issues.push(issue('/attr', 'itemsを送信してください', 'required'));

  const rawId = input.formid;
  let id: number | undefined;
  if (rawId !== undefined && rawId !== '' && rawId !== '0') {
    id = parseId(rawId);
    if (id === undefined) issues.push(issue('/id', 'フォームIDの形式が正しくありません'));
  }
  let revision: number | undefined;
  if (input.revision !== undefined && input.revision !== '') {
    revision = parseId(input.revision);
    if (revision === undefined) issues.push(issue('/revision', 'revisionの形式が正しくありません'));
  } else if (id !== undefined) {
    issues.push(
      issue(
        '/revision',
        '更新するにはrevisionを指定してください(最新の内容を読み込んでから保存してください)',
        'required',
      ),
    );
  }
  if (issues.length > 0) return { ok: false, issues };
  return { ok: true, request: { document, id, revision } };
}

/** What a copy leaves out (spec 002 §8 "Copy alert": destinations and zip settings), as the builder lists it. */
export const NOT_COPIED = {
  assign_to: '回答の登録先',
  zip: '郵便番号からの住所自動入力',
} as const;

/** The alert a copy shows when it left something out. */
export const NOT_COPIED_MESSAGE = 'コピーできなかった設定があります';

/**
 * A form's copy for the builder: no id, code or revision; each item without its answer destinations and its
 * postal-code auto-fill (prefs.zip), and the names of what was left out (empty when nothing was).
 *
 * @example copyForm({ name: 'A', attr: [{ swatch_id: 510, assign_to: [{ id: 'memo' }] }] }).notCopied // ['回答の登録先']
 */
export function copyForm(body: Record<string, unknown>): {
  form: Record<string, unknown>;
  notCopied: string[];
} {
  const { id: _id, code: _code, revision: _revision, ...rest } = body;
  const dropped = new Set<string>();
  const attr = Array.isArray(rest.attr)
    ? rest.attr.map((raw: unknown) => {
        if (typeof raw !== 'object' || raw === null) return raw;
        const item = { ...(raw as Record<string, unknown>) };
        if (Array.isArray(item.assign_to) && item.assign_to.length > 0) dropped.add(NOT_COPIED.assign_to);
        if ('assign_to' in item) item.assign_to = [];
        const prefs = item.prefs as Record<string, unknown> | undefined;
        if (prefs && typeof prefs === 'object' && 'zip' in prefs) {
          if (prefs.zip) dropped.add(NOT_COPIED.zip);
          const { zip: _zip, ...other } = prefs;
          item.prefs = other;
        }
        return item;
      })
    : rest.attr;
  const notCopied = Object.values(NOT_COPIED).filter((label) => dropped.has(label));
  return { form: { ...rest, attr }, notCopied };
}

/**
 * The copy's name: "名前のコピー", or "名前のコピー(2)", (3)… when a form already has that name; within 255.
 *
 * @example formCopyName('アンケート', ['アンケートのコピー']) // 'アンケートのコピー(2)'
 */
export function formCopyName(name: string, taken: readonly string[]): string {
  const names = new Set(taken);
  for (let n = 1; ; n++) {
    const suffix = n === 1 ? 'のコピー' : `のコピー(${n})`;
    const candidate = [...name].slice(0, 255 - suffix.length).join('') + suffix;
    if (!names.has(candidate)) return candidate;
  }
}
