import type { Registry } from '../core/index.ts';
import { code, link } from './markdown.ts';
import { referencePaths, relativePath } from './paths.ts';

/** Marks every generated page, so nobody edits one by hand. */
export const GENERATED_NOTE = '> Generated from the plugin registry by `npm run docs`. Do not edit by hand.';

/**
 * A link to a kind's index page from the page at `here`, or the kind as code when no plugin of it is registered
 * (then there is no page to link to).
 *
 * @example kindLink(registry, 'effect', 'documents/action.md') // '[effect](../effect/README.md)'
 */
export function kindLink(registry: Registry, kind: string, here: string): string {
  if (registry.plugins(kind).length === 0) return code(kind);
  return link(kind, relativePath(here, referencePaths.kindIndex(kind)));
}
