import {
  type BlockSchema,
  type ChangeRule,
  definePlugin,
  type FieldInput,
  type FromBlockSchema,
  type PluginContext,
  type RuleFinding,
} from '../../../engine/core/index.ts';
import { isRealDate } from '../../shared/conditions/calendar.ts';
import { dateRangeMessages } from '../../shared/conditions/date-range.ts';
import { quotedItems } from '../../shared/conditions/summary.ts';
import {
  courseSchema,
  emptyIdSelection,
  emptyStatus,
  emptyTimeRange,
  resourceSchema,
  SELECT_ALL,
  statusSchema,
  timeRangeSchema,
} from './fields.ts';

import { salonMeaning } from './meaning.ts';

export { SELECT_ALL } from './fields.ts';

const schema = {
  type: 'object',
  title: 'カレンダー予約',
  'x-title-en': 'Calendar reservation',
  properties: {
    type: { const: 67 },
    salonIds: {
      type: 'array',
      items: { type: 'integer', minimum: 1 },
      uniqueItems: true,
      title: '店舗',
      'x-title-en': 'Salons',
      'x-item': 'salon_reservation',
    },
    matchType: {
      type: 'string',
      title: '店舗の条件',
      'x-title-en': 'Salon mode',
      oneOf: [
        { const: 'some', title: 'いずれかの店舗', 'x-title-en': 'Any of the salons' },
        { const: 'all', title: 'すべての店舗', 'x-title-en': 'All of the salons' },
      ],
      default: 'some',
    },
    reservationPhase: {
      type: 'string',
      title: '予約状況',
      'x-title-en': 'Reservation phase',
      oneOf: [
        { const: 'reserved', title: '予約がある', 'x-title-en': 'Reserved' },
        {
          const: 'notReserved',
          title: '条件に合う予約がない',
          'x-title-en': 'Not reserved (with conditions)',
        },
        { const: 'neverReserved', title: '一度も予約していない', 'x-title-en': 'Never reserved' },
      ],
      default: 'reserved',
    },
    isReserved: {
      type: 'boolean',
      title: '予約あり',
      'x-title-en': 'Reserved',
      description: '予約状況が「予約がある」のときtrue',
      'x-description-en': 'True when the phase is reserved',
      'x-widget': 'hidden',
    },
    timeRange: timeRangeSchema,
    resource: resourceSchema,
    course: courseSchema,
    status: statusSchema,
  },
  required: ['type', 'salonIds', 'matchType', 'reservationPhase', 'isReserved'],
  additionalProperties: false,
} as const satisfies BlockSchema;

type Phase = 'reserved' | 'notReserved' | 'neverReserved';
type Part = 'timeRange' | 'resource' | 'course' | 'status';
const PARTS: readonly Part[] = ['timeRange', 'resource', 'course', 'status'];
const PART_LABELS: Record<Part, string> = {
  timeRange: '予約日',
  resource: 'リソース',
  course: 'コース',
  status: 'ステータス',
};
const PART_LABELS_EN: Record<Part, string> = {
  timeRange: 'date',
  resource: 'resource',
  course: 'course',
  status: 'status',
};
const PHASE_PHRASES_EN: Record<Phase, string> = {
  reserved: 'has a reservation',
  notReserved: 'has no matching reservation',
  neverReserved: 'never reserved',
};
const PHASE_PHRASES: Record<Phase, string> = {
  reserved: '予約がある',
  notReserved: '条件に合う予約がない',
  neverReserved: '一度も予約していない',
};

/** The item kinds of the resource and course lists; their items carry the id of their salon (`salon_id`). */
export const SALON_ITEM_KINDS = { resource: 'salon_resource', course: 'salon_course' } as const;

/**
 * True when an item of a salon list belongs to one of the salons. Unknown items and the select-all sentinel are
 * kept: only an item known to sit in another salon is refused or pruned.
 */
export function belongsToSalons(
  ctx: PluginContext,
  kind: string,
  id: number,
  salonIds: readonly number[],
): boolean {
  if (id === SELECT_ALL) return true;
  const salon = ctx.item(kind, id)?.salon_id;
  return salon === undefined || salonIds.includes(Number(salon));
}

