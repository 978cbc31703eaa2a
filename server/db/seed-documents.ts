import { insertDocument } from './documents.ts';
import { recordFormCode, unusedFormCode } from './forms.ts';
import type { Db } from './schema.ts';

/**
 * The demo documents: actions and funnels that refer to seeded items by key, each valid for the shared registry
 * (tests/api/seed.test.ts saves every one back through the register route).
 */

/** Ids of what was seeded, by kind and key, so documents can refer to items. */
export type Ids = { items: Map<string, number>; folders: Map<string, number> };

/** A seeded document: its kind, name column, folder and wire body (without its id field). */
interface SeedDocument {
  kind: 'action' | 'funnel' | 'form';
  name: string;
  folder?: string;
  body: Record<string, unknown>;
}

/**
 * Inserts documents at revision 1, in their folders, each with its first revision recorded.
 *
 * @example await seedDocuments(trx, accountId, ids, demoDocuments)
 */
export async function seedDocuments(
  db: Db,
  accountId: number,
  ids: Ids,
  make: (item: (key: string) => number, folder: (key: string) => number) => SeedDocument[],
): Promise<void> {
  const item = (key: string) => mustGet(ids.items, key);
  const folder = (key: string) => mustGet(ids.folders, key);
  for (const doc of make(item, folder)) {
    const groupId = doc.folder ? folder(`${doc.kind}:${doc.folder}`) : null;
    // A form gets its code (FORM_{code}) as the form builder's first save would give it.
    const code = doc.kind === 'form' ? await unusedFormCode(db) : undefined;
    const created = await insertDocument(db, accountId, doc.kind, {
      name: doc.name,
      group_id: groupId,
      body: { ...doc.body, group_id: groupId ?? (doc.kind === 'form' ? 0 : null), ...(code ? { code } : {}) },
    });
    if (code) await recordFormCode(db, accountId, created.id, code);
  }
}

/**
 * The id seeded under a key; a missing key is a mistake in seed-data.ts.
 *
 * @example mustGet(ids.items, 'tag:vip') // the VIP tag's id
 */
export function mustGet(map: Map<string, number>, key: string): number {
  const id = map.get(key);
  if (id === undefined)
    throw new Error(`Seed data refers to '${key}', which is not seeded. Add it to seed-data.ts.`);
  return id;
}

/**
 * The demo account's actions and funnels.
 *
 * @example demoDocuments(item, folder).map((doc) => doc.name)
 */
export function demoDocuments(
  item: (key: string) => number,
  folder: (key: string) => number,
): SeedDocument[] {
  return [
    {
      kind: 'action',
      name: 'ウェルカムアクション',
      folder: '配信用',
      body: {
        a_name: 'ウェルカムアクション',
        a_twice_type: 0,
        is_template: 0,
        inputs: [
          { type: 1, text: 'ご登録ありがとうございます!\n最新情報をお届けします。', delay_type: 0 },
          { type: 13, remove: 0, use_group: 0, tag_ids: [item('tag:new'), item('tag:vip')] },
          {
            type: 6,
            var_id: item('varia:memberNo'),
            var_type: 'string',
            operand: 1,
            valuetype: 1,
            fix_value: 'A-0001',
          },
          { type: 5, group_id: item('scenario:onboarding'), move: 0 },
        ],
      },
    },
    {
      kind: 'action',
      name: 'セミナー申込者フォロー',
      folder: '配信用',
      body: {
        a_name: 'セミナー申込者フォロー',
        a_twice_type: 1,
        is_template: 1,
        inputs: [
          { type: 1, text: 'お申し込みありがとうございます', delay_type: 1, delay_min: 5, delay_max: 10 },
          { type: 13, remove: 1, use_group: 1, tag_group_id: folder('tag:キャンペーン') },
          {
            type: 6,
            var_id: item('varia:points'),
            var_type: 'number',
            operand: 2,
            valuetype: 2,
            min_value: 1,
            max_value: 10,
          },
        ],
      },
    },
    {
      kind: 'action',
      name: 'VIPタグを付ける',
      folder: 'タグ付け',
      body: {
        a_name: 'VIPタグを付ける',
        a_twice_type: 0,
        is_template: 0,
        inputs: [{ type: 13, remove: 0, use_group: 0, tag_ids: [item('tag:vip')] }],
      },
    },
    {
      kind: 'funnel',
      name: 'すべての友だち',
      body: {
        name: 'すべての友だち',
        is_template: 0,
        inputs: [],
        with_blocked: 0,
        user_rate_type: 0,
        sort_type: 1,
        take_num: 50,
      },
    },
    {
      kind: 'funnel',
      name: 'ブロックした友だち',
      folder: '顧客セグメント',
      body: {
        name: 'ブロックした友だち',
        is_template: 0,
        inputs: [],
        with_blocked: 2,
        user_rate_type: 3,
        sort_type: 0,
        take_num: 100,
      },
    },
  ];
}

/**
 * The limited account's one action.
 *
 * @example limitedDocuments(item)[0].name // 'あいさつを送る'
 */
export function limitedDocuments(item: (key: string) => number): SeedDocument[] {
  return [
    {
      kind: 'action',
      name: 'あいさつを送る',
      folder: '基本',
      body: {
        a_name: 'あいさつを送る',
        a_twice_type: 0,
        is_template: 0,
        inputs: [
          { type: 1, text: 'こんにちは', delay_type: 2, delay_at: '09:00' },
          { type: 13, remove: 0, use_group: 0, tag_ids: [item('tag:vip')] },
        ],
      },
    },
  ];
}
