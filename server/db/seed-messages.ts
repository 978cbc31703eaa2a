import type { Insertable } from 'kysely';
import { insertMessages } from './friend-messages.ts';
import type { Db, FriendMessagesTable } from './schema.ts';
import { prng } from './seed-friends.ts';
import { claimOnce } from './settings.ts';

/**
 * Demo message history (issue 17 point 6): short Japanese conversations (questions, reservations, thanks, stickers,
 * photos, a retracted message now and then) for the DEMO_MESSAGE_FRIENDS most recently registered friends of each
 * demo account who ever wrote, 0–40 messages each between their registration and their last response.
 * Deterministic per friend id. About 12,000 rows over both accounts (0.3 s), inserted 500 a statement.
 */

/** How many friends per demo account get a history. */
export const DEMO_MESSAGE_FRIENDS = 300;
/** The most messages one friend gets. */
export const DEMO_MESSAGES_MAX = 40;
/** The text of a message the friend retracted (spec 000 §4: rate 4, type text, media cleared). */
export const UNSENT_TEXT = 'メッセージの送信が取り消されました';

/** Conversations: the friend's line, then the account's answer. */
const EXCHANGES: readonly [string, string][] = [
  ['こんにちは！予約をお願いしたいです', 'お問い合わせありがとうございます。ご希望の日時を教えてください。'],
  ['来週の土曜日の午後は空いていますか？', '土曜日は14時と16時に空きがございます。'],
  ['14時でお願いします', 'かしこまりました。14時でご予約をお取りしました。'],
  ['営業時間を教えてください', '平日は10時〜19時、土日祝は10時〜18時です。'],
  ['駐車場はありますか？', '店舗裏に3台分の駐車場がございます。'],
  ['クーポンはまだ使えますか？', '今月末までご利用いただけます。'],
  ['予約の時間を変更したいです', '承知しました。ご希望の時間をお知らせください。'],
  [
    'ありがとうございました！また行きます',
    'ご来店ありがとうございました。またのお越しをお待ちしております。',
  ],
  ['支払いはカードでもできますか？', 'クレジットカード・電子マネーがご利用いただけます。'],
  ['キャンセルをお願いします', 'キャンセルを承りました。またのご予約をお待ちしております。'],
];
const BROADCASTS = [
  '【春のキャンペーン】今月限定で全メニュー10%オフ！',
  'ご予約の前日になりました。明日のご来店をお待ちしております。',
  'アンケートへのご協力ありがとうございました。',
];
const STICKERS = [
  { package_id: '11537', sticker_id: '52002734' },
  { package_id: '11538', sticker_id: '51626494' },
  { package_id: '446', sticker_id: '1988' },
];

/** A friend who gets a history: id, registration and last response times. */
interface Source {
  id: number;
  account_id: number;
  registered_at: string;
  last_response_at: string;
}

/**
 * The messages of one friend, in time order, the last received one at the friend's last response.
 *
 * @example generateMessages({ id: 7, account_id: 1, registered_at, last_response_at }).length // 0..40
 */
export function generateMessages(friend: Source): Insertable<FriendMessagesTable>[] {
  const random = prng(friend.id * 7919 + 13);
  const count = Math.floor(random() * (DEMO_MESSAGES_MAX + 1));
  const start = Date.parse(friend.registered_at);
  const end = Date.parse(friend.last_response_at);
  if (count === 0 || !(end > start)) return [];
  const times = Array.from({ length: count }, () => start + Math.floor(random() * (end - start))).sort(
    (a, b) => a - b,
  );
  times[count - 1] = end;
  const messages: Insertable<FriendMessagesTable>[] = [];
  let exchange = Math.floor(random() * EXCHANGES.length);
  for (let i = 0; i < count; i++) {
    const at = new Date(times[i] as number).toISOString();
    // The last message is the friend's (it is the last response); before it, the account answers every other.
    const incoming = i === count - 1 || i % 2 === 0;
    const roll = random();
    const base = {
      account_id: friend.account_id,
      friend_id: friend.id,
      at,
      direction: incoming ? ('in' as const) : ('out' as const),
      notify: 0,
      rate: 1,
      media: null,
      quoted_message_id: null,
      line_message_id: `46${String(friend.id).padStart(10, '0')}${String(i).padStart(4, '0')}`,
    };
    const pair = EXCHANGES[exchange % EXCHANGES.length] as [string, string];
    if (incoming) {
      if (roll < 0.1)
        messages.push({ ...base, type: 'sticker', text: '', media: JSON.stringify(STICKERS[i % 3]) });
      else if (roll < 0.16)
        messages.push({
          ...base,
          type: 'image',
          text: '',
          media: JSON.stringify({ content_type: 'image/jpeg', name: `IMG_${1000 + i}.jpg` }),
        });
      else if (roll < 0.2) messages.push({ ...base, type: 'text', text: UNSENT_TEXT, rate: 4 });
      else messages.push({ ...base, type: 'text', text: pair[0] });
    } else {
      messages.push({ ...base, type: 'text', text: roll < 0.15 ? (BROADCASTS[i % 3] as string) : pair[1] });
      exchange++;
    }
  }
  return messages;
}

/**
 * The demo message history, once per database (a claim in `settings`, so a database seeded before messages
 * existed gets them at its next start). Answers whether this call stored them.
 *
 * @example await seedDemoMessages(db) // true the first time
 */
export async function seedDemoMessages(db: Db): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimOnce(trx, 'seeded_messages'))) return false;
    const accounts = await trx
      .selectFrom('accounts')
      .select('id')
      .where('name', 'in', ['デモアカウント', '制限付きアカウント'])
      .orderBy('id')
      .execute();
    for (const { id } of accounts) {
      const friends = await trx
        .selectFrom('friends')
        .select(['id', 'account_id', 'registered_at', 'last_response_at'])
        .where('account_id', '=', id)
        .where('last_response_at', '<>', '')
        .orderBy('registered_at', 'desc')
        .orderBy('id', 'desc')
        .limit(DEMO_MESSAGE_FRIENDS)
        .execute();
      await insertMessages(trx, friends.flatMap(generateMessages));
    }
    return accounts.length > 0;
  });
}
