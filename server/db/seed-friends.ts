import type { Insertable } from 'kysely';
import { type FileStore, newAttachmentKey, thumbnailKeyOf } from '../media/file-store.ts';
import { encodePng } from '../media/png.ts';
import { insertAttachment, VAR_ATTACHMENT_KIND } from './attachments.ts';
import { insertFriends, type NewFriend } from './friends.ts';
import type {
  Db,
  FriendConversionsTable,
  FriendFormsTable,
  FriendLandingsTable,
  FriendPhasesTable,
  FriendRemindersTable,
  FriendReservationsTable,
  FriendScenariosTable,
} from './schema.ts';

/**
 * Demo friends (issue 17 point 1): realistic Japanese names from surname and given-name lists, tags, a value of
 * every friend-info field type, response marks, display states, scenarios, and the events the funnel conditions
 * read, so every condition type matches someone. Deterministic: the same seed gives the same friends (dates are
 * spread over the two years before `now`).
 */

/** Surnames: kanji and reading. */
const SURNAMES = [
  ['佐藤', 'さとう', 'Sato'],
  ['鈴木', 'すずき', 'Suzuki'],
  ['高橋', 'たかはし', 'Takahashi'],
  ['田中', 'たなか', 'Tanaka'],
  ['伊藤', 'いとう', 'Ito'],
  ['渡辺', 'わたなべ', 'Watanabe'],
  ['山本', 'やまもと', 'Yamamoto'],
  ['中村', 'なかむら', 'Nakamura'],
  ['小林', 'こばやし', 'Kobayashi'],
  ['加藤', 'かとう', 'Kato'],
  ['吉田', 'よしだ', 'Yoshida'],
  ['山田', 'やまだ', 'Yamada'],
  ['佐々木', 'ささき', 'Sasaki'],
  ['山口', 'やまぐち', 'Yamaguchi'],
  ['松本', 'まつもと', 'Matsumoto'],
  ['井上', 'いのうえ', 'Inoue'],
  ['木村', 'きむら', 'Kimura'],
  ['林', 'はやし', 'Hayashi'],
  ['斎藤', 'さいとう', 'Saito'],
  ['清水', 'しみず', 'Shimizu'],
  ['山崎', 'やまざき', 'Yamazaki'],
  ['森', 'もり', 'Mori'],
  ['池田', 'いけだ', 'Ikeda'],
  ['橋本', 'はしもと', 'Hashimoto'],
  ['阿部', 'あべ', 'Abe'],
  ['石川', 'いしかわ', 'Ishikawa'],
  ['前田', 'まえだ', 'Maeda'],
  ['藤田', 'ふじた', 'Fujita'],
  ['小川', 'おがわ', 'Ogawa'],
  ['岡田', 'おかだ', 'Okada'],
  ['後藤', 'ごとう', 'Goto'],
  ['長谷川', 'はせがわ', 'Hasegawa'],
  ['村上', 'むらかみ', 'Murakami'],
  ['近藤', 'こんどう', 'Kondo'],
  ['石井', 'いしい', 'Ishii'],
  ['坂本', 'さかもと', 'Sakamoto'],
  ['遠藤', 'えんどう', 'Endo'],
  ['青木', 'あおき', 'Aoki'],
  ['藤井', 'ふじい', 'Fujii'],
  ['西村', 'にしむら', 'Nishimura'],
] as const;

