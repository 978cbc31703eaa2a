/**
 * Route schema fragments shared by the routes: path parameters, the error answer, common items. Route schemas
 * validate requests (Japanese 422 texts come from their titles) and feed the OpenAPI description; answers are
 * serialised with JSON.stringify, so response schemas are documentation and never drop a field.
 */

/** A positive id in the path. A malformed one answers 404 (nothing can live there). */
export const idParams = {
  type: 'object',
  properties: { id: { type: 'string', pattern: '^[0-9]{1,10}$', description: 'Positive integer id' } },
  required: ['id'],
} as const;

/** The error answer of every route (spec 000 §8: alerts list `messages` line by line). */
export const errorResponse = {
  type: 'object',
  description: 'Japanese messages, one line each, and the same texts keyed by field path (JSON Pointer)',
  properties: {
    messages: { type: 'array', items: { type: 'string' } },
    errors: { type: 'object', additionalProperties: { type: 'array', items: { type: 'string' } } },
  },
  required: ['messages', 'errors'],
} as const;

/** Error answers a write route may give. */
export const writeErrors = {
  400: { ...errorResponse, description: 'Malformed body (bad JSON)' },
  403: { ...errorResponse, description: 'No or wrong CSRF token, or a missing permission' },
  404: { ...errorResponse, description: 'Not found for this account' },
  409: { ...errorResponse, description: 'Stale revision: reload and edit again' },
  413: { ...errorResponse, description: 'Body over 1 MiB' },
  415: { ...errorResponse, description: 'Neither JSON nor form-encoded' },
  422: { ...errorResponse, description: 'Invalid content: Japanese messages keyed by field path' },
} as const;

/** The 409 of a document write: the error answer with the document's current revision. */
export const conflictResponse = {
  ...errorResponse,
  description:
    'Stale revision: `revision` is the current one. Fetch it (GET …/data/{id}) and the one the edit started ' +
    'from (GET …/data/{id}/revision/{revision}) to merge, or reload and edit again',
  properties: { ...errorResponse.properties, revision: { type: 'integer', minimum: 1 } },
} as const;

/** Error answers of a document write: those of every write, and a 409 that names the current revision. */
export const documentWriteErrors = { ...writeErrors, 409: conflictResponse } as const;

/** A document id and one of its revisions in the path. A malformed one answers 404. */
export const revisionParams = {
  type: 'object',
  properties: {
    id: idParams.properties.id,
    revision: { type: 'string', pattern: '^[0-9]{1,10}$', description: 'Positive integer revision' },
  },
  required: ['id', 'revision'],
} as const;

/** A folder as lists show it (spec 000 §3.4). */
export const folderSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    item_count: { type: 'integer' },
    unique: { type: 'boolean' },
  },
} as const;

/** An item of the picker (spec 002 §3); kinds add their own fields. */
export const pickerItemSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string' },
    group_id: { type: ['integer', 'null'] },
    favorite: { type: 'boolean' },
    super: { type: 'boolean' },
    writable: { type: 'boolean' },
    type: { type: ['integer', 'null'] },
  },
  additionalProperties: true,
} as const;

/** The revision guard of deletes. */
export const revisionQuery = {
  type: 'object',
  properties: { revision: { type: 'integer', minimum: 1, maximum: 2_147_483_647, title: 'revision' } },
} as const;
