/**
 * The JSON schemas of the friend editor's calls (server/routes/members.ts): they document the answers in the
 * OpenAPI description and check the request's scalar fields; the handlers read lists and maps themselves
 * (server/domain/member-input.ts), because form posts send them as JSON text or bracket keys.
 */
import { MAX_ID } from '../domain/ids.ts';
import { errorResponse } from '../http/schemas.ts';
import { memberSchema } from './friends.ts';

export const memberId = { type: 'integer', minimum: 1, maximum: MAX_ID, title: '友だち' } as const;
export const idList = (description: string) =>
  ({
    anyOf: [{ type: 'array', items: { type: 'integer' } }, { type: 'string' }],
    description: `${description} (an array, or JSON text of one in a form post; tag_ids[]=… works too)`,
  }) as const;
export const valueMap = (description: string) =>
  ({
    anyOf: [{ type: 'object' }, { type: 'string' }],
    description: `${description} (an object var_id → text, or JSON text of one; vals[12]=… works too)`,
  }) as const;
export const basesMap = {
  anyOf: [{ type: 'object' }, { type: 'string' }],
  description:
    'Base fields: short_name (real name, ≤ 200), nickname (system display name, ≤ 200), memo (≤ 20000); name is ' +
    'read only (a different one is refused)',
} as const;
const stringMap = { type: 'object', additionalProperties: { type: 'string' } } as const;
export const authorizationsSchema = {
  type: 'object',
  properties: { rename: { type: 'boolean' }, memo: { type: 'boolean' }, bestname: { type: 'boolean' } },
  required: ['rename', 'memo', 'bestname'],
} as const;
export const basesSchema = {
  type: 'object',
  properties: {
    name: { type: 'string' },
    short_name: { type: 'string' },
    nickname: { type: 'string' },
    memo: { type: 'string' },
  },
  required: ['name', 'short_name', 'nickname', 'memo'],
} as const;
export const revisionSchema = {
  type: 'integer',
  description: 'The friend’s revision: bumped by every write of its tags, values or base fields',
} as const;
export const editorSchema = {
  type: 'object',
  properties: {
    member: memberSchema,
    revision: revisionSchema,
    tag_ids: { type: 'array', items: { type: 'integer' } },
    values: { ...stringMap, description: 'var_id → value (the response mark’s is the friend’s notify)' },
    metas: { ...stringMap, description: 'var_id → meta (a media value’s file name, a choice’s JSON)' },
    bases: basesSchema,
    authorizations: authorizationsSchema,
    can: {
      type: 'object',
      properties: { tags: { type: 'boolean' }, vars: { type: 'boolean' } },
      required: ['tags', 'vars'],
      description: 'Whether the operator holds tag-write and var-write',
    },
  },
  required: ['member', 'revision', 'tag_ids', 'values', 'metas', 'bases', 'authorizations', 'can'],
} as const;
export const tagAnswerSchema = {
  type: 'object',
  properties: {
    member_id: { type: 'integer' },
    tag_ids: editorSchema.properties.tag_ids,
    revision: revisionSchema,
  },
  required: ['member_id', 'tag_ids', 'revision'],
} as const;
export const varAnswerSchema = {
  type: 'object',
  properties: {
    member_id: { type: 'integer' },
    values: editorSchema.properties.values,
    metas: editorSchema.properties.metas,
    revision: revisionSchema,
  },
  required: ['member_id', 'values', 'metas', 'revision'],
} as const;
export const baseAnswerSchema = {
  type: 'object',
  properties: {
    member_id: { type: 'integer' },
    values: basesSchema,
    authorizations: authorizationsSchema,
    revision: revisionSchema,
  },
  required: ['member_id', 'values', 'authorizations', 'revision'],
} as const;
export const readErrors = { 404: errorResponse } as const;
