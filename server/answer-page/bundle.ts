/**
 * The answering page's script, bundled from client.ts (with documents/form-answers.ts, the rules the server uses)
 * by esbuild at the first request and kept in memory: the page needs no build step and always runs the rules of
 * the server that serves it. esbuild is the one tsx runs the server with (see docs/decisions/form-answers.md).
 */
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

let bundled: Promise<string> | undefined;

/** The script's text (an IIFE, minified). @example reply.type('text/javascript').send(await answerScript()) */
export function answerScript(): Promise<string> {
  bundled ??= build({
    entryPoints: [fileURLToPath(new URL('./client.ts', import.meta.url))],
    bundle: true,
    write: false,
    format: 'iife',
    minify: true,
    target: 'es2020',
    legalComments: 'none',
    charset: 'utf8',
  }).then((result) => result.outputFiles[0].text);
  bundled.catch(() => {
    bundled = undefined;
  });
  return bundled;
}
