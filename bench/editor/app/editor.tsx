/**
 * Our editor: BlockListEditor over an EditorStore holding the data set (effects, or the funnel's conditions).
 * The store is created inside the first render (useEditorStore), so loading the blocks counts as rendering.
 */
import '../../../engine/react/editor.css';
import { createContext, type EditorStore } from '../../../engine/core/index.ts';
import { BlockListEditor, useEditorStore } from '../../../engine/react/index.ts';
import { demoContextInput } from '../../../tests/support/demo-context.ts';
import type { Dataset } from '../data.ts';
import { defineBenchPage, frames } from './harness.tsx';
import { benchRegistry } from './registry.ts';

const registry = benchRegistry();
const ctx = createContext(demoContextInput);
let store: EditorStore | undefined;
/** `?virtualize=0` (the runner's BENCH_VIRTUALIZE=0): every panel drawn, as the floor and rjsf draw theirs. */
const virtualize = new URLSearchParams(window.location.search).get('virtualize') !== '0';

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
  render: (data) => <Editor data={data} />,
  keyTarget: (data) =>
    `[data-block-id="${middleId(data)}"] [data-field="/${data.field}"] :is(input, textarea)`,
  moveTarget: (data) => `[data-block-id="${middleId(data)}"] > .be-panel__header button[aria-label^="下へ("]`,
  reveal: scrollToBlock,
  // Settled: no field still waiting for its widget's chunk (a plugin's lazy widget draws a placeholder first).
  mounted: () => document.querySelector('.be-widget-loading') === null,
});
