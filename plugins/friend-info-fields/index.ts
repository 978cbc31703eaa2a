import { builtInPluginsOf } from '../index.ts';

/**
 * The fields of the friend-info form builder (spec 000 §2.5, §3.8: swatches 5 textbox, 10 textarea, 20
 * dropdown), in add-menu order. A document that holds them (the form builder's friend-info section) comes later.
 */
export const friendInfoFieldPlugins = builtInPluginsOf('friend-info-field');
