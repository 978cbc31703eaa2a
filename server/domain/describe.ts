import { type PluginContext, type Registry, withBlockLabels } from '../../engine/core/index.ts';
import { blockType } from './structure.ts';

/**
 * The Japanese description of a document, one line per top-level block, made from the same plugins' summaries
 * the editor shows (GET /api/action/text, the funnel register answer). A block no plugin reads, or a summary
 * that throws (a plugin bug), still gets a line, so a description never fails.
 *
 * @example describeDocument(registry, 'action', action, ctx)
 * // ['テキスト送信: ご登録ありがと… をすぐに送信', 'タグ操作: タグ 新規、VIP会員 を追加']
 */
export function describeDocument(
  registry: Registry,
  key: string,
  document: unknown,
  ctx: PluginContext,
): string[] {
  const definition = registry.document(key);
  const list = definition ? (document as Record<string, unknown> | null)?.[definition.listField] : undefined;
  if (!definition || !Array.isArray(list)) return [];
  const typeField = registry.typeField(definition.blockKind);
  const labelled = withBlockLabels(ctx, registry);
  return list.map((block) => {
    const type = blockType(block, typeField);
    const plugin = type === undefined ? undefined : registry.get(definition.blockKind, type);
    if (!plugin) return type === undefined ? '不明な要素(種類なし)' : `不明な要素(種別 ${type})`;
    let summary: string;
    try {
      summary = plugin.summary(block, labelled);
    } catch {
      summary = '(概要を表示できません)';
    }
    return `${plugin.label.ja}: ${summary}`;
  });
}

/**
 * The description as one text: numbered lines ("1. テキスト送信: …"), or a note when there is no block.
 *
 * @example describeAsText(['テキスト送信: こんにちは をすぐに送信']) // '1. テキスト送信: こんにちは をすぐに送信'
 */
export function describeAsText(lines: readonly string[]): string {
  if (lines.length === 0) return '(要素がありません)';
  return lines.map((line, i) => `${i + 1}. ${line}`).join('\n');
}
