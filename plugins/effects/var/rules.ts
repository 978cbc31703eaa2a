import type { FieldInput, PluginContext, Rule } from '../../../engine/core/index.ts';
import { isRealDate } from '../../shared/conditions/calendar.ts';
import { choiceValues } from '../../shared/var-fields.ts';

/** The slice of effect 6's data its rules read. */
interface VarData {
  var_id?: number;
  var_type?: string;
  operand: 1 | 2 | 3 | 4;
  valuetype: 1 | 2 | 3 | 15;
  fix_value?: string;
  min_value?: number;
  max_value?: number;
}

/** Friend-info number values range (spec 000 §5.2) and the fixed precision (§9). */
export const VAR_NUMBER_LIMIT = 9999999999.999;
export const VAR_DECIMALS = 3;
/** Value text limit of types 0, 1 and 20 (spec 000 §5.2); long text allows 20000 (the schema's maxLength). */
export const VAR_SHORT_TEXT_LIMIT = 200;

/** Friend-info field types (spec 000 §3.1) as the action editor names them (var_type). */
export const VAR_TYPE_BY_FIELD_TYPE: Readonly<Record<number, string>> = {
  0: 'string',
  1: 'number',
  2: 'text',
  10: 'image',
  13: 'pdf',
  20: 'select',
  30: 'date',
};

/**
 * The field's type: from the item itself when the context knows it (the server always does), else the saved
 * var_type. Trusting only the saved copy would let a stale or forged var_type slip past the type rules.
 */
export function effectiveVarType(
  d: { var_id?: number; var_type?: string },
  ctx: PluginContext,
): string | undefined {
  const fieldType = d.var_id === undefined ? undefined : ctx.item('varia', d.var_id)?.type;
  return (typeof fieldType === 'number' ? VAR_TYPE_BY_FIELD_TYPE[fieldType] : undefined) ?? d.var_type;
}

/** Which operands a field type allows (spec 000 §4): dates and choices change or clear, images and PDFs only clear. */
export function allowedOperands(varType: string | undefined): readonly number[] {
  if (varType === 'image' || varType === 'pdf') return [4];
  if (varType === 'date' || varType === 'select') return [1, 4];
  return [1, 2, 3, 4];
}

/**
 * Which value types a field type allows (spec 000 §2.5): a date takes a fixed date or the action date (3),
 * a choice a chosen choice, others a constant, a random range or linked data.
 */
export function allowedValueTypes(varType: string | undefined): readonly number[] {
  if (varType === 'date') return [1, 3];
  if (varType === 'select' || varType === 'image' || varType === 'pdf') return [1];
  return [1, 2, 15];
}

/** Operands the action's context allows: an auto-response reaction removes add and subtract (spec 000 §4). */
export function operandsInContext(ctx: PluginContext): readonly number[] {
  return ctx.flags.reactionContext === true ? [1, 4] : [1, 2, 3, 4];
}

/** Value types the action's context allows: linked data (15) only where the action has linked data. */
export function valueTypesInContext(ctx: PluginContext): readonly number[] {
  return ctx.flags.linkedDataAllowed === true ? [1, 2, 3, 15] : [1, 2, 3];
}

/**
 * The operands the editor offers for a block: those of its field type that its context allows. The rules below
 * refuse exactly the others, so an operator is never offered what saving would refuse.
 *
 * @example offeredOperands({ var_id: 5, var_type: 'date' }, ctx) // [1, 4]
 */
export function offeredOperands(d: { var_id?: number; var_type?: string }, ctx: PluginContext): number[] {
  const inContext = operandsInContext(ctx);
  return allowedOperands(effectiveVarType(d, ctx)).filter((operand) => inContext.includes(operand));
}

/**
 * The value types the editor offers for a block: those of its field type that its context allows.
 *
 * @example offeredValueTypes({ var_id: 4, var_type: 'number' }, ctx) // [1, 2] (15 too with linkedDataAllowed)
 */
export function offeredValueTypes(d: { var_id?: number; var_type?: string }, ctx: PluginContext): number[] {
  const inContext = valueTypesInContext(ctx);
  return allowedValueTypes(effectiveVarType(d, ctx)).filter((valuetype) => inContext.includes(valuetype));
}

/** The note under a date item's value type (spec 000 §2.5 "a note says date arithmetic is not supported"). */
export const DATE_ARITHMETIC_NOTE = {
  ja: '日付の計算(○日後など)には対応していません',
  en: 'Date arithmetic (such as "3 days later") is not supported',
} as const;

/**
 * The input of the value type (`ui.inputs.valuetype`): the offered value types, and for a date item the note
 * that dates take no arithmetic.
 *
 * @example valueTypeInput({ var_id: 5, var_type: 'date' }, ctx) // { options: [1, 3], note: '日付の計算…' }
 */
export function valueTypeInput(d: { var_id?: number; var_type?: string }, ctx: PluginContext): FieldInput {
  const options = offeredValueTypes(d, ctx);
  if (effectiveVarType(d, ctx) !== 'date') return { options };
  return { options, note: DATE_ARITHMETIC_NOTE[ctx.lang === 'en' ? 'en' : 'ja'] };
}

/**
 * The input of the constant value (`ui.inputs.fix_value`) for the chosen item's type: a select of a choice
 * item's choices, a date (saved YYYY/MM/DD, what `date_format` asks), a number bounded by ±9999999999.999 (the
 * value stays text), the long-text textarea (20000, the schema's limit), else one line of text counting to 200
 * (a text item, no item chosen yet, a choice item whose choices the context does not know).
 *
 * @example fixValueInput({ var_id: 12 }, ctx) // { widget: 'options', options: ['A', 'B', 'O', 'AB'] }
 */