type SalonData = FromBlockSchema<typeof schema>;

/**
 * "All" stands alone in a resource or course list: chosen, it replaces the ids there; an id chosen beside it
 * drops it. Which one was just chosen is told by the list before the change: "all" already there means an id
 * joined it.
 */
function selectAllAlone(part: 'resource' | 'course', ja: string, en: string): ChangeRule<SalonData> {
  return {
    on: [part],
    description: { ja, en },
    apply(draft, prev) {
      const selection = draft[part];
      if (!selection?.selected.includes(SELECT_ALL) || selection.selected.length === 1) return;
      selection.selected = prev[part]?.selected.includes(SELECT_ALL)
        ? selection.selected.filter((id) => id !== SELECT_ALL)
        : [SELECT_ALL];
    },
  };
}

/**
 * The resources and courses the picker offers: those of the chosen salons (`salon_id`), none before a salon is
 * chosen. The rule `salon_item_other_salon` still refuses the others (the server runs it).
 */
/** A section the defaults always create: no add or remove buttons (its 使用する flag says whether it applies). */
function keepSection(): FieldInput {
  return { keep: true };
}

function itemsOfChosenSalons(data: SalonData): FieldInput {
  const salonIds = data.salonIds ?? [];
  return salonIds.length === 0
    ? { itemsWhere: { salon_id: [] }, emptyText: '先に店舗を選択してください' }
    : { itemsWhere: { salon_id: salonIds } };
}

/**
 * Calendar (salon) reservation (condition 67, ability salon_created; spec 001 §3, §4, §9): reserved, not
 * reserved with conditions, or never reserved at the chosen salons, narrowed by reservation date, resources,
 * courses and statuses.
 */
