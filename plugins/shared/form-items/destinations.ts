/**
 * Text answer destinations (`assign_to`, spec 002 §3): where a text answer is also saved. Each entry is
 * `{ id, targets }`; only friend info (`var`) has targets (friend-info field ids, several allowed).
 */
import type { DestinationId, WithDestinations } from '../../../documents/form-destinations.ts';
import type { PluginContext, Rule } from '../../../engine/core/index.ts';

// The form's own facts about destinations live with the form document (documents/), below the plugins.
export {
  DESTINATION_IDS,
  type DestinationId,
  duplicateFormDestinations,
  FORM_UNIQUE_DESTINATIONS,
  type WithDestinations,
} from '../../../documents/form-destinations.ts';

/** The permission that allows the e-mail destinations (spec 002 §6). */
export const MAIL_PERMISSION = 'mail-legacy';

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
