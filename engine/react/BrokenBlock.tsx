import type { EditorBlock, Lang, Registry } from '../core/index.ts';
import { uiText } from './texts.ts';

/**
 * The read-only body of a block no plugin can read: why (不明な種類の要素です / この要素は読み込めません) and the
 * saved value as text. Nothing here edits it: it is saved back exactly as it came.
 */
export function BrokenBlock({
  block,
  registry,
  lang,
}: {
  block: EditorBlock;
  registry: Registry;
  lang: Lang;
}) {
  const broken = block.broken!;
  const type = Number.isNaN(block.type) ? '?' : block.type;
  return (
    <div className="be-broken">
      <p className="be-broken__reason">{registry.message(broken.reason, lang, { type })}</p>
      <p className="be-broken__caption">{uiText(lang, 'rawData')}</p>
      <pre className="be-broken__raw">{JSON.stringify(broken.raw, null, 2)}</pre>
    </div>
  );
}
