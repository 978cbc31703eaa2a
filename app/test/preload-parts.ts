/**
 * Tests that open the condition slide-in or the item picker load their chunks first, so a click shows them at
 * once as it does for an operator who hovered the button (the console loads them when first shown).
 *
 * @example await preloadLazyParts();
 */

import { preloadPluginWidgets } from '../../engine/react/index.ts';
import { builtInPlugins } from '../../plugins/index.ts';
import { preloadConditionShell } from '../actions/LazyConditionShell.tsx';
import { preloadItemPicker } from '../items/LazyItemPickerDialog.tsx';

export async function preloadLazyParts(): Promise<void> {
  // The plugins' widgets too (the message composer of a text block, issue 18).
  await Promise.all([preloadConditionShell(), preloadItemPicker(), preloadPluginWidgets(builtInPlugins)]);
}