export function fixValueInput(d: { var_id?: number; var_type?: string }, ctx: PluginContext): FieldInput {
  const varType = effectiveVarType(d, ctx);
  const choices = varType === 'select' ? choiceValues(ctx, d.var_id) : undefined;
  if (choices) return { widget: 'options', options: choices };
  if (varType === 'date') return { widget: 'date' };
  if (varType === 'number') return { widget: 'number', min: -VAR_NUMBER_LIMIT, max: VAR_NUMBER_LIMIT };
  if (varType === 'text') return { widget: 'textarea' };
  return { widget: 'text', maxLength: VAR_SHORT_TEXT_LIMIT };
}

const needsValue = (d: VarData) => d.operand !== 4 && d.valuetype === 1;

/** The rules of effect 6 that the schema cannot say. */
export const varEffectRules: Rule<VarData>[] = [
  {
    code: 'operand_not_allowed',
    path: '/operand',
    violated: (d, ctx) => !allowedOperands(effectiveVarType(d, ctx)).includes(d.operand),
  },
  {
    // Add and subtract are removed when the action runs as an auto-response reaction (spec 000 §4).
    code: 'operand_not_in_reaction',
    path: '/operand',
    violated: (d, ctx) => !operandsInContext(ctx).includes(d.operand),
  },
  {
    code: 'valuetype_not_for_field',
    path: '/valuetype',
    violated: (d, ctx) =>
      d.operand !== 4 && !allowedValueTypes(effectiveVarType(d, ctx)).includes(d.valuetype),
  },
  {
    code: 'valuetype_not_allowed',
    path: '/valuetype',
    violated: (d, ctx) => d.operand !== 4 && !valueTypesInContext(ctx).includes(d.valuetype),
  },
  {
    code: 'required',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) && (d.fix_value ?? '') === '' && effectiveVarType(d, ctx) !== 'select',
  },
  {
    // A choice field's value is picked from its choices (a select): 値を選択してください, as picked fields say.
    code: 'action_required',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) && (d.fix_value ?? '') === '' && effectiveVarType(d, ctx) === 'select',
  },
  {
    code: 'range_max_below_min',
    path: '/max_value',
    violated: (d) => d.valuetype === 2 && (d.max_value ?? 0) < (d.min_value ?? 0),
  },
  {
    code: 'maxLength',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) &&
      effectiveVarType(d, ctx) !== 'text' &&
      [...(d.fix_value ?? '')].length > VAR_SHORT_TEXT_LIMIT
        ? [{ params: { limit: VAR_SHORT_TEXT_LIMIT } }]
        : false,
  },
  {
    code: 'number_required',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) && effectiveVarType(d, ctx) === 'number' && !!d.fix_value && !isNumberText(d.fix_value),
  },
  {
    code: 'maximum',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) &&
      effectiveVarType(d, ctx) === 'number' &&
      isNumberText(d.fix_value) &&
      Number(d.fix_value) > VAR_NUMBER_LIMIT
        ? [{ params: { limit: VAR_NUMBER_LIMIT } }]
        : false,
  },
  {
    code: 'minimum',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) &&
      effectiveVarType(d, ctx) === 'number' &&
      isNumberText(d.fix_value) &&
      Number(d.fix_value) < -VAR_NUMBER_LIMIT
        ? [{ params: { limit: -VAR_NUMBER_LIMIT } }]
        : false,
  },
  {
    code: 'decimal_digits',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) &&
      effectiveVarType(d, ctx) === 'number' &&
      isNumberText(d.fix_value) &&
      (d.fix_value.split('.')[1]?.length ?? 0) > VAR_DECIMALS
        ? [{ params: { limit: VAR_DECIMALS } }]
        : false,
  },
  {
    // A choice item takes one of its choices; a deleted or renamed choice is refused where the context knows
    // the choices (the editor shows the saved value until another is chosen).
    code: 'choice_not_in_item',
    path: '/fix_value',
    violated: (d, ctx) => {
      if (!needsValue(d) || !d.fix_value || effectiveVarType(d, ctx) !== 'select') return false;
      const choices = choiceValues(ctx, d.var_id);
      return choices !== undefined && !choices.includes(d.fix_value);
    },
  },
  {
    code: 'date_format',
    path: '/fix_value',
    violated: (d, ctx) =>
      needsValue(d) && effectiveVarType(d, ctx) === 'date' && !!d.fix_value && !isRealDate(d.fix_value),
  },
];

function isNumberText(text: string | undefined): text is string {
  return text !== undefined && /^-?\d+(\.\d+)?$/.test(text);
}

/** Texts of effect 6's own message codes. */
export const varEffectMessages = {
  operand_not_allowed: {
    ja: 'この友だち情報ではこの操作は選べません',
    en: 'This operation is not available for this friend-info field',
  },
  operand_not_in_reaction: {
    ja: '自動応答では加算・減算は選べません',
    en: 'Add and subtract are not available in an auto-response',
  },
  valuetype_not_for_field: {
    ja: 'この友だち情報ではこの値の種類は選べません',
    en: 'This value type is not available for this friend-info field',
  },
  valuetype_not_allowed: {
    ja: '連携データはこのアクションでは利用できません',
    en: 'Linked data is not available in this action',
  },
  range_max_below_min: {
    ja: '最大値は最小値以上にしてください',
    en: 'The maximum must not be below the minimum',
  },
  number_required: { ja: '{field}は数値で入力してください', en: '{field} must be a number' },
  date_format: { ja: '{field}を正しく設定してください', en: 'Set {field} correctly' },
  choice_not_in_item: {
    ja: '{field}はこの友だち情報の選択肢から選んでください',
    en: 'Choose {field} from the choices of this friend-info field',
  },
} as const;
