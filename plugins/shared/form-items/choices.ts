/**
 * Choices of the checkbox, radio and select items (spec 002 §3 "Choice", §4 branching, §5).
 */
import { type ChangeRule, NON_BLANK, type Rule } from '../../../engine/core/index.ts';
import { itemId, itemIds } from '../time.ts';

/** The schema of one choice. */
export const choiceSchema = {
  type: 'object',
  title: '選択肢',
  'x-title-en': 'Choice',
  properties: {
    id: { type: 'integer', minimum: 1, title: '選択肢ID', 'x-title-en': 'Choice id', 'x-widget': 'hidden' },
    label: {
      type: 'string',
      minLength: 1,
      pattern: NON_BLANK,
      maxLength: 60,
      title: '選択肢名',
      'x-title-en': 'Choice label',
    },
    value: { type: 'string', maxLength: 200, title: '回答値', 'x-title-en': 'Answer value' },
    default: { type: 'integer', enum: [0, 1], title: '初期選択(旧)', 'x-title-en': 'Pre-selected (legacy)' },
    default_type: {
      type: 'integer',
      title: '初期選択',
      'x-title-en': 'Pre-selection',
      oneOf: [
        { const: 0, title: 'なし', 'x-title-en': 'None' },
        { const: 1, title: '選択済みにする', 'x-title-en': 'Selected' },
        { const: 3, title: 'タグを持つ人だけ選択済み', 'x-title-en': 'Selected for people with a tag' },
        {
          const: 4,
          title: 'タグを持たない人だけ選択済み',
          'x-title-en': 'Selected for people without a tag',
        },
      ],
      default: 0,
    },
    default_tag_id: itemId('tag', '初期選択のタグ', 'Pre-selection tag'),
    limit_type: {
      type: 'integer',
      title: '定員',
      'x-title-en': 'Capacity',
      oneOf: [
        { const: 0, title: 'なし', 'x-title-en': 'None' },
        { const: 1, title: '定員を設定', 'x-title-en': 'Limited' },
      ],
      default: 0,
    },
    limit_num: { type: 'integer', minimum: 1, title: '定員数', 'x-title-en': 'Capacity number' },
    limit_label: { type: 'string', maxLength: 60, title: '満員時の表示', 'x-title-en': 'Label when full' },
    limit_tag_id: itemId('tag', '満員時のタグ', 'Tag when full'),
    action_id: itemId('action', '選択時のアクション', 'Action on choice'),
    tag_ids: itemIds('tag', '選択時のタグ', 'Tags on choice'),
    var_id: itemId('varia', '選択時の友だち情報', 'Friend info on choice'),
    var_val: {
      type: 'string',
      maxLength: 200,
      title: '友だち情報に入れる値',
      'x-title-en': 'Friend-info value',
    },
    next_page: {
      title: '分岐先',
      'x-title-en': 'Branch to',
      anyOf: [
        { type: 'integer', minimum: 1, title: 'セクション', 'x-title-en': 'Section' },
        { const: 'submit', title: '送信', 'x-title-en': 'Submit' },
      ],
    },
    type: { const: 'other', title: 'その他(自由入力)', 'x-title-en': 'Other (free text)' },
  },
  required: ['label'],
  additionalProperties: false,
  allOf: [
    {
      if: { properties: { default_type: { enum: [3, 4] } }, required: ['default_type'] },
      then: { required: ['default_tag_id'] },
    },
    // The capacity's number, full label and tag apply to a limited choice only; the pre-selection tag to types
    // 3 and 4 (above). The legacy pre-selection shows only on a choice that has it; the friend-info value only
    // once a friend-info item is chosen. (visibleFields: a branch's names show only while it is taken.)
    {
      if: { properties: { limit_type: { const: 1 } }, required: ['limit_type'] },
      then: { required: ['limit_num'], properties: { limit_label: {}, limit_tag_id: {} } },
    },
    { if: { required: ['default'] }, then: { properties: { default: {} } } },
    { if: { required: ['var_id'] }, then: { properties: { var_val: {} } } },
  ],
} as const;

