/**
 * The in-page half of the benchmark, shared by every page: it loads the data set named in the address, mounts
 * the page's editor when the runner asks (timing first render to paint), and records what each real key press
 * or click costs: from the event's timestamp to the second animation frame after it (the frame that painted
 * it), and the React commit time inside that window (<Profiler> actualDuration; the profiling build only).
 *
 * @example defineBenchPage({ render: (data) => <Editor data={data} />, keyTarget, moveTarget });
 */
import { Profiler, type ReactNode, useLayoutEffect } from 'react';
import { createRoot } from 'react-dom/client';
import type { Dataset } from '../data.ts';

/** One measured interaction. */
export interface Sample {
  /** Event timestamp to the second animation frame after it, ms. */
  paint: number;
  /** Sum of React's actualDuration over the commits in that window, ms (0 outside the profiling build). */
  commit: number;
  commits: number;
}

/** What the runner calls through `page.evaluate(() => window.bench…)`. */
export interface BenchApi {
  ready: Promise<void>;
  /**
   * Mounts the editor; answers ms from before `render()` to two animation frames after the commit that drew
   * it (the first one, or the first after which the page's `mounted` holds).
   */
  mount(): Promise<number>;
  /** Scrolls the element keys go to into view, focuses it and answers a selector for it. */
  revealKeyTarget(): Promise<string>;
  /** Scrolls the move button of the `step`-th move into view and answers its selector. */
  revealMoveTarget(step: number): Promise<string>;
  /** Starts recording samples of one gesture ('keydown' or 'click'), clearing earlier ones. */
  record(event: 'keydown' | 'click'): void;
  /** Resolves once `count` samples are in. */
  samplesIn(count: number): Promise<Sample[]>;
  /** The text now in the key target (the runner checks that the keys arrived). */
  targetValue(): string;
}

/** A page's part: how it draws the data and where its keystroke target and move button are. */
export interface BenchPage {
  render(data: Dataset): ReactNode;
  keyTarget(data: Dataset): string;
  moveTarget(data: Dataset, step: number): string;
  /** Brings an element that a virtualised list has not drawn yet into the page (default: nothing to do). */
  reveal?(data: Dataset, selector: string): Promise<void>;
  /**
   * Whether the editor shows its blocks, for an editor that first draws something else (a loading view while
   * it reads its data): the first render ends at the first commit after which this holds (default: the first
   * commit).
   */
  mounted?(data: Dataset): boolean;
}

/** Resolves at the first DOM change inside `container` after which `done()` holds (at once if it holds). */
function whenDom(container: HTMLElement, done: () => boolean): Promise<void> {
  return new Promise((resolve) => {
    if (done()) return resolve();
    // Observer callbacks run right after the task that changed the DOM: the commit, before its paint.
    const observer = new MutationObserver(() => {
      if (!done()) return;
      observer.disconnect();
      resolve();
    });
    observer.observe(container, { childList: true, subtree: true });
  });
}

declare global {
  interface Window {
    bench: BenchApi;
  }
}

/** Waits `count` animation frames. */
export const frames = (count: number): Promise<void> =>
  new Promise((done) => {
    const step = (left: number) => (left === 0 ? done() : requestAnimationFrame(() => step(left - 1)));
    step(count);
  });

/**
 * Paints Japanese text and form controls once before anything is timed: the first CJK glyphs cost a font load
 * that has nothing to do with the editor being measured.
 */
async function warmUpFonts(): Promise<void> {
  const probe = document.createElement('div');
  probe.innerHTML =
    '<p>テキスト送信 メッセージ本文 下へ 1234</p><input value="あいう"><textarea>本文</textarea><select><option>選択</option></select><button>ボタン</button>';
  document.body.append(probe);
  await frames(2);
  probe.remove();
  await frames(1);
}

function Committed({ onCommit, children }: { onCommit: () => void; children: ReactNode }) {
  // A parent's layout effect runs after all of its children's: the whole first tree is committed.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on the first commit.
  useLayoutEffect(onCommit, []);
  return children;
}

/**
 * Wires a page: reads `?data=effects-1000`, loads data/effects-1000.json and installs `window.bench`.
 */
export function defineBenchPage(page: BenchPage): void {
  const name = new URLSearchParams(window.location.search).get('data') ?? 'effects-100';
  let data: Dataset | undefined;
  let commitTime = 0;
  let commits = 0;
  let samples: Sample[] = [];
  let waiting: (() => void) | undefined;
  let gesture: 'keydown' | 'click' | undefined;

  const loaded = fetch(`data/${name}.json`).then(async (response) => {
    if (!response.ok) throw new Error(`bench: data/${name}.json: ${response.status}`);
    data = (await response.json()) as Dataset;
    await warmUpFonts();
  });
  const dataset = () => {
    if (!data) throw new Error('bench: await window.bench.ready before using the page.');
    return data;
  };
  const onRender = (_id: string, _phase: string, actualDuration: number) => {
    commitTime += actualDuration;
    commits += 1;
  };
  const listen = (event: Event) => {
    if (event.type !== gesture) return;
    // The event's own timestamp includes any wait in the input queue, which a busy page makes long.
    const start = Math.min(event.timeStamp, performance.now());
    commitTime = 0;
    commits = 0;
    void frames(2).then(() => {
      samples.push({ paint: performance.now() - start, commit: commitTime, commits });
      waiting?.();
    });
  };
  window.addEventListener('keydown', listen, true);
  window.addEventListener('click', listen, true);

  const reveal = async (selector: string): Promise<HTMLElement> => {
    await page.reveal?.(dataset(), selector);
    const element = document.querySelector<HTMLElement>(selector);
    if (!element) throw new Error(`bench: nothing matches ${selector}`);
    element.scrollIntoView({ block: 'center' });
    await frames(3);
    return element;
  };

  window.bench = {
    ready: loaded,
    async mount() {
      const container = document.getElementById('root');
      if (!container) throw new Error('bench: the page has no #root.');
      let committed!: () => void;
      const commit = new Promise<void>((done) => {
        committed = done;
      });
      const start = performance.now();
      createRoot(container).render(
        <Profiler id="bench" onRender={onRender}>
          <Committed onCommit={committed}>{page.render(dataset())}</Committed>
        </Profiler>,
      );
      await commit;
      const { mounted } = page;
      if (mounted) await whenDom(container, () => mounted(dataset()));
      await frames(2);
      return performance.now() - start;
    },
    async revealKeyTarget() {
      const selector = page.keyTarget(dataset());
      const element = (await reveal(selector)) as HTMLInputElement;
      element.focus({ preventScroll: true });
      if (element.isContentEditable) {
        // A rich-text surface (the message composer): the caret after its last character, as a click there does.
        window.getSelection()?.selectAllChildren(element);
        window.getSelection()?.collapseToEnd();
      } else element.setSelectionRange?.(element.value.length, element.value.length);
      await frames(2);
      return selector;
    },
    async revealMoveTarget(step) {
      const selector = page.moveTarget(dataset(), step);
      await reveal(selector);
      return selector;
    },
    record(event) {
      gesture = event;
      samples = [];
    },
    samplesIn(count) {
      return new Promise((done) => {
        const check = () => (samples.length >= count ? done(samples) : undefined);
        waiting = check;
        check();
      });
    },
    targetValue() {
      const element = document.querySelector<HTMLElement>(page.keyTarget(dataset()));
      if (!element) return '';
      return element.isContentEditable ? (element.textContent ?? '') : (element as HTMLInputElement).value;
    },
  };
}
