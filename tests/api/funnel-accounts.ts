/**
 * Random friends (funnel-arbitraries.ts) written as an account of their own, with their tags, values and events:
 * the data of the funnel differential tests and of the count-in-parts test.
 */
import type { FriendFacts } from '../../plugins/shared/conditions/meaning.ts';
import { insertFriends } from '../../server/db/friends.ts';
import type { Db } from '../../server/db/schema.ts';

/** Inserts friends as an account of their own and answers their facts with the ids the database gave. */
export async function insertAccount(
  db: Db,
  friends: FriendFacts[],
): Promise<{ accountId: number; facts: FriendFacts[] }> {
  const account = await db
    .insertInto('accounts')
    .values({ name: 'funnel', abilities: '[]', permissions: '[]', created_at: new Date().toISOString() })
    .returning('id')
    .executeTakeFirstOrThrow();
  const ids = await insertFriends(
    db,
    friends.map((f, i) => ({
      friend: {
        account_id: account.id,
        line_user_id: `Ufunnel${account.id}x${i}`,
        name: f.name,
        short_name: f.short_name,
        nickname: f.nickname,
        memo: f.memo,
        status_message: f.status_message,
        email: f.email,
        mail_status: f.mail_status,
        registered_at: f.registered_at,
        register_type: f.register_type,
        last_response_at: f.last_response_at,
        notify: f.notify,
        user_rate: f.user_rate,
        blocked: f.blocked,
        richmenu_id: f.richmenu_id,
      },
      tags: f.tags,
      values: f.values.map((v) => ({ ...v, meta: '', updated_at: f.registered_at })),
    })),
  );
  const facts = friends.map((f, i) => ({ ...f, id: ids[i] as number }));
  const rows = <T>(pick: (f: FriendFacts) => T[]) => facts.flatMap((f) => pick(f).map((row) => ({ f, row })));
  const chunks = async <T>(items: T[], write: (part: T[]) => Promise<unknown>) => {
    for (let i = 0; i < items.length; i += 300) await write(items.slice(i, i + 300));
  };
  await chunks(
    rows((f) => f.scenarios),
    (part) =>
      db
        .insertInto('friend_scenarios')
        .values(part.map(({ f, row }) => ({ friend_id: f.id, ...row, started_at: f.registered_at })))
        .execute(),
  );
  await chunks(
    rows((f) => f.forms),
    (part) =>
      db
        .insertInto('friend_forms')
        .values(part.map(({ f, row }) => ({ friend_id: f.id, ...row })))
        .execute(),
  );
  await chunks(
    rows((f) => f.conversions),
    (part) =>
      db
        .insertInto('friend_conversions')
        .values(part.map(({ f, row }) => ({ friend_id: f.id, tracker_id: row, at: f.registered_at })))
        .execute(),
  );
  await chunks(
    rows((f) => f.phases),
    (part) =>
      db
        .insertInto('friend_phases')
        .values(part.map(({ f, row }) => ({ friend_id: f.id, journey_tag_id: row, at: f.registered_at })))
        .execute(),
  );
  await chunks(
    rows((f) => f.reservations),
    (part) =>
      db
        .insertInto('friend_reservations')
        .values(
          part.map(({ f, row }) => ({
            friend_id: f.id,
            ...row,
            starts_at: row.starts_at ?? f.registered_at,
            created_at: f.registered_at,
          })),
        )
        .execute(),
  );
  await chunks(
    rows((f) => f.reminders),
    (part) =>
      db
        .insertInto('friend_reminders')
        .values(part.map(({ f, row }) => ({ friend_id: f.id, ...row })))
        .execute(),
  );
  await chunks(
    rows((f) => f.landings),
    (part) =>
      db
        .insertInto('friend_landings')
        .values(part.map(({ f, row }) => ({ friend_id: f.id, ...row })))
        .execute(),
  );
  await chunks(
    rows((f) => f.messages),
    (part) =>
      db
        .insertInto('friend_messages')
        .values(
          part.map(({ f, row }) => ({
            account_id: account.id,
            friend_id: f.id,
            ...row,
            type: 'text',
            media: null,
            quoted_message_id: null,
            line_message_id: null,
          })),
        )
        .execute(),
  );
  return { accountId: account.id, facts };
}
