/** How friend info (75) reads its saved fields, shared by its meaning (index.ts) and its JSON Logic form. */

/** A number as the numeric modes read the query (a string on the wire, spec 001 §3): plain decimals only. */
export const queryNumber = (text: string | undefined): number | undefined =>
  text !== undefined && /^-?\d+(\.\d+)?$/.test(text.trim()) ? Number(text.trim()) : undefined;

/** A yyyy-MM-dd text of parts, or undefined when they are not a real day. */
export function isoDay(
  year: number | undefined,
  month: number | undefined,
  day: number | undefined,
): string | undefined {
  if (year === undefined || month === undefined || day === undefined) return undefined;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCFullYear() !== year || date.getUTCMonth() !== month - 1 || date.getUTCDate() !== day)
    return undefined;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}
