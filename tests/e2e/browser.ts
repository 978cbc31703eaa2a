/**
 * Browser helpers for e2e tests: Debian's Chromium driven by playwright-core (no downloaded browser builds can
 * be had here), a page that records console and page errors, and screenshots under screenshots/.
 *
 * @example
 * const browser = useBrowser(); // at the top of a test file or describe block
 * it('shows the home page', async () => {
 *   const app = await openPage(browser(), '/');
 *   await screenshot(app.page, 'home');
 *   expect(app.pageErrors).toEqual([]);
 *   await app.close();
 * });
 */
import { existsSync, mkdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Browser, type BrowserContext, chromium, type Page } from 'playwright-core';
import { afterAll, beforeAll, inject } from 'vitest';
import { DEMO_OPERATORS } from '../../server/db/seed-operators.ts';

/** A demo operator's login id (README.md): owner, staff or limited. */
export type DemoLogin = (typeof DEMO_OPERATORS)[number]['login_id'];

const root = resolve(fileURLToPath(new URL('../..', import.meta.url)));

/** Where screenshots go (git-ignored), whatever the working directory of the run. */
export const SCREENSHOT_DIR = join(root, 'screenshots');

/** Debian's Chromium unless CHROMIUM_PATH names another build. */
export const chromiumPath = (): string => process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// --disable-quic and the background/update/sync switches keep Chromium off the network: only loopback exists here.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/**
 * Base URL of the built console served by the e2e global setup, ending in '/'. Throws the setup's error, so a
 * broken build fails every e2e test with the build's own message.
 *
 * @example await page.goto(new URL('actions', baseUrl()).href)
 */
export function baseUrl(): string {
  const error = inject('e2eSetupError');
  if (error) throw new Error(error);
  const url = inject('e2eBaseUrl');
  if (!url) throw new Error('No e2e base URL: run e2e tests through the `e2e` vitest project (npm test).');
  return url;
}

/**
 * Launches headless Chromium; playwright gives it a fresh temporary profile. Fails, rather than skips, when the
 * browser is missing, so a machine without it cannot pass the e2e suite by running nothing.
 *
 * @example const browser = await launchBrowser();
 */
export async function launchBrowser(): Promise<Browser> {
  const executablePath = chromiumPath();
  if (!existsSync(executablePath)) {
    throw new Error(
      `Chromium not found at ${executablePath}. Install it with ` +
        '`apt-get update && apt-get install -y chromium fonts-noto-cjk` (npm test does so itself as root), ' +
        'or set CHROMIUM_PATH to a Chromium binary.',
    );
  }
  return chromium.launch({ executablePath, args: CHROMIUM_ARGS });
}

/**
 * One browser for the tests of a file: launched before them, closed after them. A launch failure (no Chromium)
 * is thrown by the returned getter, so each test fails with it instead of vitest skipping them all behind a
 * failed `beforeAll`.
 *
 * @example
 * const browser = useBrowser();
 * it('opens', async () => { const app = await openPage(browser(), '/'); ... });
 */
export function useBrowser(): () => Browser {
  let browser: Browser | undefined;
  let launchError: unknown;
  beforeAll(async () => {
    try {
      browser = await launchBrowser();
    } catch (error) {
      launchError = error;
    }
  });
  afterAll(async () => {
    await browser?.close();
  });
  return () => {
    if (launchError) throw launchError;
    if (!browser) throw new Error('useBrowser(): the browser is only there inside tests, after beforeAll.');
    return browser;
  };
}

/** A page in its own browser context, with the errors it reported so far. */
export interface OpenedPage {
  page: Page;
  /** Text of every `console.error` the page logged (React warnings in development builds land here too). */
  consoleErrors: string[];
  /** Every uncaught exception and unhandled rejection of the page. */
  pageErrors: string[];
  /** Closes the page's context (cookies, storage), leaving the browser open for the next test. */
  close(): Promise<void>;
}

/**
 * Logs a browser context in as a demo operator with one API call (POST /api/login): the session cookie lands in
 * the context, so its pages open logged in. Throws with the server's answer when the login is refused.
 *
 * @example await loginContext(page.context(), 'staff');
 */
export async function loginContext(context: BrowserContext, loginId: DemoLogin = 'owner'): Promise<void> {
  const operator = DEMO_OPERATORS.find((candidate) => candidate.login_id === loginId);
  const response = await context.request.post(new URL('api/login', baseUrl()).href, {
    headers: { 'X-Requested-With': 'XMLHttpRequest' },
    data: { login_id: loginId, password: operator?.password ?? '' },
  });
  if (!response.ok())
    throw new Error(`e2e login as ${loginId} failed: ${response.status()} ${await response.text()}`);
}

/**
 * Opens `path` (relative to the served build) in a fresh Japanese-locale context, logged in as the demo owner
 * (or `login`: another demo operator, or false for none), and waits until the network is idle, so errors thrown
 * while the app boots are already in `pageErrors`.
 *
 * @example const { page, pageErrors } = await openPage(browser, 'actions/new');
 * @example const { page } = await openPage(browser, '/', { login: false }); // the login page
 */
export async function openPage(
  browser: Browser,
  path = '/',
  options: {
    login?: DemoLogin | false;
    viewport?: { width: number; height: number };
    /** The browser's time zone (an IANA name): Japan's unless a test needs the console used from elsewhere. */
    timezoneId?: string;
  } = {},
): Promise<OpenedPage> {
  const context = await browser.newContext({
    locale: 'ja-JP',
    timezoneId: options.timezoneId ?? 'Asia/Tokyo',
    viewport: options.viewport ?? { width: 1280, height: 800 },
  });
  if (options.login !== false) await loginContext(context, options.login ?? 'owner');
  const page = await context.newPage();
  const consoleErrors: string[] = [];
  const pageErrors: string[] = [];
  page.on('console', (message) => {
    if (message.type() !== 'error') return;
    const { url, lineNumber } = message.location();
    consoleErrors.push(url ? `${message.text()} (${url}:${lineNumber})` : message.text());
  });
  page.on('pageerror', (error) => pageErrors.push(error.stack ?? error.message));
  // Relative paths resolve against the base URL, so a `base` other than '/' in vite.config keeps working.
  await page.goto(new URL(path.replace(/^\//, ''), baseUrl()).href, { waitUntil: 'networkidle' });
  return { page, consoleErrors, pageErrors, close: () => context.close() };
}

/**
 * Saves a full-page PNG as screenshots/<name>.png (`name` may contain folders), once running transitions have
 * finished, and returns its path. Pass `{ fullPage: false }` for what the viewport shows: modal dialogs and
 * sticky bars are fixed to the viewport, so a full-page shot draws them where the viewport was, over the wrong
 * part of the page.
 *
 * @example await screenshot(page, 'form-builder/empty');
 * @example await screenshot(page, 'actions/picker', { fullPage: false });
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<string> {
  const file = join(SCREENSHOT_DIR, `${name}.png`);
  mkdirSync(dirname(file), { recursive: true });
  // A dialog still fading in would be drawn half transparent: wait for every finite animation (not a spinner).
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.effect?.getComputedTiming().iterations !== Number.POSITIVE_INFINITY)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.screenshot({ path: file, fullPage: options.fullPage ?? true });
  return file;
}
