import type { FastifyInstance, FastifyRequest } from 'fastify';
import { bidiControlRefusal, hasBidiControls } from '../../engine/core/bidi-controls.ts';
import {
  VAR_DEFAULT_MAX_LENGTH,
  VAR_TYPES,
  VAR_TYPES_WITH_DEFAULT,
} from '../../plugins/shared/var-fields.ts';
import { findFolderNames } from '../db/folders.ts';
import { findItem, insertItem, type NewItem } from '../db/items.ts';
import type { Db } from '../db/schema.ts';
import { MAX_ID } from '../domain/ids.ts';
import { ApiError, refuse } from '../http/errors.ts';
import { pickerItemSchema, writeErrors } from '../http/schemas.ts';

/** A folder field: an id, or empty/null/'fav' for none (new items made from the favourites folder). */
const groupField = {
  anyOf: [
    { type: 'integer', minimum: 0, maximum: MAX_ID },
    { type: 'null' },
    { type: 'string', enum: ['', 'fav'] },
  ],
  title: 'フォルダ',
} as const;

/** The folder id a request names, checked to be a folder of the kind; null for none. */
async function folderOf(
  db: Db,
  request: FastifyRequest,
  kind: string,
  value: unknown,
): Promise<number | null> {
  if (typeof value !== 'number' || value === 0) return null;
  const found = await findFolderNames(db, request.account.id, kind, [value]);
  if (!found.has(value)) throw refuse(422, 'フォルダが見つかりません', '/group_id');
  return value;
}

/** Refuses with 422 and every field's texts (spec 000 §8) when `errors` holds any. */
function refuseFields(errors: Record<string, string[]>): void {
  if (Object.keys(errors).length > 0)
    throw new ApiError(422, { messages: Object.values(errors).flat(), errors });
}

/**
 * Why a new item's name cannot be used, or undefined: a line break or another control character, or a direction
 * control (U+202E …: a tag listed as 「exe.txt」 could hold 'exe.\u202Etxt'), as friends' names are refused
 * (docs/decisions/friend-name-bidi.md). `label` names the field: タグ名, 項目名.
 *
 * @example nameRefusal('タグ名', 'a\u202Eb') // 'タグ名に文字の表示の向きを変える見えない文字(U+202E など)は使えません'
 */
export function nameRefusal(label: string, name: string): string | undefined {
  if (/\p{Cc}/u.test(name)) return `${label}に改行や制御文字は使えません`;
  if (hasBidiControls(name)) return bidiControlRefusal(label);
  return undefined;
}

/**
 * Makes an item in the folder the request names (one of the kind's; made from the favourites folder, 'fav', it
 * is a favourite) and answers it marked as just made, so that the picker shows it as new (spec 002 §3 `fresh`).
 */
async function createItem(
  db: Db,
  request: FastifyRequest,
  folder: unknown,
  item: Omit<NewItem, 'account_id' | 'group_id'>,
) {
  const group_id = await folderOf(db, request, item.kind, folder);
  const made = await insertItem(db, {
    ...item,
    account_id: request.account.id,
    group_id,
    favorite: item.favorite || folder === 'fav',
  });
  return { ...made, fresh: true };
}

/**
 * Creating items from the editors: POST /api/tag/new (tag-write and user-tag-create) and POST /line/var/new
 * (var-write and user-var-create), as spec 000 §7 shows them, and POST /api/journey_tags (journey-write, spec 002
 * §6, §7), form-encoded or JSON. Each answers the new item.
 *
 * @example await registerItemWrites(app, db);
 */
export async function registerItemWrites(app: FastifyInstance, db: Db): Promise<void> {
  app.post(
    '/api/tag/new',
    {
      config: { access: { permissions: ['tag-write', 'user-tag-create'] } },
      schema: {
        tags: ['items'],
        summary: 'Create a tag (needs tag-write and user-tag-create); answers the new tag',
        body: {
          type: 'object',
          properties: { name: { type: 'string', maxLength: 100, title: 'タグ名' }, group_id: groupField },
        },
        response: { 200: pickerItemSchema, ...writeErrors },
      },
    },
    async (request) => {
      const input = request.body as { name?: string; group_id?: unknown };
      const name = (input.name ?? '').trim();
      if (!name) throw refuse(422, '新しいタグ名を入力してください', '/name');
      const refused = nameRefusal('タグ名', name);
      if (refused) throw refuse(422, refused, '/name');
      return createItem(db, request, input.group_id, { kind: 'tag', name });
    },
  );

  app.post(
    '/line/var/new',
    {
      config: { access: { permissions: ['var-write', 'user-var-create'] } },
      schema: {
        tags: ['items'],
        summary:
          'Create a friend-info field (needs var-write and user-var-create); answers it with id and type',
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 100, title: '項目名' },
            group_id: groupField,
            type: { type: 'integer', enum: [...VAR_TYPES], default: 0, title: '種類' },
            echo_default: {
              type: 'string',
              maxLength: VAR_DEFAULT_MAX_LENGTH,
              default: '',
              title: 'デフォルト値',
            },
            rate: { type: 'integer', enum: [1, 2], default: 1, title: '表示' },
          },
        },
        response: { 200: pickerItemSchema, ...writeErrors },
      },
    },
    async (request) => {
      const input = request.body as {
        name?: string;
        group_id?: unknown;
        type: number;
        echo_default: string;
        rate: number;
      };
      const name = (input.name ?? '').trim();
      const errors: Record<string, string[]> = {};
      const refused = name ? nameRefusal('項目名', name) : '項目名を入力してください';
      if (refused) errors['/name'] = [refused];
      if (input.echo_default && !VAR_TYPES_WITH_DEFAULT.has(input.type)) {
        errors['/echo_default'] = ['この種類にはデフォルト値を設定できません'];
      }
      refuseFields(errors);
      return createItem(db, request, input.group_id, {
        kind: 'varia',
        name,
        type: input.type,
        // rate 2 is "favourite" (spec 000 §3.1), shown in the favourites folder.
        favorite: input.rate === 2,
        data: {
          echo_default: input.echo_default,
          rate: input.rate,
          ...(input.type === 20 ? { choices: [] } : {}),
        },
      });
    },
  );

  app.post(
    '/api/journey_tags',
    {
      config: { access: { permissions: ['journey-write'] } },
      schema: {
        tags: ['items'],
        summary:
          'Create a phase of a customer journey (needs journey-write); answers it with id and journey_id',
        body: {
          type: 'object',
          properties: {
            name: { type: 'string', maxLength: 100, title: 'フェーズ名' },
            journey_id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: 'ジャーニー' },
            group_id: groupField,
          },
        },
        response: { 200: pickerItemSchema, ...writeErrors },
      },
    },
    async (request) => {
      const input = request.body as { name?: string; journey_id?: number; group_id?: unknown };
      const name = (input.name ?? '').trim();
      const errors: Record<string, string[]> = {};
      if (!name) errors['/name'] = ['新しいフェーズ名を入力してください'];
      // A phase belongs to one journey (condition 70 pairs them): it is made in a live journey of the account.
      const journey =
        input.journey_id === undefined
          ? undefined
          : await findItem(db, request.account.id, 'journey', input.journey_id);
      if (input.journey_id === undefined) errors['/journey_id'] = ['ジャーニーを選択してください'];
      else if (!journey || journey.deleted) errors['/journey_id'] = ['ジャーニーが見つかりません'];
      refuseFields(errors);
      return createItem(db, request, input.group_id, {
        kind: 'journey_tag',
        name,
        data: { journey_id: input.journey_id },
      });
    },
  );
}
