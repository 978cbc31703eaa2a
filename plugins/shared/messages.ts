import type { MessageTexts } from '../../engine/core/index.ts';

/**
 * The texts of the product's shared form rules (spec 000 §5.4), which any plugin's rules may use and none may
 * redefine. `createBuiltInRegistry` registers them beside the engine's catalogue; `{field}` becomes the title of
 * the field at the rule's path.
 *
 * @example createRegistry({ messages: SHARED_MESSAGES }).message('decimal_digits', 'ja', { field: '値', limit: 3 })
 */
export const SHARED_MESSAGES = {
  time_format: { ja: '{field}は時:分(HH:mm)で入力してください', en: '{field} must be a time as HH:mm' },
  decimal_digits: {
    ja: '{field}の小数点以下は{limit}桁以内で入力してください',
    en: '{field} allows at most {limit} decimal places',
  },
  no_var_tag: { ja: '{field}に[と]は使用できません', en: '{field} must not contain [ or ]' },
} as const satisfies Record<string, MessageTexts>;