export const salonCondition = definePlugin({
  kind: 'condition',
  type: 67,
  key: 'salon',
  label: { ja: 'カレンダー予約', en: 'Calendar reservation' },
  description: {
    ja: '予約カレンダーの予約状況で絞り込みます',
    en: 'Filters friends by calendar reservations',
  },
  multiplicity: 'multiple',
  ability: 'salon_created',
  listed: true,
  menuOrder: 200,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({
    type: 67 as const,
    salonIds: [],
    matchType: 'some' as const,
    reservationPhase: 'reserved' as const,
    isReserved: true,
    timeRange: emptyTimeRange(),
    resource: emptyIdSelection(),
    course: emptyIdSelection(),
    status: emptyStatus(),
  }),
  summary(d, ctx) {
    if (ctx.lang === 'en') {
      if (d.salonIds.length === 0) return 'No salon chosen';
      const which = d.salonIds.length > 1 ? (d.matchType === 'all' ? ' (all)' : ' (any)') : '';
      const used = PARTS.filter((part) => d[part]?.use).map((part) => PART_LABELS_EN[part]);
      const narrowed =
        used.length && d.reservationPhase !== 'neverReserved' ? ` (narrowed by ${used.join(', ')})` : '';
      return `Salon ${quotedItems(ctx, 'salon_reservation', d.salonIds)}${which}: ${PHASE_PHRASES_EN[d.reservationPhase]}${narrowed}`;
    }
    if (d.salonIds.length === 0) return '店舗未選択';
    const salons = quotedItems(ctx, 'salon_reservation', d.salonIds);
    const which = d.salonIds.length > 1 ? (d.matchType === 'all' ? 'のすべて' : 'のいずれか') : '';
    const used = PARTS.filter((part) => d[part]?.use).map((part) => PART_LABELS[part]);
    const narrowed =
      used.length && d.reservationPhase !== 'neverReserved' ? `(${used.join('・')}で絞り込み)` : '';
    return `店舗${salons}${which}で${PHASE_PHRASES[d.reservationPhase]}${narrowed}`;
  },
  rules: [
    { code: 'action_required', path: '/salonIds', violated: (d) => d.salonIds.length === 0 },
    {
      code: 'salon_reserved_mismatch',
      path: '/isReserved',
      violated: (d) => d.isReserved !== (d.reservationPhase === 'reserved'),
    },
    {
      code: 'salon_conditions_never_reserved',
      violated: (d) =>
        d.reservationPhase === 'neverReserved'
          ? PARTS.filter((part) => d[part]?.use).map((part) => ({ path: `/${part}/use` }))
          : false,
    },
    {
      code: 'salon_invert_not_reserved',
      violated: (d) =>
        d.reservationPhase === 'notReserved'
          ? PARTS.filter((part) => d[part]?.invert).map((part) => ({ path: `/${part}/invert` }))
          : false,
    },
    {
      code: 'action_required',
      violated: (d) => {
        const findings: RuleFinding[] = [];
        const range = d.timeRange;
        if (range?.use && !range.selected.from && !range.selected.to)
          findings.push({ path: '/timeRange/selected', params: { field: '予約日の期間' } });
        for (const part of ['resource', 'course'] as const) {
          const selection = d[part];
          if (selection?.use && !selection.dynamic && selection.selected.length === 0)
            findings.push({ path: `/${part}/selected` });
        }
        if (d.status?.use && d.status.selected.length === 0) findings.push({ path: '/status/selected' });
        return findings;
      },
    },
    {
      code: 'condition_date_not_real',
      violated: (d) =>
        (['from', 'to'] as const)
          .filter((end) => {
            const value = d.timeRange?.selected[end];
            return value !== undefined && !isRealDate(value);
          })
          .map((end) => ({ path: `/timeRange/selected/${end}` })),
    },
    {
      code: 'condition_date_reversed',
      path: '/timeRange/selected/to',
      violated: (d) => {
        const { from, to } = d.timeRange?.selected ?? {};
        return !!from && !!to && from > to;
      },
    },
    {
      code: 'salon_item_other_salon',
      violated: (d, ctx) =>
        (['resource', 'course'] as const).flatMap((part) =>
          (d[part]?.selected ?? []).flatMap((id, index) =>
            belongsToSalons(ctx, SALON_ITEM_KINDS[part], id, d.salonIds)
              ? []
              : [{ path: `/${part}/selected/${index}` }],
          ),
        ),
    },
  ],
  messages: {
    ...dateRangeMessages,
    salon_reserved_mismatch: {
      ja: '予約ありの指定が予約状況と合っていません。予約状況を選び直してください',
      en: 'isReserved must be true exactly when the phase is reserved',
    },
    salon_conditions_never_reserved: {
      ja: '「一度も予約していない」では絞り込み条件を指定できません',
      en: 'Never reserved takes no further conditions',
    },
    salon_invert_not_reserved: {
      ja: '「条件に合う予約がない」では「以外」を指定できません',
      en: 'Not reserved takes no inverted conditions',
    },
    salon_item_other_salon: {
      ja: '選択した店舗のものではありません',
      en: 'It does not belong to the chosen salons',
    },
  },
  changes: [
    {
      on: ['reservationPhase'],
      description: {
        ja: '「予約がある」で予約ありをtrueに、「条件に合う予約がない」でfalseにして「以外」をすべて外し、「一度も予約していない」で絞り込み条件をすべて消します',
        en: 'Reserved sets isReserved; not reserved clears it and every invert flag; never reserved clears every condition',
      },
      apply(draft) {
        draft.isReserved = draft.reservationPhase === 'reserved';
        if (draft.reservationPhase === 'notReserved') {
          for (const part of PARTS) if (draft[part]) draft[part].invert = false;
        }
        if (draft.reservationPhase === 'neverReserved') {
          draft.timeRange = emptyTimeRange();
          draft.resource = emptyIdSelection();
          draft.course = emptyIdSelection();
          draft.status = emptyStatus();
        }
      },
    },
    {
      on: ['salonIds'],
      description: {
        ja: '店舗を変えると、選んだ店舗のものでないリソースとコースを外します。店舗が未選択ならリソースとコースを初期化します',
        en: 'Changing salons removes resources and courses of other salons; with no salon they are reset',
      },
      apply(draft, _prev, ctx) {
        for (const part of ['resource', 'course'] as const) {
          if (draft.salonIds.length === 0) {
            draft[part] = emptyIdSelection();
            continue;
          }
          const selection = draft[part];
          if (!selection) continue;
          const kept = selection.selected.filter((id) =>
            belongsToSalons(ctx, SALON_ITEM_KINDS[part], id, draft.salonIds),
          );
          if (kept.length !== selection.selected.length) selection.selected = kept;
        }
      },
    },
    selectAllAlone(
      'resource',
      '「すべてのリソース」(-1)を選ぶとほかのリソースを外し、リソースを選ぶと「すべてのリソース」を外します',
      'Choosing all resources (-1) drops the other resources; choosing a resource drops all',
    ),
    selectAllAlone(
      'course',
      '「すべてのコース」(-1)を選ぶとほかのコースを外し、コースを選ぶと「すべてのコース」を外します',
      'Choosing all courses (-1) drops the other courses; choosing a course drops all',
    ),
  ],
  widgets: { 'salon-statuses': { load: () => import('./Widget.tsx'), frame: 'group' } },
  ui: {
    order: ['salonIds', 'matchType', 'reservationPhase', 'timeRange', 'resource', 'course', 'status'],
    // Status keys are chosen from the server's list (GET /api/salon/statuses), never typed: ./Widget.tsx.
    widgets: { 'status.selected': 'salon-statuses' },
    inputs: {
      'resource.selected': itemsOfChosenSalons,
      'course.selected': itemsOfChosenSalons,
      // The four sections are always there (the defaults create them); each has its own 使用する flag.
      timeRange: keepSection,
      resource: keepSection,
      course: keepSection,
      status: keepSection,
    },
    visibleWhen: {
      matchType: (d) => d.salonIds.length > 1,
      timeRange: (d) => d.reservationPhase !== 'neverReserved',
      resource: (d) => d.reservationPhase !== 'neverReserved',
      course: (d) => d.reservationPhase !== 'neverReserved',
      status: (d) => d.reservationPhase !== 'neverReserved',
    },
  },
  extras: { meaning: typeof __CONSOLE_BUNDLE__ === 'undefined' ? salonMeaning : undefined },
  examples: {
    valid: [
      {
        type: 67,
        salonIds: [1],
        matchType: 'some',
        reservationPhase: 'reserved',
        isReserved: true,
        timeRange: { use: true, invert: false, selected: { from: '2026/04/01', to: '2026/04/30' } },
        resource: { use: true, dynamic: false, with_past: false, invert: false, selected: [1] },
        course: { use: false, dynamic: false, with_past: false, invert: false, selected: [] },
        status: { use: true, invert: true, selected: ['cancelled'] },
      },
      { type: 67, salonIds: [1, 2], matchType: 'all', reservationPhase: 'neverReserved', isReserved: false },
      {
        type: 67,
        salonIds: [1],
        matchType: 'some',
        reservationPhase: 'notReserved',
        isReserved: false,
        course: { use: true, selected: [SELECT_ALL] },
      },
    ],
    invalid: [
      {
        data: { type: 67, salonIds: [], matchType: 'some', reservationPhase: 'reserved', isReserved: true },
        expect: 'action_required',
        path: '/salonIds',
      },
      {
        data: { type: 67, salonIds: [1], matchType: 'any', reservationPhase: 'reserved', isReserved: true },
        expect: 'enum',
        path: '/matchType',
      },
      {
        data: { type: 67, salonIds: [1], matchType: 'some', reservationPhase: 'reserved', isReserved: false },
        expect: 'salon_reserved_mismatch',
        path: '/isReserved',
      },
      {
        data: {
          type: 67,
          salonIds: [1],
          matchType: 'some',
          reservationPhase: 'neverReserved',
          isReserved: false,
          status: { use: true, selected: ['visited'] },
        },
        expect: 'salon_conditions_never_reserved',
        path: '/status/use',
      },
      {
        data: {
          type: 67,
          salonIds: [1],
          matchType: 'some',
          reservationPhase: 'notReserved',
          isReserved: false,
          resource: { use: true, invert: true, selected: [1] },
        },
        expect: 'salon_invert_not_reserved',
        path: '/resource/invert',
      },
      {
        data: {
          type: 67,
          salonIds: [1],
          matchType: 'some',
          reservationPhase: 'reserved',
          isReserved: true,
          course: { use: true, selected: [] },
        },
        expect: 'action_required',
        path: '/course/selected',
      },
    ],
  },
});