/** The `choices` list: at least one choice is a rule (its message is the spec's, not minItems'). */
export const choicesSchema = {
  type: 'array',
  title: '選択肢',
  'x-title-en': 'Choices',
  // The button adds one choice: "Add Choices" read wrong.
  'x-add-label-en': 'Add a choice',
  items: choiceSchema,
} as const;

/** A choice as the rules read it. */
interface ChoiceLike {
  id?: number;
  default?: number;
  default_type?: number;
  next_page?: number | string;
  type?: string;
}

/** The data the choice rules read. */
export interface WithChoices {
  choices?: readonly ChoiceLike[];
  do_branch_page?: number;
}

/**
 * A new choice (the form numbers its ids), with the schema's defaults: the same fields as a choice added by
 * the list's 選択肢を追加 (the object-list widget writes every property's default). @example newChoice('はい')
 */
export const newChoice = (label = '') => ({ label, default_type: 0 as const, limit_type: 0 as const });

/** Whether a choice is pre-selected for everyone: default_type 1, or the legacy default 1 without a type. */
const selectedForAll = (c: ChoiceLike) =>
  c.default_type === 1 || (c.default_type === undefined && c.default === 1);

/**
 * The choice checks: at least one choice; ids and the "other" choice once; with `single`, one pre-selected
 * choice at most (radio, select: spec 002 §5); while branching, every choice names its destination. All but the
 * first are `defensive`: in the builder they show beside a choice's own schema error (a capacity without its
 * number, a label not typed yet) rather than only once it is fixed.
 */
export function choiceRules<D extends WithChoices>(single: boolean): Rule<D>[] {
  const rules: Rule<D>[] = [
    { code: 'form_choices_min_one', path: '/choices', violated: (d) => (d.choices ?? []).length === 0 },
    {
      code: 'form_choice_id_duplicated',
      defensive: true,
      violated: (d) =>
        (d.choices ?? []).flatMap((c, i, all) =>
          c.id !== undefined && all.findIndex((o) => o.id === c.id) < i ? [{ path: `/choices/${i}/id` }] : [],
        ),
    },
    {
      code: 'form_other_choice_multiple',
      defensive: true,
      violated: (d) =>
        (d.choices ?? []).flatMap((c, i, all) =>
          c.type === 'other' && all.findIndex((o) => o.type === 'other') < i
            ? [{ path: `/choices/${i}/type` }]
            : [],
        ),
    },
    {
      code: 'action_required',
      defensive: true,
      violated: (d) =>
        d.do_branch_page === 1
          ? (d.choices ?? []).flatMap((c, i) =>
              c.next_page === undefined ? [{ path: `/choices/${i}/next_page` }] : [],
            )
          : false,
    },
  ];
  if (single) {
    rules.push({
      code: 'form_default_choice_multiple',
      defensive: true,
      // A choice selected for everyone excludes any other pre-selection; choices selected by tag (3, 4) may be
      // several, the answering page takes the first that applies (docs/form-items.md).
      violated: (d) => {
        const choices = d.choices ?? [];
        const forAll = choices.filter(selectedForAll).length;
        const byTag = choices.filter((c) => c.default_type === 3 || c.default_type === 4).length;
        return forAll > 1 || (forAll === 1 && byTag > 0) ? [{ path: '/choices' }] : false;
      },
    });
  }
  return rules;
}

/**
 * Branching on or off (spec 002 §4): switching it on gives every choice without a destination the end of the
 * form ('submit', always valid; the operator then picks sections); switching it off clears the destinations.
 */
export function branchChange<D extends WithChoices>(): ChangeRule<D> {
  return {
    on: ['do_branch_page' as keyof D & string],
    description: {
      ja: '分岐を有効にすると各選択肢に分岐先を設定し、無効にすると分岐先を消します',
      en: 'Enabling branching sets each choice a destination; disabling it clears them',
    },
    apply(draft) {
      const choices = draft.choices as ChoiceLike[] | undefined;
      for (const choice of choices ?? []) {
        if (draft.do_branch_page === 1) choice.next_page ??= 'submit';
        else delete choice.next_page;
      }
    },
  };
}
