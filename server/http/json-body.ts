import type { FastifyError, FastifyInstance } from 'fastify';
import { jsonTextRefusal } from '../domain/limits.ts';
import { refuse } from './errors.ts';

/**
 * JSON bodies: nesting deeper than MAX_JSON_DEPTH, or an array or object of more than MAX_JSON_ENTRIES entries, is
 * refused (400) by one pass over the text before it is parsed,
 * so nothing after it (validation, walks, JSON.stringify of the stored document) meets a deep value. Parsing is
 * Fastify's own (a `__proto__` key is 400).
 *
 * @example installJsonParser(app, BODY_LIMIT);
 */
export function installJsonParser(app: FastifyInstance, bodyLimit: number): void {
  const parse = app.getDefaultJsonParser('error', 'ignore');
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string', bodyLimit }, (request, text, done) => {
    const refusal = jsonTextRefusal(text as string);
    if (refusal) {
      done(refuse(400, refusal) as unknown as FastifyError, undefined);
      return;
    }
    parse(request, text as string, done);
  });
}
