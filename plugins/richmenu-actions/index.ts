import { builtInPluginsOf } from '../index.ts';

/**
 * The built-in rich-menu button actions (spec 001 §9 "Button action types", actype 0–5), in add-menu order. They
 * belong to the rich-menu document kind, which a later step adds; until then they register, validate and
 * document on their own.
 */
export const richmenuActionPlugins = builtInPluginsOf('richmenu-action');
