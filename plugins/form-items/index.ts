import { builtInPluginsOf } from '../index.ts';

/**
 * The built-in form items (spec 002 §3 "Element types", swatches 500–600), in add-menu order. They belong to the
 * form document kind, which a later step adds; until then they register, validate and document on their own.
 */
export const formItemPlugins = builtInPluginsOf('form-item');
