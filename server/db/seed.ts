import type { FileStore } from '../media/file-store.ts';
import { forgetAccounts } from './accounts.ts';
import { insertItem } from './items.ts';
import type { Db } from './schema.ts';
import {
  ALL_ABILITIES,
  ALL_PERMISSIONS,
  LIMITED_ITEMS,
  LIMITED_WITHOUT,
  SEED_EVENT_MENUS,
  SEED_FOLDERS,
  SEED_ITEMS,
  type SeedItem,
} from './seed-data.ts';
import { demoDocuments, type Ids, limitedDocuments, mustGet, seedDocuments } from './seed-documents.ts';
import { ALL_SWATCHES, demoForms, LIMITED_SWATCHES } from './seed-forms.ts';
import { DEMO_FRIENDS, friendSources, seedFriends } from './seed-friends.ts';
import { seedDemoMessages } from './seed-messages.ts';
import { seedOperators } from './seed-operators.ts';
import { seedRichmenus } from './seed-richmenus.ts';
import { claimOnce } from './settings.ts';

/**
 * Loads the demo data on a database's first start: exactly once, even when several processes start together
 * (a claim row in `settings` decides who seeds), and the demo operators (server/db/seed-operators.ts). Answers
 * whether this call seeded.
 *
 * The demo friends' image and PDF values are attachments: their files go to `options.files` (the store the
 * server serves them from); without a store the demo friends get no image or PDF values.
 *
 * @example await migrateToLatest(db, 'sqlite'); await seedDatabase(db, { files }); // true the first time, then false
 */
export async function seedDatabase(db: Db, options: { files?: FileStore } = {}): Promise<boolean> {
  const seeded = await db.transaction().execute(async (trx) => {
    if (!(await claimOnce(trx, 'seeded'))) return false;
    const now = new Date().toISOString();
    const demo = await trx
      .insertInto('accounts')
      .values({
        name: 'デモアカウント',
        abilities: JSON.stringify(ALL_ABILITIES),
        permissions: JSON.stringify(ALL_PERMISSIONS),
        allowed_swatches: JSON.stringify(ALL_SWATCHES),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const limited = await trx
      .insertInto('accounts')
      .values({
        name: '制限付きアカウント',
        abilities: JSON.stringify(
          ALL_ABILITIES.filter((a) => !(LIMITED_WITHOUT.abilities as readonly string[]).includes(a)),
        ),
        permissions: JSON.stringify(
          ALL_PERMISSIONS.filter((p) => !(LIMITED_WITHOUT.permissions as readonly string[]).includes(p)),
        ),
        allowed_swatches: JSON.stringify(LIMITED_SWATCHES),
        created_at: now,
      })
      .returning('id')
      .executeTakeFirstOrThrow();

    const demoIds = await seedAccount(trx, demo.id, SEED_FOLDERS, SEED_ITEMS);
    for (const menu of SEED_EVENT_MENUS) {
      const item = await insertItem(trx, {
        account_id: demo.id,
        kind: 'event_menu',
        name: menu.name,
        data: {
          slot_id: demoIds.items.get(`event_reserve:${menu.slot}`),
          price: menu.price,
          rest: menu.rest,
        },
      });
      demoIds.items.set(`event_menu:${menu.name}`, item.id);
    }
    await seedDocuments(trx, demo.id, demoIds, (item, folder) => [
      ...demoDocuments(item, folder),
      ...demoForms(),
    ]);
    const limitedIds = await seedAccount(trx, limited.id, { tag: ['基本'], action: ['基本'] }, LIMITED_ITEMS);
    await seedDocuments(trx, limited.id, limitedIds, limitedDocuments);
    await seedRichmenus(trx, demo.id, { full: true });
    await seedRichmenus(trx, limited.id, { full: false });
    return true;
  });
  forgetAccounts(db);
  // Operators, friends and messages come with their own claims, so a database seeded before they existed gets them too.
  const operators = await seedOperators(db);
  const friends = await seedDemoFriends(db, options.files);
  const messages = await seedDemoMessages(db);
  return seeded || operators || friends || messages;
}

/**
 * The demo friends (server/db/seed-friends.ts), DEMO_FRIENDS per demo account, once per database (a claim in
 * `settings`); an account that already has friends is left alone.
 */
async function seedDemoFriends(db: Db, files: FileStore | undefined): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    if (!(await claimOnce(trx, 'seeded_friends'))) return false;
    const accounts = await trx
      .selectFrom('accounts')
      .select('id')
      .where('name', 'in', ['デモアカウント', '制限付きアカウント'])
      .where(({ not, exists, selectFrom }) =>
        not(
          exists(
            selectFrom('friends').select('friends.id').whereRef('friends.account_id', '=', 'accounts.id'),
          ),
        ),
      )
      .orderBy('id')
      .execute();
    for (const { id } of accounts) {
      const sources = await friendSources(trx, id, { media: files });
      await seedFriends(trx, id, sources, { count: DEMO_FRIENDS });
    }
    return accounts.length > 0;
  });
}

async function seedAccount(
  db: Db,
  accountId: number,
  folders: Record<string, string[]>,
  items: Record<string, SeedItem[]>,
): Promise<Ids> {
  const ids: Ids = { items: new Map(), folders: new Map() };
  for (const [kind, names] of Object.entries(folders)) {
    for (const [sort, name] of names.entries()) {
      const row = await db
        .insertInto('folders')
        .values({ account_id: accountId, kind, name, sort, unique_flag: 0 })
        .returning('id')
        .executeTakeFirstOrThrow();
      ids.folders.set(`${kind}:${name}`, row.id);
    }
  }
  for (const [kind, list] of Object.entries(items)) {
    for (const [sort, seed] of list.entries()) {
      const data = { ...seed.data };
      // A phase names its journey, a salon resource or course its salon, by key: store the id.
      for (const [field, target] of [
        ['journey', 'journey'],
        ['salon', 'salon_reservation'],
      ] as const) {
        if (typeof data[field] !== 'string') continue;
        data[`${field}_id`] = mustGet(ids.items, `${target}:${data[field]}`);
        delete data[field];
      }
      const item = await insertItem(db, {
        account_id: accountId,
        kind,
        name: seed.name,
        group_id: seed.folder ? (ids.folders.get(`${kind}:${seed.folder}`) ?? null) : null,
        favorite: seed.favorite,
        super: seed.super,
        writable: seed.writable,
        type: seed.type ?? null,
        deleted: seed.deleted,
        data,
        sort,
      });
      if (seed.key) ids.items.set(`${kind}:${seed.key}`, item.id);
    }
  }
  return ids;
}
