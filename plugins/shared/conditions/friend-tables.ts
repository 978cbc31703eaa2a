/**
 * The tables of a friend's data (migrations 008 and 009, docs/decisions/friends-data.md): what the server stores and
 * what the condition plugins' meanings compile to SQL over (plugins/shared/conditions/meaning.ts). They live with
 * the plugins, which may not import the server; server/db/schema.ts takes them into its Database.
 */
import type { Generated } from 'kysely';

/**
 * A friend of an account (migration 008, docs/decisions/friends-data.md). Times are ISO 8601 UTC strings;
 * `last_response_at` is '' for a friend who never wrote (so both engines sort it first ascending). Columns with a
 * default are `Generated`: an insert may leave them out.
 */
export interface FriendsTable {
  id: Generated<number>;
  account_id: number;
  /** The messaging platform's user id (U + 32 hex), unique per account. */
  line_user_id: string;
  /** The friend's own display name: read only in the console. */
  name: string;
  short_name: Generated<string>;
  nickname: Generated<string>;
  memo: Generated<string>;
  status_message: Generated<string>;
  /** '' when unknown. */
  email: Generated<string>;
  /** Mail status 0..5 (spec 001 §9). */
  mail_status: Generated<number>;
  registered_at: string;
  /** How the friend was added (the has_type of condition 110): 0 ordinary, 1 via QR/URL, 2 via ad. */
  register_type: Generated<number>;
  last_response_at: Generated<string>;
  /** Response mark: a choice id of the member_taiou_mark field, 0 for none. */
  notify: Generated<number>;
  /** Display state: 1 normal, 0 hidden, -1 blocked by the operator. */
  user_rate: Generated<number>;
  /** 1 when the friend blocked the account. */
  blocked: Generated<number>;
  /** The rich menu (a richmenu document id) shown to this friend, null for the default. */
  richmenu_id: number | null;
  /** The current scenario (item id), its step and state (0 running, 1 finished, 2 stopped). */
  scenario_id: number | null;
  scenario_step: Generated<number>;
  scenario_state: Generated<number>;
  scenario_started_at: string | null;
  /**
   * The one- and two-character pieces of name, short_name and nickname, folded (NFKC, lower case), as words
   * (nameGrams in server/db/name-fold.ts): what SQLite's friends_grams index reads. Whoever changes a name
   * rewrites it (nameIndexColumns).
   */
  name_grams: Generated<string>;
  /**
   * The three names folded (NFKC, lower case), one a line (migration 017, server/db/name-fold.ts): what the name
   * search's LIKE and SQLite's friends_search trigram index read. Whoever changes a name rewrites it.
   */
  name_folded: Generated<string>;
  /**
   * Counts the writes to the friend's tags, values and base fields (migration 009): the friend editor's save
   * names the revision it started from and is refused (409) when another write came in between.
   */
  revision: Generated<number>;
}

/** A tag on a friend. */
export interface FriendTagsTable {
  friend_id: number;
  tag_id: number;
  tagged_at: string;
}

/**
 * A friend-info value (item kind 'varia'): the value as text (choice id for type 20, media id for 10 and 13),
 * the same as a number in `num` (numbers) and as YYYY-MM-DD in `date` (dates) so range conditions use an index,
 * and the meta string (a media value's file name).
 */
export interface FriendValuesTable {
  friend_id: number;
  item_id: number;
  value: string;
  num: number | null;
  date: string | null;
  meta: string;
  updated_at: string;
}

/** A scenario the friend was or is in: the step sent up to, state 0 running / 1 finished / 2 stopped. */
export interface FriendScenariosTable {
  friend_id: number;
  scenario_id: number;
  step: number;
  state: number;
  started_at: string;
}

/** A reminder (episode item) started for a friend: its goal time, state 0 running / 1 done / 2 cancelled. */
export interface FriendRemindersTable {
  friend_id: number;
  episode_id: number;
  goal_at: string;
  state: number;
}

/** An event ('event': slot and menu) or salon ('salon': salon, course, resource) reservation. */
export interface FriendReservationsTable {
  id: Generated<number>;
  friend_id: number;
  kind: string;
  target_id: number;
  plan_id: number | null;
  resource_id: number | null;
  /** Event: 1 reserved, 2 cancelled, 3 pending, 4 denied (as text); salon: a SALON_STATUSES key. */
  status: string;
  starts_at: string;
  created_at: string;
}

/** A form (document id) the friend answered, first answer time. */
export interface FriendFormsTable {
  friend_id: number;
  form_id: number;
  at: string;
}

/** A conversion tracker (item id) the friend converted on. */
export interface FriendConversionsTable {
  friend_id: number;
  tracker_id: number;
  at: string;
}

/** A journey phase (journey_tag item id) the friend passed. */
export interface FriendPhasesTable {
  friend_id: number;
  journey_tag_id: number;
  at: string;
}

/** A landing-page visit with the keys its link carried. */
export interface FriendLandingsTable {
  id: Generated<number>;
  friend_id: number;
  landing_id: number;
  at: string;
  m1: string;
  m2: string;
  m3: string;
}

/**
 * A message of a friend's chat (migration 009, spec 000 §3.9): received ('in') or sent ('out'), newest last.
 * `rate` 4 marks a message the friend retracted (unsent); `media` is a JSON text of the attachment, or null.
 */
export interface FriendMessagesTable {
  id: Generated<number>;
  account_id: number;
  friend_id: number;
  /** ISO 8601 UTC time the message was sent or received. */
  at: string;
  direction: 'in' | 'out';
  /** text, image, sticker, video, audio, file, location. */
  type: string;
  text: Generated<string>;
  /** The response mark the message carried (0 none). */
  notify: Generated<number>;
  /** 1 normal, 4 unsent (retracted by the friend). */
  rate: Generated<number>;
  media: string | null;
  quoted_message_id: number | null;
  line_message_id: string | null;
}

/** The friend tables by name, as a Kysely database type holds them. */
/**
 * What PostgreSQL's count table holds besides the friend's short columns (migration 014, server/db/friend-facts.ts):
 * the facts the commonest conditions read, one row per friend. Kept by triggers from the tables above.
 */
export interface FriendFactArrays {
  /** friend_tags' tag ids, sorted. */
  tags: number[];
  /** friend_values' numbers by item id (as a JSON key); an item with no number is absent. */
  nums: Record<string, number>;
  /** friend_forms' form ids, sorted. */
  forms: number[];
  /** friend_scenarios' state by scenario id (as a JSON key). */
  scenario_states: Record<string, number>;
}

/** PostgreSQL's count table: the short friends columns the count tests, and the facts as arrays. */
export type FriendFactsTable = Pick<
  FriendsTable,
  | 'account_id'
  | 'blocked'
  | 'user_rate'
  | 'registered_at'
  | 'last_response_at'
  | 'notify'
  | 'richmenu_id'
  | 'register_type'
  | 'mail_status'
> & { id: number } & FriendFactArrays;

export interface FriendTables {
  friends: FriendsTable;
  friend_facts: FriendFactsTable;
  friend_tags: FriendTagsTable;
  friend_values: FriendValuesTable;
  friend_scenarios: FriendScenariosTable;
  friend_reminders: FriendRemindersTable;
  friend_reservations: FriendReservationsTable;
  friend_forms: FriendFormsTable;
  friend_conversions: FriendConversionsTable;
  friend_phases: FriendPhasesTable;
  friend_landings: FriendLandingsTable;
  friend_messages: FriendMessagesTable;
}
