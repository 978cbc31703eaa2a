/**
 * Our editor: BlockListEditor over an EditorStore holding the data set (effects, or the funnel's conditions).
 * The store is created inside the first render (useEditorStore), so loading the blocks counts as rendering.
 * As the console's document editor does, the page starts fetching its kind's lazy widgets while its document
 * (the data set) is fetched, and before drawing the blocks waits for the widgets they use (`awaitPluginWidgets`,
 * at most WIDGET_WAIT_MS; inside the measured first render, and immediate once the fetch has ended).
 */
import '../../../engine/react/editor.css';
import { useEffect, useState } from 'react';
import { createContext, type EditorStore, pluginsOfList } from '../../../engine/core/index.ts';
import {
  awaitPluginWidgets,
  BlockListEditor,
  preloadPluginWidgets,
  useEditorStore,
} from '../../../engine/react/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import type { Dataset } from '../data.ts';
import { defineBenchPage, frames } from './harness.tsx';
import { benchRegistry } from './registry.ts';

const registry = benchRegistry();
const ctx = createContext(demoContextInput);
// useDocumentEditor fetches the kind's widget chunks beside the document; here the document is the data set the
// harness fetches as the page loads. This page draws effects only (ours, oursPlain, composer).
void preloadPluginWidgets(registry.plugins('effect')).catch(() => undefined);
let store: EditorStore | undefined;
/**
 * `?target=composer`: the keys go to the message composer (the text effect's Lexical surface) and nowhere else;
 * otherwise to the middle block's text field, whatever draws it (an input, a textarea, or the composer).
 */
const composerOnly = new URLSearchParams(window.location.search).get('target') === 'composer';
/** `?virtualize=0` (the runner's BENCH_VIRTUALIZE=0): every panel drawn, as the floor and rjsf draw theirs. */
const virtualize = new URLSearchParams(window.location.search).get('virtualize') !== '0';

/** Loads the widgets of the data's blocks, then draws the editor (as the console's document editor does). */
function Opening({ data }: { data: Dataset }) {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    void awaitPluginWidgets(pluginsOfList(registry, data.kind, data.blocks)).then(() => setReady(true));
  }, [data]);
  return ready ? <Editor data={data} /> : null;
}

function Editor({ data }: { data: Dataset }) {
  const created = useEditorStore({ registry, kind: data.kind, initial: data.blocks, ctx });
  store = created;
  return <BlockListEditor store={created} lang="ja" label="ベンチマーク" virtualize={virtualize} />;
}

const middleId = (data: Dataset) => {
  const id = store?.getChildIds(null)[data.middle];
  if (!id) throw new Error('bench: mount the editor first.');
  return id;
};

/**
 * A long list may be virtualised: scroll towards the middle block until its panel is drawn, estimating the
 * distance from the panels drawn so far.
 */
async function scrollToBlock(data: Dataset, selector: string): Promise<void> {
  const ids = store?.getChildIds(null) ?? [];
  const target = ids.indexOf(middleId(data));
  for (let attempt = 0; attempt < 40 && !document.querySelector(selector); attempt++) {
    const drawn = [...document.querySelectorAll<HTMLElement>('article[data-block-id]')]
      .map((element) => ({ element, index: ids.indexOf(element.dataset.blockId ?? '') }))
      .filter((entry) => entry.index >= 0)
      .sort((a, b) => a.index - b.index);
    const first = drawn[0];
    const last = drawn.at(-1);
    if (!first || !last) return;
    const top = first.element.getBoundingClientRect().top;
    const perBlock = (last.element.getBoundingClientRect().bottom - top) / (last.index - first.index + 1);
    window.scrollBy(0, top + (target - first.index) * perBlock - window.innerHeight / 3);
    await frames(3);
  }
}

defineBenchPage({
  render: (data) => <Opening data={data} />,
  keyTarget: (data) =>
    `[data-block-id="${middleId(data)}"] [data-field="/${data.field}"] ${
      composerOnly
        ? '[data-composer] [contenteditable="true"]'
        : ':is(input, textarea, [contenteditable="true"])'
    }`,
  moveTarget: (data) => `[data-block-id="${middleId(data)}"] > .be-panel__header button[aria-label^="下へ("]`,
  reveal: scrollToBlock,
  // Settled: the panels are drawn and no field still waits for its widget's chunk (it would show a placeholder).
  mounted: () =>
    document.querySelector('article[data-block-id]') !== null &&
    document.querySelector('.be-widget-loading') === null,
});
