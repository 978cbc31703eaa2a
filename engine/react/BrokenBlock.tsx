import { type EditorBlock, type Lang, type Registry, serializeBlock } from '../core/index.ts';
import { uiText } from './texts.ts';

/**
 * The read-only body of a block no plugin can read, or of a read-only type (condition -1): why
 * (不明な種類の要素です / この要素は読み込めません / この要素は読み取り専用です) and the saved value as text. Nothing
 * here edits it: it is saved back exactly as it came.
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
  const reason = block.broken?.reason ?? 'read_only';
  const raw = block.broken ? block.broken.raw : serializeBlock(registry, block);
  const type = Number.isNaN(block.type) ? '?' : block.type;
  return (
    <div className="be-broken">
      <p className="be-broken__reason">{registry.message(reason, lang, { type })}</p>
      <p id={`${block.id}-raw`} className="be-broken__caption">
        {uiText(lang, 'rawData')}
      </p>
      {/* It scrolls when long: focusable and named, so a keyboard can scroll it and a reader can find it. */}
      <section
        className="be-broken__raw"
        // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrollable region must be reachable by keyboard (WCAG 2.1.1).
        tabIndex={0}
        aria-labelledby={`${block.id}-raw`}
      >
        <pre>{JSON.stringify(raw, null, 2)}</pre>
      </section>
    </div>
  );
}
