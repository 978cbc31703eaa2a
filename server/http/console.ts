import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { body } from './errors.ts';

/**
 * Paths that belong to the API: never answered with the console's page. /line/… is not among them: the spec's
 * page addresses live there (/line/richmenu, /line/var/edit/{id}), its API paths there (/line/var/new) are routes.
 */
const API_PREFIXES = ['/api/'];

/**
 * Serves the built console from `root` (dist/): hashed assets with a year of caching, and the page itself, with
 * the session's CSRF token injected as `<meta name="csrf-token">` (spec 000 §7: the token is issued with the
 * page), for `/` and for every client-side route (a reload on /actions/3 must open the console too).
 * Without `root`, unknown paths answer a JSON 404.
 *
 * @example await serveConsole(app, 'dist');
 */
export async function serveConsole(app: FastifyInstance, root: string | undefined): Promise<void> {
  const indexFile = root ? join(root, 'index.html') : undefined;
  const page = indexFile && existsSync(indexFile) ? pageRenderer(indexFile) : undefined;

  if (root && page) {
    // The built files are the same for everyone: public, as is the page (the login page is part of it).
    await app.register(async (scope) => {
      scope.addHook('onRoute', (route) => {
        route.config = { ...route.config, access: 'public' };
      });
      await scope.register(fastifyStatic, {
        root,
        index: false,
        cacheControl: false,
        // The page is rendered per session (it carries the token), never served as the raw file.
        allowedPath: (path) => path !== '/index.html',
        // Vite's hashed assets never change under their name; anything else is revalidated.
        setHeaders(reply, path) {
          const immutable = path.startsWith(join(root, 'assets'));
          reply.header('cache-control', immutable ? 'public, max-age=31536000, immutable' : 'no-cache');
        },
      });
    });
    for (const path of ['/', '/index.html']) {
      app.get(path, { config: { access: 'public' }, schema: { hide: true } }, (request, reply) =>
        sendPage(page, request, reply),
      );
    }
  }

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0];
    const isApi = API_PREFIXES.some((prefix) => path.startsWith(prefix));
    if (page && request.method === 'GET' && !isApi && !/\.[A-Za-z0-9]+$/.test(path)) {
      return sendPage(page, request, reply);
    }
    return reply.code(404).send(body(['見つかりません']));
  });
}

function sendPage(page: () => string, request: FastifyRequest, reply: FastifyReply) {
  const token = request.csrfToken;
  const html = page().replace('</head>', `    <meta name="csrf-token" content="${token}" />\n  </head>`);
  return reply.header('cache-control', 'no-store').type('text/html; charset=utf-8').send(html);
}

/** Reads index.html again only when it changed (a rebuild while the server runs). */
function pageRenderer(file: string): () => string {
  let cached = { mtime: 0, html: '' };
  return () => {
    const mtime = statSync(file).mtimeMs;
    if (mtime !== cached.mtime) cached = { mtime, html: readFileSync(file, 'utf8') };
    return cached.html;
  };
}