/** Given names: kanji, reading, romaji. */
const GIVEN_NAMES = [
  ['花子', 'はなこ', 'Hanako'],
  ['太郎', 'たろう', 'Taro'],
  ['美咲', 'みさき', 'Misaki'],
  ['翔太', 'しょうた', 'Shota'],
  ['陽菜', 'ひな', 'Hina'],
  ['大輝', 'だいき', 'Daiki'],
  ['結衣', 'ゆい', 'Yui'],
  ['蓮', 'れん', 'Ren'],
  ['さくら', 'さくら', 'Sakura'],
  ['健太', 'けんた', 'Kenta'],
  ['葵', 'あおい', 'Aoi'],
  ['拓海', 'たくみ', 'Takumi'],
  ['彩', 'あや', 'Aya'],
  ['直樹', 'なおき', 'Naoki'],
  ['真由美', 'まゆみ', 'Mayumi'],
  ['誠', 'まこと', 'Makoto'],
  ['愛', 'あい', 'Ai'],
  ['悠斗', 'ゆうと', 'Yuto'],
  ['恵', 'めぐみ', 'Megumi'],
  ['和也', 'かずや', 'Kazuya'],
  ['七海', 'ななみ', 'Nanami'],
  ['亮', 'りょう', 'Ryo'],
  ['由美子', 'ゆみこ', 'Yumiko'],
  ['康介', 'こうすけ', 'Kosuke'],
  ['舞', 'まい', 'Mai'],
  ['雄一', 'ゆういち', 'Yuichi'],
  ['千尋', 'ちひろ', 'Chihiro'],
  ['隆', 'たかし', 'Takashi'],
  ['優子', 'ゆうこ', 'Yuko'],
  ['翼', 'つばさ', 'Tsubasa'],
] as const;

const DECORATIONS = ['', '', '', '', '🌸', '☆', '♪', '🍀', '(^^)', '✨'];
const STATUS_MESSAGES = [
  '',
  '',
  '',
  'よろしくお願いします',
  '毎日がんばる！',
  'ダイエット中',
  '猫が好き🐈',
  '旅行に行きたい',
  '育休中です',
  'カフェ巡り☕',
];
const MEMOS = ['', '', '', '', '電話での問い合わせあり', '来店済み', '要フォロー', 'クレーム対応済み'];
const NOTE_TEXTS = [
  '土日の予約を希望します。駐車場の有無も教えてください。',
  '前回の施術がとても良かったです。次回も同じ担当の方でお願いします。',
  'アレルギーがあるので、使用する薬剤について事前に相談したいです。',
];
const HOUR = 3600_000;
const DAY = 24 * HOUR;
/** The span of registration dates: two years before `now`. */
const SPAN_DAYS = 730;

/** A small deterministic PRNG (mulberry32). @example const random = prng(1); random() // 0.6270739405881613 */
export function prng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** What the generator reads of an account: its item ids by kind, and its forms and rich menus. */
export interface FriendSources {
  tags: number[];
  varia: { id: number; type: number | null; choices: number[] }[];
  /** The choice ids of the response-mark field (member_taiou_mark), 0 first for "no mark". */
  marks: number[];
  scenarios: number[];
  episodes: number[];
  eventSlots: { id: number; menus: number[] }[];
  salons: { id: number; resources: number[]; courses: number[] }[];
  forms: number[];
  trackers: number[];
  landings: number[];
  phases: number[];
  richmenus: number[];
  /** The attachments media values refer to (an image and a PDF), when the account has such fields. */
  image?: MediaSource;
  pdf?: MediaSource;
}

/** The events of one generated friend, keyed to its position in the batch. */
interface FriendEvents {
  scenarios: Omit<Insertable<FriendScenariosTable>, 'friend_id'>[];
  reminders: Omit<Insertable<FriendRemindersTable>, 'friend_id'>[];
  reservations: Omit<Insertable<FriendReservationsTable>, 'friend_id'>[];
  forms: Omit<Insertable<FriendFormsTable>, 'friend_id'>[];
  conversions: Omit<Insertable<FriendConversionsTable>, 'friend_id'>[];
  landings: Omit<Insertable<FriendLandingsTable>, 'friend_id'>[];
  phases: Omit<Insertable<FriendPhasesTable>, 'friend_id'>[];
}

const pick = <T>(random: () => number, list: readonly T[]): T =>
  list[Math.floor(random() * list.length)] as T;
