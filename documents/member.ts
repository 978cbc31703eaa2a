/**
 * A friend on the wire (spec 000 §7 GET /api/v1/allow_members, GET /api/v1/allow_members/{id}, the friend
 * editor's answer): one schema for the server's routes (their OpenAPI and answer shape) and the console's type.
 */
import type { FromBlockSchema } from '../engine/core/index.ts';

/** A friend as the list, GET /api/v1/allow_members/{id} and the friend editor answer it. */
export const memberSchema = {
  type: 'object',
  properties: {
    id: { type: 'integer' },
    name: { type: 'string', description: 'The friend’s own display name (read only)' },
    short_name: { type: 'string' },
    nickname: { type: 'string' },
    icon_url: { type: ['string', 'null'] },
    registered_at: { type: 'string', description: 'ISO 8601 time the friend was added' },
    last_response_at: {
      type: ['string', 'null'],
      description: 'ISO 8601 time of the last message, null if none',
    },
    notify: { type: 'integer', description: 'Response mark (a choice id of the mark field), 0 for none' },
    user_rate: { type: 'integer', description: 'Display state: 1 normal, 0 hidden, -1 blocked' },
    blocked: { type: 'boolean', description: 'The friend blocked the account' },
    tags: { type: 'array', items: { type: 'integer' }, description: 'Tag ids' },
  },
  required: [
    'id',
    'name',
    'short_name',
    'nickname',
    'icon_url',
    'registered_at',
    'last_response_at',
    'notify',
    'user_rate',
    'blocked',
    'tags',
  ],
} as const;

/** A friend as the list and the editor show it. */
export type Member = FromBlockSchema<typeof memberSchema>;
