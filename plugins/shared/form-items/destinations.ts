/**
 * Text answer destinations (`assign_to`, spec 002 §3): where a text answer is also saved. Each entry is
 * `{ id, targets }`; only friend info (`var`) has targets (friend-info field ids, several allowed).
 */
import type { PluginContext, Rule, RuleFinding } from '../../../engine/core/index.ts';

/** The destination ids (wire values; the spec names them, docs/form-items.md maps each). */
export const DESTINATION_IDS = ['short_name', 'nickname', 'memo', 'var', 'mail', 'mail_sub'] as const;

/** A destination id. */
export type DestinationId = (typeof DESTINATION_IDS)[number];

/** The permission that allows the e-mail destinations (spec 002 §6). */
export const MAIL_PERMISSION = 'mail-legacy';

/** The destinations that hold one value per friend: unique across the whole form (spec 002 §3). */
export const FORM_UNIQUE_DESTINATIONS: readonly DestinationId[] = [
  'short_name',
  'nickname',
  'memo',
  'mail',
  'mail_sub',
];

/** The length each destination takes (spec 002 §3; spec 000 §5.2 for friend info); memo has none. */
const DESTINATION_MAX: Record<DestinationId, number> = {
  short_name: 20,
  nickname: 20,
  memo: Number.POSITIVE_INFINITY,
  var: 200,
  mail: 200,
  mail_sub: 200,
};

/** The friend-info field types a text answer may go to: standard 0, number 1, long text 2 (spec 000 §3.1). */
const TEXT_VAR_TYPES = [0, 1, 2];
const LONG_TEXT = 2;
const LONG_TEXT_MAX = 20000;

/** The schema of `assign_to`. */
export const assignToSchema = {
  type: 'array',
  title: '回答の登録先',
  'x-title-en': 'Answer destinations',
  items: {
    type: 'object',
    properties: {
      id: {
        type: 'string',
        title: '登録先',
        'x-title-en': 'Destination',
        oneOf: [
          { const: 'short_name', title: '実名(略称)', 'x-title-en': 'Real short name' },
          { const: 'nickname', title: 'システム表示名', 'x-title-en': 'System display name' },
          { const: 'memo', title: '個別メモ', 'x-title-en': 'Individual memo' },
          { const: 'var', title: '友だち情報', 'x-title-en': 'Friend info' },
          { const: 'mail', title: 'メールアドレス(メイン)', 'x-title-en': 'E-mail address (primary)' },
          { const: 'mail_sub', title: 'メールアドレス(予備)', 'x-title-en': 'E-mail address (backup)' },
        ],
      },
      targets: {
        type: 'array',
        items: { type: 'integer', minimum: 1 },
        uniqueItems: true,
        title: '登録先の友だち情報',
        'x-title-en': 'Friend-info fields',
        'x-item': 'varia',
      },
    },
    required: ['id'],
    additionalProperties: false,
    allOf: [
      {
        if: { properties: { id: { const: 'var' } } },
        then: { properties: { targets: { type: 'array', minItems: 1 } }, required: ['targets'] },
        else: { properties: { targets: { type: 'array', maxItems: 0 } } },
      },
    ],
  },
} as const;

/** One destination as the rules read it. */
interface Destination {
  id: string;
  targets?: readonly number[];
}

/** The data the destination helpers read. */
export interface WithDestinations {
  assign_to?: readonly Destination[];
}

/**
 * The longest answer every destination of the item takes (Infinity when none limits it). A friend-info target
 * of type long text (2) takes 20000, any other 200.
 *
 * @example destinationLimit({ assign_to: [{ id: 'short_name' }] }, ctx) // 20
 */
export function destinationLimit(d: WithDestinations, ctx: PluginContext): number {
  let limit = Number.POSITIVE_INFINITY;
  for (const destination of d.assign_to ?? []) {
    if (destination.id === 'var') {
      for (const target of destination.targets ?? []) {
        const type = ctx.item('varia', target)?.type;
        limit = Math.min(limit, Number(type) === LONG_TEXT ? LONG_TEXT_MAX : DESTINATION_MAX.var);
      }
    } else {
      limit = Math.min(limit, DESTINATION_MAX[destination.id as DestinationId] ?? limit);
    }
  }
  return limit;
}

/**
 * The destination checks of one item: each destination once per item (既に追加されています), the e-mail ones only
 * with the mail-legacy permission, friend-info targets of a text type (a known field of another type is refused).
 */
export function destinationRules<D extends WithDestinations>(): Rule<D>[] {
  return [
    {
      code: 'already_added',
      violated: (d) =>
        (d.assign_to ?? []).flatMap((dest, i, all) =>
          all.findIndex((other) => other.id === dest.id) < i ? [{ path: `/assign_to/${i}/id` }] : [],
        ),
    },
    {
      code: 'form_destination_mail_forbidden',
      violated: (d, ctx) =>
        ctx.permissions.has(MAIL_PERMISSION)
          ? false
          : (d.assign_to ?? []).flatMap((dest, i) =>
              dest.id === 'mail' || dest.id === 'mail_sub' ? [{ path: `/assign_to/${i}/id` }] : [],
            ),
    },
    {
      code: 'form_destination_var_type',
      violated: (d, ctx) =>
        (d.assign_to ?? []).flatMap((dest, i) =>
          dest.id !== 'var'
            ? []
            : (dest.targets ?? []).flatMap((target, j) => {
                const type = ctx.item('varia', target)?.type;
                return type !== undefined && !TEXT_VAR_TYPES.includes(Number(type))
                  ? [{ path: `/assign_to/${i}/targets/${j}` }]
                  : [];
              }),
        ),
    },
  ];
}

/**
 * The form-level check a form document kind runs over its items (spec 002 §3): short name, display name, memo
 * and each e-mail address may be the destination of one item only (a repeat inside one item is the item's own rule). Findings point at every later use, relative
 * to the list of items (`/3/assign_to/0/id`), with the code `already_added` (既に追加されています).
 *
 * @example duplicateFormDestinations([{ assign_to: [{ id: 'memo' }] }, { assign_to: [{ id: 'memo' }] }])
 * // [{ path: '/1/assign_to/0/id', code: 'already_added' }]
 */
export function duplicateFormDestinations(
  items: readonly unknown[],
): (RuleFinding & { path: string; code: 'already_added' })[] {
  // The item that first used each destination; a repeat inside one item is the plugin's own rule.
  const seen = new Map<string, number>();
  const found: (RuleFinding & { path: string; code: 'already_added' })[] = [];
  items.forEach((item, i) => {
    const list = (item as WithDestinations | null)?.assign_to;
    if (!Array.isArray(list)) return;
    list.forEach((dest: Destination, j) => {
      if (!FORM_UNIQUE_DESTINATIONS.includes(dest?.id as DestinationId)) return;
      const first = seen.get(dest.id);
      if (first === undefined) seen.set(dest.id, i);
      else if (first !== i) found.push({ path: `/${i}/assign_to/${j}/id`, code: 'already_added' });
    });
  });
  return found;
}