const iso = (ms: number) => new Date(ms).toISOString();
const ymd = (ms: number) => iso(ms).slice(0, 10);

/**
 * Generates friend number `n` (0-based) of an account: deterministic for (seed, n), dates before `now`.
 *
 * @example const { friend } = generateFriend(sources, 1, 0, 17, Date.now());
 */
export function generateFriend(
  sources: FriendSources,
  accountId: number,
  n: number,
  seed: number,
  now: number,
): NewFriend & { events: FriendEvents } {
  const random = prng(seed * 1_000_003 + n);
  const chance = (p: number) => random() < p;
  const [surname, surnameKana, surnameRomaji] = pick(random, SURNAMES);
  const [given, givenKana, givenRomaji] = pick(random, GIVEN_NAMES);
  const style = random();
  const name =
    style < 0.5
      ? `${surname} ${given}`
      : style < 0.65
        ? `${surname}${given}`
        : style < 0.8
          ? `${givenKana}${pick(random, DECORATIONS)}`
          : style < 0.9
            ? `${givenRomaji} ${surnameRomaji}`
            : `${surnameKana} ${givenKana}`;
  const registered = now - Math.floor(random() * SPAN_DAYS * DAY);
  const responded = chance(0.8) ? registered + Math.floor(random() * (now - registered)) : undefined;
  const userRate = chance(0.03) ? 0 : chance(0.02) ? -1 : 1;
  const scenarioId = sources.scenarios.length > 0 && chance(0.6) ? pick(random, sources.scenarios) : null;
  const scenarioState = chance(0.3) ? 1 : chance(0.1) ? 2 : 0;
  const friend: NewFriend['friend'] = {
    account_id: accountId,
    line_user_id: `U${accountId.toString(16).padStart(8, '0')}${n.toString(16).padStart(24, '0')}`,
    name,
    short_name: chance(0.3) ? surname : '',
    nickname: chance(0.2) ? `${givenKana.slice(0, 2)}ちゃん` : '',
    memo: pick(random, MEMOS),
    status_message: pick(random, STATUS_MESSAGES),
    email: chance(0.4) ? `${givenRomaji}.${surnameRomaji}${n % 1000}@example.com`.toLowerCase() : '',
    mail_status: Math.floor(random() * 6),
    registered_at: iso(registered),
    register_type: pick(random, [0, 0, 0, 1, 2]),
    last_response_at: responded === undefined ? '' : iso(responded),
    notify: pick(random, sources.marks),
    user_rate: userRate,
    blocked: chance(0.05) ? 1 : 0,
    richmenu_id: sources.richmenus.length > 0 && chance(0.4) ? pick(random, sources.richmenus) : null,
    scenario_id: scenarioId,
    scenario_step: scenarioId === null ? 0 : Math.floor(random() * 6),
    scenario_state: scenarioId === null ? 0 : scenarioState,
    scenario_started_at: scenarioId === null ? null : iso(registered + HOUR),
  };
  const tags = sources.tags.filter((_, i) => chance(i === 0 ? 0.15 : 0.1 + (i % 4) * 0.08));
  const values: NonNullable<NewFriend['values']> = [];
  const at = iso(registered + DAY);
  for (const item of sources.varia) {
    if (!chance(item.type === 0 || item.type === 1 ? 0.6 : 0.35)) continue;
    const value = (text: string, extra: { num?: number; date?: string; meta?: string } = {}) =>
      values.push({
        item_id: item.id,
        value: text,
        num: extra.num ?? null,
        date: extra.date ?? null,
        meta: extra.meta ?? '',
        updated_at: at,
      });
    switch (item.type) {
      case 0:
        value(`M${String(100000 + n).padStart(7, '0')}`);
        break;
      case 1: {
        const points = Math.floor(random() * 5000);
        value(String(points), { num: points });
        break;
      }
      case 2:
        value(pick(random, NOTE_TEXTS));
        break;
      case 10:
        if (sources.image) value(sources.image.key, { meta: sources.image.meta });
        break;
      case 13:
        if (sources.pdf) value(sources.pdf.key, { meta: sources.pdf.meta });
        break;
      case 20:
        if (item.choices.length > 0) value(String(pick(random, item.choices)));
        break;
      case 30: {
        const birthday = ymd(now - (18 + random() * 50) * 365 * DAY);
        value(birthday, { date: birthday });
        break;
      }
    }
  }
  const when = () => iso(registered + Math.floor(random() * (now - registered)));
  const events: FriendEvents = {
    scenarios:
      scenarioId === null
        ? []
        : [
            {
              scenario_id: scenarioId,
              step: friend.scenario_step ?? 0,
              state: scenarioState,
              started_at: iso(registered + HOUR),
            },
          ],
    reminders:
      sources.episodes.length > 0 && chance(0.15)
        ? [
            {
              episode_id: pick(random, sources.episodes),
              goal_at: iso(now + Math.floor((random() - 0.5) * 60 * DAY)),
              state: Math.floor(random() * 3),
            },
          ]
        : [],
    reservations: [],
    forms: sources.forms.filter(() => chance(0.12)).map((form_id) => ({ form_id, at: when() })),
    conversions: sources.trackers
      .filter(() => chance(0.08))
      .map((tracker_id) => ({ tracker_id, at: when() })),
    landings: sources.landings
      .filter(() => chance(0.2))
      .map((landing_id) => ({
        landing_id,
        at: when(),
        m1: pick(random, ['google', 'instagram', 'x', '']),
        m2: pick(random, ['spring', 'summer', '']),
        m3: '',
      })),
    phases: sources.phases
      .filter(() => chance(0.25))
      .map((journey_tag_id) => ({ journey_tag_id, at: when() })),
  };
  if (sources.eventSlots.length > 0 && chance(0.1)) {
    const slot = pick(random, sources.eventSlots);
    events.reservations.push({
      kind: 'event',
      target_id: slot.id,
      plan_id: slot.menus.length > 0 ? pick(random, slot.menus) : null,
      resource_id: null,
      status: pick(random, ['1', '1', '1', '2', '3', '4']),
      starts_at: iso(now + Math.floor((random() - 0.3) * 30 * DAY)),
      created_at: when(),
    });
  }
  if (sources.salons.length > 0 && chance(0.1)) {
    const salon = pick(random, sources.salons);
    events.reservations.push({
      kind: 'salon',
      target_id: salon.id,
      plan_id: salon.courses.length > 0 ? pick(random, salon.courses) : null,
      resource_id: salon.resources.length > 0 ? pick(random, salon.resources) : null,
      status: pick(random, ['approved', 'approved', 'canceled', 'pending', 'denied', 'edit_pending']),
      starts_at: iso(now + Math.floor((random() - 0.3) * 30 * DAY)),
      created_at: when(),
    });
  }
  return { friend, tags, values, events };
}

