import type { FastifyInstance } from 'fastify';
import { documentBodies, listDocuments } from '../db/documents.ts';
import { countByGroup, listFolders } from '../db/folders.ts';
import { formCodesOf } from '../db/forms.ts';
import { findItem, listItems, type PickerItem } from '../db/items.ts';
import type { ServerDeps } from '../domain/deps.ts';
import { hooksOf } from '../domain/document-hooks.ts';
import { parseId } from '../domain/ids.ts';
import { documentKindOf, folderContents, PICKER_KINDS, storedKind } from '../domain/kinds.ts';
import { refuse } from '../http/errors.ts';
import { folderSchema, idParams, pickerItemSchema } from '../http/schemas.ts';

/** The favourites folder of every picker (spec 000 §9: id fav). */
export const FAVOURITES = { id: 'fav', name: 'お気に入り' } as const;

/**
 * The items of one picker kind for an account, as GET /api/v_resource/{kind} answers them: saved documents for
 * the registry's document kinds ('action', 'funnel'), rows of `items` otherwise; event slots carry their plans
 * (event_menus).
 *
 * @example (await pickerItems(deps, 1, 'tag')).map((t) => t.name)
 */
export async function pickerItems(
  { db, registry }: ServerDeps,
  accountId: number,
  kind: string,
): Promise<PickerItem[]> {
  const documentKind = documentKindOf(registry, kind);
  if (documentKind) {
    const rows = await listDocuments(db, accountId, documentKind);
    const extras = hooksOf(documentKind).pickerFields;
    const bodies = extras
      ? await documentBodies(
          db,
          accountId,
          documentKind,
          rows.map((row) => row.id),
        )
      : undefined;
    // A form's code (6 characters): the message composer's [FORM_xxxxxx] placeholder names the form by it.
    const codes = documentKind === 'form' ? await formCodesOf(db, accountId) : undefined;
    return rows.map((row) => ({
      id: row.id,
      name: row.name,
      group_id: row.group_id,
      favorite: false,
      super: false,
      writable: true,
      type: null,
      ...(extras ? extras(bodies?.get(row.id) ?? {}) : {}),
      ...(codes?.has(row.id) ? { code: codes.get(row.id) } : {}),
    }));
  }
  const items = await listItems(db, accountId, kind);
  if (kind !== 'event_reserve') return items;
  const menus = await listItems(db, accountId, 'event_menu');
  return items.map((slot) => ({
    ...slot,
    event_menus: menus
      .filter((menu) => menu.slot_id === slot.id)
      .map((menu) => ({ id: menu.id, name: menu.name, price: menu.price, rest: menu.rest })),
  }));
}

/**
 * GET /api/v_resource/{kind} ({ groups, items, ids }, spec 000 §7 and 002 §7), and the remaining counts of
 * event slots and their plans (GET /api/line/slots/{id}/rest, /api/line/menus/{id}/rest).
 *
 * @example await registerResourceRoutes(app, deps);
 */
export async function registerResourceRoutes(app: FastifyInstance, deps: ServerDeps): Promise<void> {
  const { db } = deps;
  app.get(
    '/api/v_resource/:kind',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['items'],
        summary:
          'The items of a picker kind: groups (favourites "fav" first, 0 = 未分類 when used), items, and ids ' +
          '(the live item ids: an id a block names that is not here was deleted)',
        params: {
          type: 'object',
          properties: { kind: { type: 'string', enum: [...PICKER_KINDS] } },
          required: ['kind'],
        },
        response: {
          200: {
            type: 'object',
            properties: {
              groups: { type: 'array', items: folderSchema },
              items: { type: 'array', items: pickerItemSchema },
              ids: { type: 'array', items: { type: 'integer' } },
            },
          },
        },
      },
    },
    async (request) => {
      const { kind } = request.params as { kind: string };
      const accountId = request.account.id;
      const contents = folderContents(deps.registry, kind);
      const [items, folders, counts] = await Promise.all([
        pickerItems(deps, accountId, kind),
        listFolders(db, accountId, storedKind(deps.registry, kind), contents),
        countByGroup(db, accountId, storedKind(deps.registry, kind), contents),
      ]);
      const favourites = items.filter((item) => item.favorite).length;
      const unclassified = counts.get(null) ?? 0;
      const groups = [
        { ...FAVOURITES, item_count: favourites, unique: false },
        ...folders,
        ...(unclassified > 0 ? [{ id: 0, name: '未分類', item_count: unclassified, unique: false }] : []),
      ];
      return { groups, items, ids: items.map((item) => item.id) };
    },
  );

  const restRoute = (path: string, kind: string, summary: string) =>
    app.get(
      path,
      {
        config: { access: 'operator' },
        schema: {
          tags: ['items'],
          summary,
          params: idParams,
          response: {
            200: {
              type: 'object',
              properties: {
                id: { type: 'integer' },
                rest: { type: 'integer' },
                capacity: { type: ['integer', 'null'] },
              },
            },
          },
        },
      },
      async (request) => {
        const id = parseId((request.params as { id: string }).id);
        const item = id && (await findItem(db, request.account.id, kind, id));
        if (!item || item.deleted) throw refuse(404, '残数が取得できませんでした');
        return {
          id: item.id,
          rest: Number(item.rest ?? 0),
          capacity: typeof item.capacity === 'number' ? item.capacity : null,
        };
      },
    );
  restRoute('/api/line/slots/:id/rest', 'event_reserve', 'Remaining count of an event slot');
  restRoute('/api/line/menus/:id/rest', 'event_menu', 'Remaining count of a plan (menu) of an event slot');
}
