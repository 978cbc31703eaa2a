import type { FastifyRequest } from 'fastify';
import { PERMISSION_NAMES } from '../../access/permissions.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The role routes' check of the permission names a write sends, run before the body's schema (a preValidation
 * hook). The schema's enum would answer 権限 2の値が選択肢にありません: the place in the list, which tells an
 * operator nothing. This names the value instead (docs/decisions/operators.md, "Unknown permissions").
 */

/** The longest part of a sent value the refusal quotes; a longer one is cut with …. */
const QUOTED_MAX = 40;

/** Our words (the spec shows no role management). */
export const ROLE_PERMISSION_MESSAGES = {
  unknown: (value: string) => `「${value}」という権限はありません`,
  notText: '権限は文字列で指定してください',
} as const;

/** A sent value as the refusal quotes it: at most QUOTED_MAX characters, control characters shown as �. */
function quoted(value: string): string {
  const chars = [...value.replace(/\p{Cc}/gu, '\uFFFD')];
  return chars.length > QUOTED_MAX ? `${chars.slice(0, QUOTED_MAX).join('')}…` : chars.join('');
}

/**
 * The refusal lines of a body's `permissions`: one per unknown name (each once), one if any entry is not text.
 * Empty when the list is fine or absent (the schema still judges its shape).
 *
 * @example unknownPermissionLines({ permissions: ['tag-write', 'tag-wirte'] }) // ['「tag-wirte」という権限はありません']
 */
export function unknownPermissionLines(body: unknown): string[] {
  const list = (body as { permissions?: unknown } | null)?.permissions;
  if (!Array.isArray(list)) return [];
  const known = new Set<string>(PERMISSION_NAMES);
  const lines = new Set<string>();
  let notText = false;
  for (const value of list) {
    if (typeof value !== 'string') notText = true;
    else if (!known.has(value)) lines.add(ROLE_PERMISSION_MESSAGES.unknown(quoted(value)));
  }
  if (notText) lines.add(ROLE_PERMISSION_MESSAGES.notText);
  return [...lines];
}

/** The preValidation hook of POST /api/roles and PATCH /api/roles/{id}: 422 on `/permissions`. */
export async function refuseUnknownPermissions(request: FastifyRequest): Promise<void> {
  const lines = unknownPermissionLines(request.body);
  if (lines.length > 0) throw new ApiError(422, { messages: lines, errors: { '/permissions': lines } });
}
