import type { ActionWire } from '../../documents/action.ts';

/**
 * The shapes of the server's answers that the console reads (spec 000 §3, §7; spec 002 §3, §7; the server's
 * routes in server/routes). Only what the console uses is typed; every answer may carry more fields.
 */

/** A call that worked: the HTTP status and the parsed JSON body. */
export interface ApiSuccess<T> {
  ok: true;
  status: number;
  data: T;
  /**
   * The answer headers the call reads (lower-case names), for the calls whose meaning a header carries (POST
   * /api/var/choice's lm-may-delay); absent on the others.
   */
  headers?: Readonly<Record<string, string>>;
}

/**
 * A call that did not work, as data (the client never throws at its callers). `status` is 0 when no answer
 * came (network down, timeout, aborted). `messages` are the server's lines, or the unknown-error text when the
 * answer had no JSON body (spec 000 §8).
 *
 * @example { ok: false, status: 422, messages: ['最低1つの要素を選択して下さい'], errors: { '/inputs': [...] } }
 */
export interface ApiFailure {
  ok: false;
  status: number;
  messages: string[];
  /** The server's messages keyed by field path (JSON Pointer), when it gave them. */
  errors: Record<string, string[]>;
  /** True when the answer carried the server's own messages (a JSON body with `messages`). */
  fromServer: boolean;
  /** The client gave up waiting (the call's timeout). */
  timedOut?: boolean;
  /** The caller aborted the call (its signal). */
  aborted?: boolean;
}

/** Every call answers one of these. @example const r = await actionApi(api).actionData(3); if (r.ok) use(r.data); */
export type ApiResult<T> = ApiSuccess<T> | ApiFailure;

/** GET /api/session (and the answer of POST /api/login and /api/session/account). */
export interface Session {
  token: string;
  account: { id: number; name: string };
  abilities: string[];
  /** The operator's role's permissions in this account (access/permissions.ts). */
  permissions: string[];
  /** The accounts the operator belongs to. */
  accounts?: { id: number; name: string }[];
  operator?: { id: number; login_id: string; name: string };
  role?: { id: number; name: string };
}

/** GET /api/operators. */
export interface OperatorsAnswer {
  operators: {
    id: number;
    login_id: string;
    name: string;
    disabled: boolean;
    role_id: number | null;
    self: boolean;
    /**
     * Whether this session holds operator-manage in every account the operator belongs to: only then may it set
     * its password, disable or enable it, or end its sessions (403 otherwise); its role here is changeable anyway.
     */
    manageable: boolean;
  }[];
  /** `revision`: the one a save of the role names (PATCH /api/roles/{id}); 409 when another save came first. */
  roles: { id: number; name: string; permissions: string[]; revision: number }[];
  permissions: { name: string; source: string; ja: string; en: string }[];
}

/** What POST /api/operators sends. */
export interface NewOperator {
  login_id: string;
  name: string;
  password: string;
  role_id: number;
}

/** One kept revision of a document: when, and who saved it (null: the initial data). */
export interface RevisionEntry {
  revision: number;
  saved_at: string;
  operator: { id: number; name: string } | null;
}

/** A folder (spec 000 §3.4): numeric ids, 'fav' for favourites, 0 for unclassified. */
export interface Folder {
  id: number | string;
  name: string;
  item_count?: number;
  unique?: boolean;
}

/** An item of the item picker (spec 002 §3 "Item picker item"); kinds add fields of their own. */
export interface PickerItem {
  id: number;
  name: string;
  group_id?: number | null;
  favorite?: boolean;
  super?: boolean;
  writable?: boolean;
  type?: number | string | null;
  type_name?: string;
  badge?: { text?: string; color?: string; class?: string } | string | null;
  fresh?: boolean;
  [field: string]: unknown;
}

/** GET /api/v_resource/{kind}: folders, items, and the live ids (an id named elsewhere and missing here was deleted). */
export interface ResourceAnswer {
  groups: Folder[];
  items: PickerItem[];
  ids: number[];
}

/**
 * GET /api/line/slots/{id}/rest and GET /api/line/menus/{id}/rest (spec 000 §7): the remaining count of an event
 * slot or of one of its plans, and its capacity when it has one.
 */
export interface RestAnswer {
  id: number;
  rest: number;
  capacity: number | null;
}

/** GET /api/salon/statuses (spec 001 §3, 002 §3): a reservation status, chosen by its key in condition 67. */
export interface SalonStatus {
  key: string;
  label: string;
}

/** What POST /api/journey_tags sends: a new phase of a journey (spec 002 §6, §7). */
export interface NewJourneyTag {
  name: string;
  /** The journey the phase belongs to. */
  journey_id: number;
  /** A folder id of the phases, null for none, 'fav' from the favourites (a favourite phase). */
  group_id: number | 'fav' | null;
}

/** GET /api/action/data/{id}: the action's wire fields (spec 000 §3.8, its schema) and its revision. */
export type ActionData = ActionWire & { aid: number; revision: number };

/** What POST /api/action/register sends: the wire document plus the revision it was edited from. */
export type ActionDocument = ActionWire & { revision?: number };

/** POST /api/action/register answers the aid (spec 000 §7), the new revision and the description lines. */
export interface RegisterAnswer {
  aid: number;
  revision: number;
  description?: string[];
  warnings?: string[];
}

/** GET /api/action/text/{id}. */
export interface ActionText {
  text: string;
  lines?: string[];
}

/** A row of GET /api/action/list. */
export interface ActionSummary {
  aid: number;
  name: string;
  group_id: number | null;
  revision: number;
  created_at?: string;
  updated_at?: string;
}

/** GET /api/action/list. */
export interface ActionList {
  items: ActionSummary[];
  groups: Folder[];
}

/** What POST /line/var/new sends (spec 000 §3.7): a new friend-info field. */
export interface NewVarField {
  name: string;
  /** A folder id, null for none, 'fav' from the favourites. */
  group_id: number | 'fav' | null;
  /** 0 text, 1 number, 2 long text, 10 image, 13 PDF, 20 choice, 30 date. */
  type: number;
  /** The default value; only types 0, 1, 2 and 20 take one. */
  echo_default: string;
  /** 1 normal, 2 favourite. */
  rate: 1 | 2;
}

/** A choice of a choice-type field (spec 000 §3.2); a new one has no id yet. */
export interface VarChoice {
  id?: number;
  value: string;
  color?: string;
  key?: string;
}

/** GET /api/var/choice/{var_id}: the field's choices, in their order. */
export interface VarChoicesOfField {
  id: number;
  choices: Required<VarChoice>[];
}

/**
 * Whether a choice save's answer says friends' registered values are still following it (the lm-may-delay
 * header is 1, spec 000 §7): the toast says so.
 *
 * @example mayDelay(await itemEditApi(api).saveVarChoices(12, choices)) // true after a choice was renamed or removed
 */
export function mayDelay(result: ApiSuccess<unknown>): boolean {
  return result.headers?.[MAY_DELAY_HEADER] === '1';
}

/** The choice save's answer header saying friends' values follow later (spec 000 §7). */
export const MAY_DELAY_HEADER = 'lm-may-delay';

/** POST /api/var/choice answers the saved choices and the fields. */
export interface VarChoicesAnswer {
  choices: Required<VarChoice>[];
  items: PickerItem[];
}
