import type { FieldOption, PluginContext, Rule } from '../../../engine/core/index.ts';
import { DATE_MATCHES, NUMERIC_MATCHES } from '../../shared/conditions/match.ts';
import { choiceValues } from '../../shared/var-fields.ts';

// Shared with effect 6, which assigns the choices this condition queries.
export { choiceValues };

/** Friend-info field types the condition tells apart (spec 001 §9 "Variable types", spec 000 §3.1). */
export const VAR_FIELD_TYPES = {
  text: 0,
  number: 1,
  longText: 2,
  image: 10,
  file: 13,
  choice: 20,
  date: 30,
} as const;

/** The field type of the chosen item, from the context (the saved condition does not carry it). */
export function varFieldType(ctx: PluginContext, varId: number | undefined): number | undefined {
  const type = varId === undefined ? undefined : ctx.item('varia', varId)?.type;
  return typeof type === 'number' ? type : undefined;
}

const EVERY = [0, 1, 4, 5, 3, 2, ...NUMERIC_MATCHES, ...DATE_MATCHES] as const;

/**
 * The match codes a field type offers, in menu order: images and files only registered (3) or not (2); dates
 * 3, 2 and the date modes; choices 0 (any-of), 4 (none-of), 3, 2; numbers the text and numeric modes; texts
 * the text modes. An item the context does not know offers every code.
 *
 * @example varMatchCodes(10) // [3, 2]
 */
export function varMatchCodes(fieldType: number | undefined): readonly number[] {
  switch (fieldType) {
    case undefined:
      return EVERY;
    case VAR_FIELD_TYPES.image:
    case VAR_FIELD_TYPES.file:
      return [3, 2];
    case VAR_FIELD_TYPES.date:
      return [3, 2, ...DATE_MATCHES];
    case VAR_FIELD_TYPES.choice:
      return [0, 4, 3, 2];
    case VAR_FIELD_TYPES.number:
      return [0, 1, 4, 5, 3, 2, ...NUMERIC_MATCHES];
    default:
      return [0, 1, 4, 5, 3, 2];
  }
}

/**
 * The match a new or re-chosen item starts with (spec 001 §4): 3 (registered) for images, files and dates,
 * 0 for the others.
 *
 * @example defaultVarMatch(30) // 3
 */
export function defaultVarMatch(fieldType: number | undefined): 0 | 3 {
  return fieldType === VAR_FIELD_TYPES.image ||
    fieldType === VAR_FIELD_TYPES.file ||
    fieldType === VAR_FIELD_TYPES.date
    ? 3
    : 0;
}

/** The labels of the choice-type modes (spec 001 §9 "Choice-type variable: 0 any-of, 4 none-of, 3, 2"). */
const CHOICE_LABELS: Record<number, string> = { 0: 'を選択している', 4: 'を選択していない' };

/**
 * What the match select offers for the chosen item (`ui.inputs.match`): the modes of its type, the choice
 * type's own labels where it has them; the schema's labels otherwise.
 *
 * @example varMatchOptions(30) // [3, 2, 20, 30, 31]
 */
export function varMatchOptions(fieldType: number | undefined): FieldOption[] {
  return varMatchCodes(fieldType).map((code) => {
    const label = fieldType === VAR_FIELD_TYPES.choice ? CHOICE_LABELS[code] : undefined;
    return label ? { value: code, label } : code;
  });
}

interface VarData {
  var_id?: number;
  match: number;
  query?: string;
}

/** The rules of condition 75 that depend on the chosen item. */
export const varItemRules: Rule<VarData>[] = [
  {
    code: 'var_match_not_for_type',
    path: '/match',
    violated: (d, ctx) => !varMatchCodes(varFieldType(ctx, d.var_id)).includes(d.match),
  },
  {
    code: 'var_choice_unknown',
    path: '/query',
    violated: (d, ctx) => {
      if (varFieldType(ctx, d.var_id) !== VAR_FIELD_TYPES.choice || (d.match !== 0 && d.match !== 4))
        return false;
      const values = choiceValues(ctx, d.var_id);
      return !!values && !!d.query && !values.includes(d.query);
    },
  },
];

/** Texts of condition 75's own codes. */
export const varItemMessages = {
  var_match_not_for_type: {
    ja: 'この友だち情報ではこの条件は選べません',
    en: 'This match is not available for this friend-info field',
  },
  var_choice_unknown: { ja: '選択肢から選んでください', en: 'Choose one of the choices' },
} as const;
