import { itemName, type PluginContext } from '../../engine/core/index.ts';
import { fillMessage, type SampleFriend } from '../shared/composer/preview.ts';
import type { FriendFacts } from '../shared/conditions/meaning.ts';
import type { EffectDryRun } from '../shared/effects/dry-run.ts';
import { placeholderLabel } from '../shared/placeholder-labels.ts';
import type { Placeholder } from '../shared/placeholders.ts';

/** The friend as the composer's preview reads them: name, mail, friend-info values by field id. */
export function sampleOf(friend: FriendFacts, markFieldId?: number): SampleFriend {
  const values: Record<string, string> = {};
  for (const v of friend.values) values[String(v.item_id)] = v.value;
  if (markFieldId !== undefined && friend.notify !== 0) values[String(markFieldId)] = String(friend.notify);
  return { name: friend.name, mail: friend.email, values };
}

/** The name of a friend-info placeholder's field, for its label; the others carry their code. */
export const placeholderNames =
  (plugin: PluginContext) =>
  (placeholder: Placeholder): string | undefined =>
    placeholder.kind === 'var' ? itemName(plugin, 'varia', placeholder.id) : undefined;

/**
 * Text (effect 1): the message filled in for the friend as the composer's preview fills it, and the
 * placeholders that stay empty for them. Sending changes nothing the later effects read.
 */
export const textDryRun: EffectDryRun = (effect, friend, ctx) => {
  if (typeof effect.text !== 'string')
    return { lines: [{ kind: 'note', code: 'unavailable' }], next: friend };
  const nameOf = placeholderNames(ctx.plugin);
  const filled = fillMessage(effect.text, sampleOf(friend, ctx.markFieldId), ctx.now, 'ja', nameOf);
  const empty = filled.empty.map((p) => placeholderLabel(p, 'ja', nameOf));
  return { lines: [{ kind: 'message', text: filled.text, empty }], next: friend };
};
