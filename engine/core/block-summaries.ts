import type { PluginContext } from './context.ts';
import { withBlockLabels } from './context.ts';
import type { Registry } from './registry.ts';

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The summary line of one block of a wire list, as a panel header shows it. */
export interface BlockSummary {
  index: number;
  /** The plugin's label in the context's language, or null for a type no plugin knows. */
  label: string | null;
  type: unknown;
  /** null when the plugin's summary threw (a plugin bug the panel makes visible rather than crashing). */
  text: string | null;
}

/**
 * The summary line of every block of a wire list: the plugin's label and summary, with the context's
 * `blockLabel` bound to the registry (a container names what it holds). Never throws.
 *
 * @example blockSummaries(registry, 'effect', [{ type: 1, text: 'やあ', delay_type: 0 }], ctx)[0].text
 */
export function blockSummaries(
  registry: Registry,
  kind: string,
  wire: readonly unknown[],
  ctx: PluginContext,
): BlockSummary[] {
  const typeField = registry.typeField(kind);
  const labelled = withBlockLabels(ctx, registry);
  return wire.map((block, index) => {
    const type = isRecord(block) ? block[typeField] : undefined;
    const plugin = typeof type === 'number' ? registry.get(kind, type) : undefined;
    if (!plugin) return { index, label: null, type, text: null };
    let text: string | null;
    try {
      text = plugin.summary(block, labelled);
    } catch {
      text = null;
    }
    return { index, label: plugin.label[ctx.lang], type, text };
  });
}