/** A one-page PDF, the media value of the PDF fields. */
const TINY_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj 2 0 obj<</Type/Pages/Kids[3 0 R]/Count 1>>endobj ' +
    '3 0 obj<</Type/Page/Parent 2 0 R/MediaBox[0 0 200 200]>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * Reads what the generator needs of an account; with `media` (a file store), stores the image and the PDF that
 * media values refer to as attachments of the account's first image and PDF fields; without it, media values
 * reuse the attachments stored before, if any.
 *
 * @example const sources = await friendSources(db, 1, { media: files });
 */
export async function friendSources(
  db: Db,
  accountId: number,
  options: { media?: FileStore } = {},
): Promise<FriendSources> {
  const items = await db
    .selectFrom('items')
    .select(['id', 'kind', 'type', 'data'])
    .where('account_id', '=', accountId)
    .where('deleted', '=', 0)
    .orderBy('sort')
    .orderBy('id')
    .execute();
  const documents = await db
    .selectFrom('documents')
    .select(['id', 'kind'])
    .where('account_id', '=', accountId)
    .where('deleted_at', 'is', null)
    .where('kind', 'in', ['form', 'richmenu'])
    .orderBy('id')
    .execute();
  const data = (text: string): Record<string, unknown> => {
    try {
      return JSON.parse(text) as Record<string, unknown>;
    } catch {
      return {};
    }
  };
  const ofKind = (kind: string) => items.filter((item) => item.kind === kind);
  const ids = (kind: string) => ofKind(kind).map((item) => item.id);
  const choicesOf = (text: string) => {
    const choices = data(text).choices;
    return Array.isArray(choices)
      ? choices.map((c) => Number((c as { id?: unknown }).id)).filter(Number.isInteger)
      : [];
  };
  const varia = ofKind('varia');
  const markItem = varia.find((item) => data(item.data).code === 'member_taiou_mark');
  const sources: FriendSources = {
    tags: ids('tag'),
    varia: varia
      .filter((item) => item !== markItem)
      .map((item) => ({ id: item.id, type: item.type, choices: choicesOf(item.data) })),
    marks: [0, 0, 0, ...(markItem ? choicesOf(markItem.data) : [])],
    scenarios: ids('scenario'),
    episodes: ids('episode'),
    eventSlots: ofKind('event_reserve').map((slot) => ({
      id: slot.id,
      menus: ofKind('event_menu')
        .filter((menu) => data(menu.data).slot_id === slot.id)
        .map((menu) => menu.id),
    })),
    salons: ofKind('salon_reservation').map((salon) => ({
      id: salon.id,
      resources: ofKind('salon_resource')
        .filter((r) => data(r.data).salon_id === salon.id)
        .map((r) => r.id),
      courses: ofKind('salon_course')
        .filter((c) => data(c.data).salon_id === salon.id)
        .map((c) => c.id),
    })),
    forms: documents.filter((d) => d.kind === 'form').map((d) => d.id),
    trackers: ids('tracker'),
    landings: ids('landing'),
    phases: ids('journey_tag'),
    richmenus: documents.filter((d) => d.kind === 'richmenu').map((d) => d.id),
  };
  const files = options.media;
  if (!files) {
    // Media values reuse the files the demo seed stored, when there are any.
    const stored = await db
      .selectFrom('attachments')
      .select(['key', 'var_id', 'filename', 'status'])
      .where('account_id', '=', accountId)
      .where('kind', '=', VAR_ATTACHMENT_KIND)
      .orderBy('id')
      .execute();
    const of = (type: number) => {
      const found = stored.find((a) => varia.some((item) => item.id === a.var_id && item.type === type));
      return found && mediaSource(found.key, found.filename, found.status);
    };
    sources.image = of(10);
    sources.pdf = of(13);
  }
  // One file per field type, given to every friend with a value there: deleting one friend's value keeps it
  // (server/db/attachments.ts deletes a file no value names).
  const imageField = varia.find((item) => item.type === 10);
  if (files && imageField) {
    const bytes = encodePng(64, 40, '#ECEFF1', [{ x: 8, y: 8, width: 20, height: 24, color: '#90A4AE' }]);
    sources.image = await seedAttachment(db, files, accountId, imageField.id, {
      filename: 'id_card.png',
      content_type: 'image/png',
      bytes,
      width: 64,
      height: 40,
      // The thumbnail of a 64 px image is itself (thumbnails are never enlarged).
      thumbnail: bytes,
    });
  }
  const pdfField = varia.find((item) => item.type === 13);
  if (files && pdfField) {
    sources.pdf = await seedAttachment(db, files, accountId, pdfField.id, {
      filename: 'contract.pdf',
      content_type: 'application/pdf',
      bytes: TINY_PDF,
      width: null,
      height: null,
    });
  }
  return sources;
}

