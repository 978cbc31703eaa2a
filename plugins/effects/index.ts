import { builtInPluginsOf } from '../index.ts';

/**
 * The built-in effect plugins (spec 000 §2.4), in add-menu order (`menuOrder`). Notification (16) is not offered
 * (`listed: false`) but stays registered so saved actions load and save.
 */
export const effectPlugins = builtInPluginsOf('effect');
