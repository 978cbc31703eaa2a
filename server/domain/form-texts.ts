/**
 * The form's texts a friend reads on the answer page (回答後の文言, 回答済みの人への文言) with their placeholders
 * filled (issue 18; docs/decisions/composer-context.md "Form texts"). The page does not know which friend answers
 * (no LINE login on it), so what belongs to a friend (name, mail, friend info) and what is filled at sending time
 * for a message (the friend-add URL, common info, linked data) is left empty; the delivery date and the days
 * remaining are reckoned from today in Japan, and a form placeholder becomes that form's answer-page address.
 * A placeholder never reaches the friend as its code.
 */
import { daysUntil, formatDay } from '../../plugins/shared/composer/preview.ts';
import { parse } from '../../plugins/shared/placeholders.ts';

/** What filling needs: today in Japan (yyyy-MM-dd) and the address of a form's answer page by its code. */
export interface FormTextInputs {
  today: string;
  formAddress(code: string): string;
}

/**
 * @example fillFormText('[name]さん、[date:+1:M月D日]に', { today: '2026-11-26', formAddress }) // 'さん、11月27日に'
 */
export function fillFormText(text: string, inputs: FormTextInputs): string {
  const [year, month, day] = inputs.today.split('-').map(Number) as [number, number, number];
  let filled = '';
  for (const segment of parse(text)) {
    if (segment.type === 'text') {
      filled += segment.text;
      continue;
    }
    const placeholder = segment.placeholder;
    if (placeholder.kind === 'date')
      filled += formatDay(new Date(year, month - 1, day + placeholder.days), placeholder.format, 'ja');
    else if (placeholder.kind === 'remain')
      filled += String(Math.max(0, daysUntil(placeholder.target, new Date(year, month - 1, day))));
    else if (placeholder.kind === 'form') filled += inputs.formAddress(placeholder.code);
  }
  return filled;
}
