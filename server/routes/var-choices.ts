import type { FastifyInstance } from 'fastify';
import { RESPONSE_MARK_FIELD_CODE } from '../../plugins/effects/mark.ts';
import { clearRemovedChoices } from '../db/choice-values.ts';
import { findItem, listItems, updateItemData } from '../db/items.ts';
import { type Db, inTransaction } from '../db/schema.ts';
import { MAX_ID, parseId } from '../domain/ids.ts';
import { jsonTextRefusal, MAX_BLOCKS_PER_LIST } from '../domain/limits.ts';
import { ApiError, CONFLICT_MESSAGE, refuse } from '../http/errors.ts';
import { idParams, writeErrors } from '../http/schemas.ts';

/** A choice of a choice-type friend-info field (spec 000 §3.2). */
export interface Choice {
  id: number;
  value: string;
  color: string;
  key: string;
}

const CHOICE_FIELD_TYPE = 20;
const COLOR = /^#[0-9A-Fa-f]{6}$/;

/** The most choices a field may have (as many as blocks in a list: the server's bound on one request's work). */
export const MAX_CHOICES = MAX_BLOCKS_PER_LIST;

/**
 * Reads `choice_json` ({ choices: [...] }, a JSON string in the spec's form post): every choice needs a value
 * (at most 200 characters), colours are #RRGGBB (default #FFFFFF), new choices get fresh ids, at least one stays.
 *
 * @example readChoices('{"choices":[{"value":"赤"}]}', []) // { choices: [{ id: 1, value: '赤', color: '#FFFFFF', key: '' }] }
 */
export function readChoices(
  raw: unknown,
  existing: readonly Choice[],
): { choices: Choice[] } | { errors: Record<string, string[]> } {
  let parsed = raw;
  if (typeof raw === 'string') {
    const refusal = jsonTextRefusal(raw);
    if (refusal) return { errors: { '/choice_json': [refusal] } };
    try {
      parsed = JSON.parse(raw);
    } catch {
      return { errors: { '/choice_json': ['選択肢の形式が正しくありません'] } };
    }
  }
  const list = (parsed as { choices?: unknown } | null)?.choices;
  if (!Array.isArray(list)) return { errors: { '/choice_json': ['選択肢の形式が正しくありません'] } };
  if (list.length === 0) return { errors: { '/choice_json/choices': ['選択肢は1つ以上必要です'] } };
  if (list.length > MAX_CHOICES)
    return { errors: { '/choice_json/choices': [`選択肢は${MAX_CHOICES}個までです`] } };
  const errors: Record<string, string[]> = {};
  const existingIds = new Set(existing.map((c) => c.id));
  let next = existing.reduce((max, c) => Math.max(max, c.id), 0) + 1;
  const choices = list.map((entry, i): Choice => {
    const c = (entry ?? {}) as Record<string, unknown>;
    const value = typeof c.value === 'string' ? c.value.trim() : '';
    if (!value) errors[`/choice_json/choices/${i}/value`] = ['空の選択肢は設定できません。'];
    else if ([...value].length > 200)
      errors[`/choice_json/choices/${i}/value`] = ['選択肢は200文字以内で入力してください'];
    const color = typeof c.color === 'string' && COLOR.test(c.color) ? c.color.toUpperCase() : '#FFFFFF';
    const known = parseId(c.id);
    const id = known !== undefined && existingIds.has(known) ? known : next++;
    return { id, value, color, key: typeof c.key === 'string' ? c.key.slice(0, 100) : '' };
  });
  return Object.keys(errors).length > 0 ? { errors } : { choices };
}

/**
 * Whether `choice_json.loaded`, the choices the editor started from (as GET answered them), differs from the
 * choices the field holds now: another tab or operator saved meanwhile, and this save, which replaces the list,
 * would remove what they added (and clear friends' values of it). Without `loaded` (the spec's payload) nothing
 * is compared.
 *
 * @example loadedOtherChoices({ choices: [], loaded: [] }, [{ id: 1, value: '赤', color: '#FFFFFF', key: '' }]) // true
 */
