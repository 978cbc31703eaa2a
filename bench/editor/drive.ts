/**
 * Drives one bench page in headless Chromium: load, mount (first render to paint), real key presses into the
 * middle block's text field, real clicks on its move-down button. Every phase is capped, so a peer that takes
 * minutes at 10,000 blocks is reported as "> cap" instead of hanging the run.
 *
 * @example const result = await measurePage(browser, `${url}prod/editor.html?data=effects-1000`, { keys: 20 });
 */
import type { Browser, Page } from 'playwright-core';
import type { Sample } from './app/harness.tsx';

/** What one page load measured; a phase that hit the cap is named in `capped` and has no figure. */
export interface PageResult {
  firstRender?: number;
  keys: Sample[];
  moves: Sample[];
  capped: ('mount' | 'keys' | 'moves')[];
  /** How far a capped key or move phase got, e.g. "12 of 21 key presses". */
  cappedAfter?: string;
  /** A page error or a failed check (keys that did not arrive), which makes the figures unusable. */
  error?: string;
}

/** How much to measure. */
export interface DriveOptions {
  /** Measured key presses (default 20), after `warmup` unmeasured ones (default 3). */
  keys?: number;
  warmup?: number;
  /** Measured moves (default 5; 0 to skip). */
  moves?: number;
  /** Cap of each phase in ms (default 60 s), unless the phase has a cap of its own below. */
  capMs?: number;
  /** Cap of the first render, of the whole key phase and of the whole move phase (default `capMs`). */
  mountCapMs?: number;
  keysCapMs?: number;
  movesCapMs?: number;
}

class Capped extends Error {}

function withCap<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const cap = new Promise<never>((_, fail) => {
    timer = setTimeout(() => fail(new Capped()), ms);
  });
  return Promise.race([work, cap]).finally(() => clearTimeout(timer));
}

const pause = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** Real key presses into the middle block's text field; checks that every key reached it. */
async function typeKeys(
  page: Page,
  keys: number,
  warmup: number,
  capMs: number,
  progress: { done: string },
): Promise<Sample[]> {
  const started = Date.now();
  const left = () => capMs - (Date.now() - started);
  const before = await withCap(
    page.evaluate(async () => {
      await window.bench.revealKeyTarget();
      window.bench.record('keydown');
      return window.bench.targetValue();
    }),
    left(),
  );
  for (let i = 0; i < warmup + keys; i++) {
    progress.done = `${i} of ${warmup + keys} key presses`;
    await withCap(page.keyboard.press('a'), left());
    await withCap(
      page.evaluate((count) => window.bench.samplesIn(count), i + 1),
      left(),
    );
    await pause(50);
  }
  const all = await page.evaluate((count) => window.bench.samplesIn(count), warmup + keys);
  const after = await page.evaluate(() => window.bench.targetValue());
  if (after !== before + 'a'.repeat(warmup + keys)) {
    throw new Error(`the keys did not all reach the field: "${before}" became "${after}"`);
  }
  return all.slice(warmup);
}

/** Real clicks on the move-down button of the middle block, once per step (it goes down one place each time). */
async function moveDown(
  page: Page,
  moves: number,
  capMs: number,
  progress: { done: string },
): Promise<Sample[]> {
  const started = Date.now();
  const left = () => capMs - (Date.now() - started);
  const samples: Sample[] = [];
  for (let step = 0; step < moves; step++) {
    progress.done = `${step} of ${moves} moves`;
    const selector = await withCap(
      page.evaluate((n) => window.bench.revealMoveTarget(n), step),
      left(),
    );
    await page.evaluate(() => window.bench.record('click'));
    await withCap(page.click(selector), left());
    const [sample] = await withCap(
      page.evaluate(() => window.bench.samplesIn(1)),
      left(),
    );
    samples.push(sample);
    await pause(300);
  }
  return samples;
}

/** Loads `url`, mounts, types and moves; closes the page's context whatever happens. */
export async function measurePage(
  browser: Browser,
  url: string,
  options: DriveOptions = {},
): Promise<PageResult> {
  const { keys = 20, warmup = 3, moves = 5, capMs = 60_000 } = options;
  const { mountCapMs = capMs, keysCapMs = capMs, movesCapMs = capMs } = options;
  const context = await browser.newContext({ locale: 'ja-JP', viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  // Playwright's own waits (goto, click) must not give up before the phase's cap does.
  page.setDefaultTimeout(Math.max(mountCapMs, keysCapMs, movesCapMs));
  const result: PageResult = { keys: [], moves: [], capped: [] };
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  let phase: PageResult['capped'][number] = 'mount';
  const progress = { done: '' };
  try {
    await page.goto(url, { waitUntil: 'load' });
    await page.evaluate(() => window.bench.ready);
    result.firstRender = await withCap(
      page.evaluate(() => window.bench.mount()),
      mountCapMs,
    );
    await pause(500);
    phase = 'keys';
    if (keys > 0) {
      result.keys = await typeKeys(page, keys, warmup, keysCapMs, progress);
      // Validation runs 1000 ms after the last key (spec 000 §5.4): let it pass before the moves are timed.
      await pause(1500);
    }
    phase = 'moves';
    if (moves > 0) result.moves = await moveDown(page, moves, movesCapMs, progress);
  } catch (error) {
    if (error instanceof Capped) {
      result.capped.push(phase);
      if (phase !== 'mount') result.cappedAfter = progress.done;
    } else result.error = error instanceof Error ? error.message.split('\n')[0] : String(error);
  } finally {
    if (errors.length > 0) result.error ??= `page error: ${errors[0]}`;
    // A page still busy rendering cannot answer; closing its context ends its renderer.
    await withCap(context.close(), 30_000).catch(() => undefined);
  }
  return result;
}
