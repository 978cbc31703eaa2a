import swagger from '@fastify/swagger';
import type { FastifyInstance } from 'fastify';
import { type AnyPlugin, BLOCK_ID_FIELD, type Registry } from '../../engine/core/index.ts';
import { BLOCK_ID_MAX_LENGTH } from '../domain/block-ids.ts';
import type { DocumentKind } from '../domain/kinds.ts';
import { CSRF_HEADER, SESSION_COOKIE } from './session.ts';

/**
 * The OpenAPI description, generated from the route schemas (OpenAPI 3.1: the registry's schemas are JSON
 * Schema 2020-12 compatible, `const` and `if`/`then` included). Served at /api/openapi.json and written to
 * docs/api/openapi.json by `tsx server/write-openapi.ts`. Must be registered before the routes it describes.
 *
 * @example await registerOpenApi(app); ... await app.ready(); app.swagger()
 */
export async function registerOpenApi(app: FastifyInstance, registry: Registry): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.1.0',
      info: {
        title: '公式アカウント運用コンソール API',
        description:
          'The console server: the HTTP API of the specification (actions, funnels, items), validated by the ' +
          'same plugin registry as the browser. Error answers are `{ messages: string[], errors: { [path]: string[] } }` ' +
          'with Japanese texts. Writes need the session cookie and its CSRF token (header X-CSRF-TOKEN or `_token`). ' +
          'See docs/api.md.',
        version: '1.0.0',
      },
      tags: [
        { name: 'session', description: 'Session, account and CSRF token' },
        // One per document kind of the registry, as its routes are.
        ...registry
          .documents()
          .map((kind) => ({ name: kind.key, description: `${kind.label.en} (${kind.label.ja})` })),
        { name: 'items', description: 'Items that blocks refer to (spec 002 item picker)' },
        { name: 'folders', description: 'Folders of items and documents' },
      ],
      components: {
        // Every block type's schema once; the register bodies refer to them.
        schemas: Object.fromEntries(
          registry
            .plugins()
            .map((plugin) => [componentName(plugin), plugin.schema as Record<string, unknown>]),
        ),
        securitySchemes: {
          session: { type: 'apiKey', in: 'cookie', name: SESSION_COOKIE },
          csrf: { type: 'apiKey', in: 'header', name: CSRF_HEADER.toUpperCase() },
        },
      },
    },
  });
  app.get('/api/openapi.json', { config: { access: 'public' }, schema: { hide: true } }, async () =>
    app.swagger(),
  );
}

const BLOCK_ID_NOTE =
  `Each block, nested ones included, may carry \`${BLOCK_ID_FIELD}\`: a stable block id (a string of 1 to ` +
  `${BLOCK_ID_MAX_LENGTH} characters, unique in the document) that is stored and answered back unchanged and ` +
  'never validated by the block schemas; anything else there answers 422.';

/**
 * The request bodies of a register route, from the registry: the JSON body is the document schema with every
 * block type's schema in its list, plus the call's own fields; the form-encoded body carries the list as a JSON
 * string and every value as text (spec 000 §7). Documentation only: the registry itself validates the body.
 *
 * @example registerBodySchemas(registry, registry.document('action')!)['application/json'].schema
 */
export function registerBodySchemas(registry: Registry, definition: DocumentKind) {
  const envelope = structuredClone(definition.schema) as Record<string, any>;
  const properties = { ...(envelope.properties as Record<string, unknown>) };
  const blocks = registry
    .plugins(definition.blockKind)
    .map((plugin) => ({ $ref: `#/components/schemas/${componentName(plugin)}` }));
  const list = {
    ...(properties[definition.listField] as Record<string, unknown>),
    // The block schemas leave the reserved id out (it is not a plugin field), so say here that it is accepted.
    description: BLOCK_ID_NOTE,
  };
  properties[definition.listField] = blocks.length > 0 ? { ...list, items: { oneOf: blocks } } : list;
  const control = {
    revision: {
      type: 'integer',
      minimum: 1,
      description: 'The revision the client loaded; required to overwrite (a stale one answers 409)',
    },
    withDescription: { description: 'Accepted and ignored: the description lines are always answered' },
    _token: { type: 'string', description: 'The CSRF token, when not sent as the X-CSRF-TOKEN header' },
  };
  const json = { ...envelope, properties: { ...properties, ...control } };
  const form = {
    type: 'object',
    description: 'Every value as text; the list as a JSON string',
    properties: Object.fromEntries(
      Object.keys({ ...properties, ...control }).map((name) => [name, { type: 'string' }]),
    ),
  };
  return {
    'application/json': { schema: json },
    'application/x-www-form-urlencoded': { schema: form },
  };
}

/** The component name of a block type's schema. @example componentName(textEffect) // 'effect-1-text' */
export function componentName(plugin: AnyPlugin): string {
  return `${plugin.kind}-${plugin.type}-${plugin.key}`;
}
