import {
  type BlockSchema,
  definePlugin,
  type PluginContext,
  truncateWidth,
} from '../../engine/core/index.ts';
import {
  chosenVarType,
  DROPDOWN_VAR_TYPES,
  varIdInput,
  varIdProperty,
  varTypeRule,
} from '../shared/friend-info-field-types.ts';
import {
  friendInfoFieldMessages,
  friendInfoFieldProperties,
  friendInfoFieldRules,
  friendInfoFieldSummary,
  syncChange,
} from '../shared/friend-info-fields.ts';
import { choiceValues, VAR_CHOICE_TYPE } from '../shared/var-fields.ts';

/**
 * The paths of the choices that repeat an earlier one (spaces around a choice do not make it another; empty
 * choices are friend_field_option_empty's). @example duplicateOptionPaths(['20代', '30代', '20代']) // [{ path: '/options/2' }]
 */
export function duplicateOptionPaths(options: readonly string[]): { path: string }[] {
  const seen = new Set<string>();
  return options.flatMap((option, i) => {
    const text = option.trim();
    if (text === '') return [];
    const repeated = seen.has(text);
    seen.add(text);
    return repeated ? [{ path: `/options/${i}` }] : [];
  });
}

/** How much of a choice's and a field's text the message names (a choice holds up to 200 characters). */
const NAMED_WIDTH = 40;

/**
 * The choices a synced choice-type friend-info field (type 20) lacks, with the choice and the field to name:
 * the field holds only its own choices (app/items/ChoiceEditorDialog.tsx), so the friend's answer could not be
 * saved as one. Texts compare trimmed, as `duplicateOptionPaths`; empty choices are friend_field_option_empty's.
 * Nothing is refused while the field's choices are unknown (the console has not loaded the field); the server's
 * context always holds them.
 *
 * @example optionsMissingFromVar({ syncGc: true, var_id: 12, options: ['A', '紫'] }, ctx)
 * // [{ path: '/options/1', params: { choice: '紫', varName: '血液型' } }] in the demo account
 */
export function optionsMissingFromVar(
  d: { syncGc?: boolean; var_id?: number; var_type?: number; options?: readonly string[] },
  ctx: PluginContext,
): { path: string; params: { choice: string; varName: string } }[] {
  if (d.syncGc !== true || chosenVarType(d, ctx) !== VAR_CHOICE_TYPE) return [];
  const choices = choiceValues(ctx, d.var_id);
  if (choices === undefined) return [];
  const known = new Set(choices.map((choice) => choice.trim()));
  const varName = truncateWidth(String(ctx.item('varia', d.var_id as number)?.name ?? ''), NAMED_WIDTH);
  return (d.options ?? []).flatMap((option, i) => {
    const text = option.trim();
    return text === '' || known.has(text)
      ? []
      : [{ path: `/options/${i}`, params: { choice: truncateWidth(text, NAMED_WIDTH), varName } }];
  });
}

const schema = {
  type: 'object',
  title: 'プルダウン',
  'x-title-en': 'Dropdown',
  properties: {
    swatch_id: { const: 20 },
    ...friendInfoFieldProperties,
    var_id: varIdProperty(DROPDOWN_VAR_TYPES),
    options: {
      type: 'array',
      items: { type: 'string', maxLength: 200 },
      title: '選択肢',
      'x-title-en': 'Choices',
      // The button adds one choice: "Add Choices" read wrong (選択肢を追加 is right as it is).
      'x-add-label-en': 'Add a choice',
    },
  },
  required: ['swatch_id'],
  additionalProperties: false,
} as const satisfies BlockSchema;

/**
 * A dropdown of the friend-info form builder (swatch 20, spec 000 §3.8, §5.3): a name and its choices (at least
 * one, none empty), saved to a friend-info field when synced.
 */
export const dropdownFriendInfoField = definePlugin({
  kind: 'friend-info-field',
  type: 20,
  key: 'dropdown',
  typeField: 'swatch_id',
  label: { ja: 'プルダウン', en: 'Dropdown' },
  description: { ja: '選択肢から選ぶ取得情報', en: 'A field answered from choices' },
  multiplicity: 'multiple',
  listed: true,
  version: 1,
  migrations: {},
  schema,
  defaults: () => ({ swatch_id: 20 as const, label: '', required: true, syncGc: false, options: [] }),
  summary: (d, ctx) =>
    friendInfoFieldSummary(d, ctx, {
      ja: `プルダウン(選択肢${(d.options ?? []).length}件)`,
      en: `dropdown (${(d.options ?? []).length} choices)`,
    }),
  rules: [
    ...friendInfoFieldRules(),
    varTypeRule(() => DROPDOWN_VAR_TYPES),
    {
      code: 'friend_field_options_required',
      path: '/options',
      unfilled: true,
      violated: (d) => (d.options ?? []).length === 0,
    },
    {
      code: 'friend_field_option_empty',
      violated: (d) =>
        (d.options ?? []).flatMap((o, i) => (o.trim() === '' ? [{ path: `/options/${i}` }] : [])),
    },
    {
      // Each later repeat of a choice (compared without the spaces around it; empty ones are the rule above's).
      code: 'friend_field_option_duplicated',
      violated: (d) => duplicateOptionPaths(d.options ?? []),
    },
    { code: 'friend_field_option_not_in_var', violated: optionsMissingFromVar },
  ],
  changes: [syncChange()],
  messages: friendInfoFieldMessages,
  ui: {
    order: ['label', 'options', 'description', 'required', 'syncGc', 'var_id'],
    hidden: ['id', 'var_name', 'var_type'],
    inputs: { var_id: () => varIdInput(DROPDOWN_VAR_TYPES) },
    visibleWhen: { var_id: (d) => d.syncGc === true },
  },
  examples: {
    valid: [
      {
        swatch_id: 20,
        label: '血液型',
        options: ['A', 'B', 'O', 'AB'],
        syncGc: true,
        var_id: 12,
        var_type: 20,
      },
      { swatch_id: 20, label: '来店のきっかけ', options: ['紹介', 'SNS'], required: false },
    ],
    invalid: [
      {
        data: { swatch_id: 20, label: 'x', options: [] },
        expect: 'friend_field_options_required',
        path: '/options',
      },
      {
        data: { swatch_id: 20, label: 'x', options: ['A', ' '] },
        expect: 'friend_field_option_empty',
        path: '/options/1',
      },
      {
        data: { swatch_id: 20, label: '年代', options: ['20代', '30代', ' 20代'] },
        expect: 'friend_field_option_duplicated',
        path: '/options/2',
      },
      {
        data: { swatch_id: 20, label: '年代', options: ['20代'], syncGc: true, var_id: 10, var_type: 30 },
        expect: 'friend_field_var_type',
        path: '/var_id',
      },
      {
        data: { swatch_id: 20, label: '', options: ['A'] },
        expect: 'friend_field_label_required',
        path: '/label',
      },
    ],
  },
});
