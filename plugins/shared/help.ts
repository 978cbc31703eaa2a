/**
 * A field's text for both readers: the integrators' `description` (docs, JSON Schema) and the operators'
 * `x-help` (drawn under the field), when the same words suit both. A text that names wire values
 * (-10: 変更しない, 0: 解除) goes in `description` only; the form then draws the labels alone.
 *
 * @example { type: 'string', title: '本文', ...sharedHelp('4500文字を超えると分割されます', 'Split past 4500') }
 */
export const sharedHelp = <const J extends string, const E extends string>(ja: J, en: E) =>
  ({ description: ja, 'x-description-en': en, 'x-help': ja, 'x-help-en': en }) as const;