/** What a friend's image or PDF value is: the attachment's key, and the meta the editor stores beside it. */
export interface MediaSource {
  key: string;
  meta: string;
}

/** The value and meta of an attachment (meta: JSON of { filename, status }, as the editor's save stores it). */
function mediaSource(key: string, filename: string, status: string): MediaSource {
  return { key, meta: JSON.stringify({ filename, status }) };
}

/** Stores a demo file as an attachment of a field (its bytes in `files`, its row in `attachments`). */
async function seedAttachment(
  db: Db,
  files: FileStore,
  accountId: number,
  varId: number,
  file: {
    filename: string;
    content_type: string;
    bytes: Uint8Array;
    width: number | null;
    height: number | null;
    thumbnail?: Uint8Array;
  },
): Promise<MediaSource> {
  const key = newAttachmentKey();
  await files.put(key, file.bytes, file.content_type);
  const thumbnailKey = file.thumbnail ? thumbnailKeyOf(key) : null;
  if (file.thumbnail && thumbnailKey) await files.put(thumbnailKey, file.thumbnail, file.content_type);
  const status = file.thumbnail ? 'generated_thumbnail' : 'checked_file';
  await insertAttachment(db, {
    account_id: accountId,
    key,
    kind: VAR_ATTACHMENT_KIND,
    var_id: varId,
    content_type: file.content_type,
    filename: file.filename,
    size: file.bytes.length,
    width: file.width,
    height: file.height,
    status,
    thumbnail_key: thumbnailKey,
    created_by: null,
  });
  return mediaSource(key, file.filename, status);
}
/** How many friends the demo seed gives each account. */
export const DEMO_FRIENDS = 2000;

