import type { ApiFailure } from '../api/types.ts';

/** A refusal sorted for a form: the lines of each of its fields, and the rest for the form's own message. */
export interface FieldRefusal<F extends string> {
  byField: Partial<Record<F, string[]>>;
  general: string[];
}

/**
 * Sorts a refused write by the form's fields: each field's lines come from the answer's `errors` (keyed by JSON
 * Pointer, `/login_id`), to stand beside that field; a line of no field the form shows (a 403, a 500, a path it
 * has no input for, the 他N件 of a long answer) stays general, so no line the server gave is dropped.
 *
 * @example splitByField({ ...failure, messages: ['使われています'], errors: { '/login_id': ['使われています'] } }, ['login_id'])
 * // { byField: { login_id: ['使われています'] }, general: [] }
 */
export function splitByField<F extends string>(failure: ApiFailure, fields: readonly F[]): FieldRefusal<F> {
  const byField: Partial<Record<F, string[]>> = {};
  const placed = new Set<string>();
  for (const field of fields) {
    const lines = failure.errors[`/${field}`];
    if (!lines?.length) continue;
    byField[field] = lines;
    for (const line of lines) placed.add(line);
  }
  const general = failure.messages.filter((line) => !placed.has(line));
  return { byField, general };
}
