/**
 * The message composer (issue 18; spec 001 §2 "Message rich-text toolbar", §3, §5, §9): the widget a message
 * text names with `'x-widget': 'message'`. Its component (./Composer.tsx, with the Lexical editor) loads only
 * when a form first draws such a field, so the editor's code is in no page's first chunk; this declaration is
 * React-free for the server and the docs. The wire value stays the plain string (plugins/shared/placeholders.ts).
 */
import type { PluginWidget } from '../../../engine/core/index.ts';
import { PLACEHOLDER_ITEM_KINDS } from '../placeholder-references.ts';

/** The widget's name, for `x-widget`. */
export const MESSAGE_WIDGET = 'message';

/**
 * Spread into a plugin's `widgets` whose schema has a message text (`'x-widget': 'message'`).
 *
 * @example definePlugin({ …, widgets: composerWidgets })
 */
export const composerWidgets = {
  [MESSAGE_WIDGET]: {
    load: () => import('./Composer.tsx'),
    // The items its pickers list and its chips name: the host loads them with the editor.
    itemKinds: Object.values(PLACEHOLDER_ITEM_KINDS),
  },
} as const satisfies Readonly<Record<string, PluginWidget>>;