/**
 * Generates and stores `count` friends of an account with their events, numbered from `from` (so a large set can
 * be made batch by batch). Call inside a transaction.
 *
 * @example await seedFriends(trx, 1, sources, { count: 2000 });
 */
export async function seedFriends(
  db: Db,
  accountId: number,
  sources: FriendSources,
  options: { count: number; from?: number; seed?: number; now?: number },
): Promise<number[]> {
  const { count, from = 0, seed = 17, now = Date.now() } = options;
  const generated = Array.from({ length: count }, (_, i) =>
    generateFriend(sources, accountId, from + i, seed, now),
  );
  const ids = await insertFriends(db, generated);
  const rows = <T>(pickRows: (e: FriendEvents) => T[]) =>
    generated.flatMap((g, i) => pickRows(g.events).map((row) => ({ ...row, friend_id: ids[i] as number })));
  const insert = async <T extends keyof FriendTables>(table: T, list: FriendTables[T][]) => {
    for (let start = 0; start < list.length; start += 500)
      await db
        .insertInto(table)
        .values(list.slice(start, start + 500) as never)
        .execute();
  };
  await insert(
    'friend_scenarios',
    rows((e) => e.scenarios),
  );
  await insert(
    'friend_reminders',
    rows((e) => e.reminders),
  );
  await insert(
    'friend_reservations',
    rows((e) => e.reservations),
  );
  await insert(
    'friend_forms',
    rows((e) => e.forms),
  );
  await insert(
    'friend_conversions',
    rows((e) => e.conversions),
  );
  await insert(
    'friend_landings',
    rows((e) => e.landings),
  );
  await insert(
    'friend_phases',
    rows((e) => e.phases),
  );
  return ids;
}

interface FriendTables {
  friend_scenarios: Insertable<FriendScenariosTable>;
  friend_reminders: Insertable<FriendRemindersTable>;
  friend_reservations: Insertable<FriendReservationsTable>;
  friend_forms: Insertable<FriendFormsTable>;
  friend_conversions: Insertable<FriendConversionsTable>;
  friend_landings: Insertable<FriendLandingsTable>;
  friend_phases: Insertable<FriendPhasesTable>;
}
