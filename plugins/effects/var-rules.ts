import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat.js';
import type { PluginContext, Rule } from '../../engine/core/index.ts';

dayjs.extend(customParseFormat);

/** The slice of effect 6's data its rules read. */
interface VarData {
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

/** Which operands a field type allows (spec 000 §4): dates change or clear, images and PDFs only clear. */
export function allowedOperands(varType: string | undefined, ctx: PluginContext): readonly number[] {
  if (varType === 'image' || varType === 'pdf') return [4];
  if (varType === 'date' || varType === 'select') return [1, 4];
  // Add and subtract are removed when the action runs as an auto-response reaction.
  return ctx.flags.reactionContext ? [1, 4] : [1, 2, 3, 4];
}

const needsValue = (d: VarData) => d.operand !== 4 && d.valuetype === 1;

/** The rules of effect 6 that the schema cannot say. */
export const varEffectRules: Rule<VarData>[] = [
  {
    code: 'operand_not_allowed',
    path: '/operand',
    violated: (d, ctx) => !allowedOperands(d.var_type, ctx).includes(d.operand),
  },
  {
    code: 'valuetype_not_allowed',
    path: '/valuetype',
    violated: (d, ctx) => d.operand !== 4 && d.valuetype === 15 && ctx.flags.linkedDataAllowed !== true,
  },
  { code: 'required', path: '/fix_value', violated: (d) => needsValue(d) && (d.fix_value ?? '') === '' },
  {
    code: 'range_max_below_min',
    path: '/max_value',
    violated: (d) => d.valuetype === 2 && (d.max_value ?? 0) < (d.min_value ?? 0),
  },
  {
    code: 'maxLength',
    path: '/fix_value',
    violated: (d) =>
      needsValue(d) && d.var_type !== 'text' && [...(d.fix_value ?? '')].length > VAR_SHORT_TEXT_LIMIT
        ? [{ params: { limit: VAR_SHORT_TEXT_LIMIT } }]
        : false,
  },
  {
    code: 'number_required',
    path: '/fix_value',
    violated: (d) => needsValue(d) && d.var_type === 'number' && !!d.fix_value && !isNumberText(d.fix_value),
  },
  {
    code: 'maximum',
    path: '/fix_value',
    violated: (d) =>
      needsValue(d) &&
      d.var_type === 'number' &&
      isNumberText(d.fix_value) &&
      Math.abs(Number(d.fix_value)) > VAR_NUMBER_LIMIT
        ? [{ params: { limit: VAR_NUMBER_LIMIT } }]
        : false,
  },
  {
    code: 'decimal_digits',
    path: '/fix_value',
    violated: (d) =>
      needsValue(d) &&
      d.var_type === 'number' &&
      isNumberText(d.fix_value) &&
      (d.fix_value.split('.')[1]?.length ?? 0) > VAR_DECIMALS
        ? [{ params: { limit: VAR_DECIMALS } }]
        : false,
  },
  {
    code: 'date_format',
    path: '/fix_value',
    violated: (d) =>
      needsValue(d) &&
      d.var_type === 'date' &&
      !!d.fix_value &&
      !dayjs(d.fix_value, 'YYYY/MM/DD', true).isValid(),
  },
];

function isNumberText(text: string | undefined): text is string {
  return text !== undefined && /^-?\d+(\.\d+)?$/.test(text);
}

/** Texts of effect 6's own message codes. */
export const varEffectMessages = {
  operand_not_allowed: {
    ja: 'この項目では{field}にこの操作は選べません',
    en: 'This operation is not available for this field',
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
} as const;