export function loadedOtherChoices(raw: unknown, existing: readonly Choice[]): boolean {
  let parsed = raw;
  if (typeof raw === 'string') {
    try {
      parsed = JSON.parse(raw);
    } catch {
      return false;
    }
  }
  const loaded = (parsed as { loaded?: unknown } | null)?.loaded;
  if (!Array.isArray(loaded)) return false;
  const same = (entry: unknown, choice: Choice): boolean => {
    const c = (entry ?? {}) as Record<string, unknown>;
    return (
      c.id === choice.id &&
      c.value === choice.value &&
      c.color === choice.color &&
      (c.key ?? '') === (choice.key ?? '')
    );
  };
  return loaded.length !== existing.length || loaded.some((entry, i) => !same(entry, existing[i]));
}

/**
 * GET /api/var/choice/{var_id} (the choices of a field) and POST /api/var/choice ({ id, choice_json }: saves
 * them, in their order, and answers the field list; the header lm-may-delay is 1 when friends' registered values
 * must follow a changed or removed choice, spec 000 §5.2, §7). A removed choice's registered values (and, for the
 * response-mark field, the friends' marks) are cleared in the same transaction as the save. A protected field
 * (writable false) is refused, except the response-mark field: its choices are the marks, which the spec edits
 * under a title of their own (§2.2); what protects it is that friends' marks are not friend-info values.
 * choice_json may hold `loaded`, the choices the editor started from: a save after another one is refused with
 * 409 (the editor reloads, spec 000 §8) instead of removing the choices that other save added.
 *
 * @example await registerVarChoices(app, db);
 */
export async function registerVarChoices(app: FastifyInstance, db: Db): Promise<void> {
  app.get(
    '/api/var/choice/:id',
    {
      config: { access: 'operator' },
      schema: { tags: ['items'], summary: 'The choices of a friend-info field', params: idParams },
    },
    async (request) => {
      const id = parseId((request.params as { id: string }).id);
      const field = id && (await findItem(db, request.account.id, 'varia', id));
      if (!field || field.deleted) throw refuse(404, '友だち情報が見つかりません');
      return { id: field.id, choices: Array.isArray(field.choices) ? field.choices : [] };
    },
  );

  app.post(
    '/api/var/choice',
    {
      config: { access: { permissions: ['var-write'] } },
      schema: {
        tags: ['items'],
        summary:
          'Save the choices of a choice-type friend-info field (needs var-write); 409 when choice_json.loaded, the choices the editor started from, is not what the field holds now',
        body: {
          type: 'object',
          properties: {
            id: { type: 'integer', minimum: 1, maximum: MAX_ID, title: '友だち情報' },
            choice_json: { anyOf: [{ type: 'string' }, { type: 'object' }], title: '選択肢' },
          },
          required: ['id', 'choice_json'],
        },
        response: writeErrors,
      },
    },
    async (request, reply) => {
      const input = request.body as { id: number; choice_json: unknown };
      // Read, checked and written in one transaction: the removed choices are worked out from the choices this
      // save replaces, not from ones another save replaced meanwhile.
      const outcome = await inTransaction(db, async (trx) => {
        const field = await findItem(trx, request.account.id, 'varia', input.id);
        if (!field || field.deleted) throw refuse(404, '友だち情報が見つかりません');
        const responseMark = field.code === RESPONSE_MARK_FIELD_CODE;
        if (!field.writable && !responseMark) throw refuse(403, 'この項目は保護されているため変更できません');
        if (field.type !== CHOICE_FIELD_TYPE)
          throw refuse(422, '選択肢を設定できるのは選択肢タイプの項目だけです', '/id');
        const existing = (Array.isArray(field.choices) ? field.choices : []) as Choice[];
        const read = readChoices(input.choice_json, existing);
        if ('errors' in read)
          throw new ApiError(422, { messages: Object.values(read.errors).flat(), errors: read.errors });
        if (loadedOtherChoices(input.choice_json, existing))
          throw refuse(409, CONFLICT_MESSAGE, '/choice_json/loaded');
        const { id, name, group_id, favorite, super: _super, writable, type, deleted, ...data } = field;
        const saved = new Map(read.choices.map((c) => [c.id, c.value]));
        const removed = existing.filter((old) => !saved.has(old.id)).map((old) => old.id);
        await updateItemData(trx, request.account.id, field.id, { ...data, choices: read.choices });
        await clearRemovedChoices(trx, request.account.id, field.id, removed, { responseMark });
        return { choices: read.choices, changed: existing.some((old) => saved.get(old.id) !== old.value) };
      });
      reply.header('lm-may-delay', outcome.changed ? '1' : '0');
      return { choices: outcome.choices, items: await listItems(db, request.account.id, 'varia') };
    },
  );
}
