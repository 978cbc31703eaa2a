import type { FastifyInstance } from 'fastify';
import { listItems } from '../db/items.ts';
import type { Db } from '../db/schema.ts';
import { SALON_STATUSES } from '../db/seed-data.ts';
import { pickerItemSchema } from '../http/schemas.ts';

/**
 * Lists that conditions choose from beside the picker kinds: GET /api/salon/resources and /api/salon/courses
 * (each with the `salon_id` it belongs to) and GET /api/salon/statuses (the reservation statuses of spec 002 §3
 * as { key, label }), spec 000 §7; GET /api/journeys and GET /api/journey_tags (phases, each with its
 * `journey_id`), the read side of spec 002 §7's journey calls.
 *
 * @example await registerListRoutes(app, db);
 */
export async function registerListRoutes(app: FastifyInstance, db: Db): Promise<void> {
  const list = (path: string, kind: string, summary: string) =>
    app.get(
      path,
      {
        config: { access: 'operator' },
        schema: { tags: ['items'], summary, response: { 200: { type: 'array', items: pickerItemSchema } } },
      },
      async (request) => listItems(db, request.account.id, kind),
    );
  list('/api/salon/resources', 'salon_resource', 'Salon resources (staff, rooms), each with its salon_id');
  list('/api/salon/courses', 'salon_course', 'Salon courses, each with its salon_id');
  list('/api/journeys', 'journey', 'Customer journeys');
  list('/api/journey_tags', 'journey_tag', 'Journey phases, each with its journey_id');
  app.get(
    '/api/salon/statuses',
    {
      config: { access: 'operator' },
      schema: {
        tags: ['items'],
        summary: 'Reservation statuses as { key, label }',
        response: {
          200: {
            type: 'array',
            items: { type: 'object', properties: { key: { type: 'string' }, label: { type: 'string' } } },
          },
        },
      },
    },
    async () => SALON_STATUSES,
  );
}
