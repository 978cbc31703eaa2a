import { describe, expect, it } from 'vitest';
import {
  type BrowserFacts,
  type CommandRunner,
  DEBIAN_CHROMIUM,
  decideBrowserSetup,
  ensureBrowser,
  runsBrowserTests,
} from './browser-setup.ts';

/** A root Debian machine with everything installed. */
const ready: BrowserFacts = {
  chromiumPathEnv: undefined,
  chromiumPathExists: false,
  debianChromium: true,
  cjkFonts: true,
  root: true,
  aptGet: true,
  installDisabled: false,
};
const noChromium: BrowserFacts = { ...ready, debianChromium: false };

describe('decideBrowserSetup', () => {
  it("uses Debian's Chromium when it and the fonts are there", () => {
    expect(decideBrowserSetup(ready)).toEqual({ action: 'use', path: DEBIAN_CHROMIUM });
  });

  it('uses CHROMIUM_PATH when it exists, whatever Debian has', () => {
    const facts = { ...noChromium, cjkFonts: false, chromiumPathEnv: '/opt/c', chromiumPathExists: true };
    expect(decideBrowserSetup(facts)).toEqual({ action: 'use', path: '/opt/c' });
  });

  it('stops when CHROMIUM_PATH names nothing, without installing Debian’s (it would not be used)', () => {
    const decision = decideBrowserSetup({ ...ready, chromiumPathEnv: '/nonexistent' });
    expect(decision.action).toBe('stop');
    expect(decision.action === 'stop' && decision.message).toContain(
      'CHROMIUM_PATH=/nonexistent does not exist',
    );
  });

  it.each([
    ['Chromium', noChromium],
    ['the fonts', { ...ready, cjkFonts: false }],
  ])('installs when %s is missing on root with apt-get', (_, facts) => {
    expect(decideBrowserSetup(facts)).toEqual({
      action: 'install',
      announce: "npm test: Installing Debian's chromium and fonts-noto-cjk for the browser tests (apt-get)…",
    });
  });

  it.each([
    ['not root', { ...noChromium, root: false }, "sudo sh -c 'apt-get update && apt-get install -y chromium"],
    [
      'NO_SYSTEM_INSTALL',
      { ...noChromium, installDisabled: true },
      '\n  apt-get update && apt-get install -y chromium fonts-noto-cjk',
    ],
    ['no apt-get', { ...noChromium, aptGet: false }, 'CHROMIUM_PATH=/path/to/chromium npm test'],
  ])('stops with the command to run when %s', (_, facts, command) => {
    const decision = decideBrowserSetup(facts);
    expect(decision.action).toBe('stop');
    const message = decision.action === 'stop' ? decision.message : '';
    expect(message).toContain(`Chromium (${DEBIAN_CHROMIUM}) missing`);
    expect(message).toContain('no test was run');
    expect(message).toContain(command);
  });
});

/** A runner that records what would have run and answers with the given exit statuses. */
function recorder(statuses: number[] = []) {
  const calls: { command: string; args: string[]; frontend: string | undefined }[] = [];
  const run: CommandRunner = (command, args, env) => {
    calls.push({ command, args, frontend: env.DEBIAN_FRONTEND });
    return { status: statuses[calls.length - 1] ?? 0 };
  };
  return { calls, run };
}

describe('ensureBrowser', () => {
  it('runs nothing when the browser is there', () => {
    const { calls, run } = recorder();
    expect(ensureBrowser({ env: {}, probe: () => ready, run, log: () => {} })).toEqual({
      ok: true,
      path: DEBIAN_CHROMIUM,
    });
    expect(calls).toEqual([]);
  });

  it('says what it does on one line, runs apt-get update then install non-interactively, and goes on', () => {
    const { calls, run } = recorder();
    const lines: string[] = [];
    const probes = [noChromium, ready];
    const result = ensureBrowser({ env: {}, probe: () => probes.shift()!, run, log: (l) => lines.push(l) });
    expect(result).toEqual({ ok: true, path: DEBIAN_CHROMIUM });
    expect(lines).toEqual([
      "npm test: Installing Debian's chromium and fonts-noto-cjk for the browser tests (apt-get)…",
    ]);
    expect(calls).toEqual([
      { command: 'apt-get', args: ['update'], frontend: 'noninteractive' },
      {
        command: 'apt-get',
        args: ['install', '-y', 'chromium', 'fonts-noto-cjk'],
        frontend: 'noninteractive',
      },
    ]);
  });

  it('stops when apt-get fails, without trying the install after a failed update', () => {
    const { calls, run } = recorder([100]);
    const result = ensureBrowser({ env: {}, probe: () => noChromium, run, log: () => {} });
    expect(result).toEqual({
      ok: false,
      message: expect.stringContaining('`apt-get update` failed (exit 100)'),
    });
    expect(calls).toHaveLength(1);
  });

  it('stops when the browser is still missing after the install', () => {
    const { run } = recorder();
    const result = ensureBrowser({ env: {}, probe: () => noChromium, run, log: () => {} });
    expect(result).toEqual({ ok: false, message: expect.stringContaining('still missing') });
  });

  it('stops without running anything where it may not install', () => {
    const { calls, run } = recorder();
    const result = ensureBrowser({
      env: {},
      probe: () => ({ ...noChromium, root: false }),
      run,
      log: () => {},
    });
    expect(result.ok).toBe(false);
    expect(calls).toEqual([]);
  });
});

describe('runsBrowserTests', () => {
  it.each([
    [[], true],
    [['--project', 'unit'], false],
    [['--project=unit'], false],
    [['--project', 'unit', '--project', 'e2e'], true],
    [['--project=e2e'], true],
    [['tests/api'], true],
  ])('%j → %s', (args, expected) => {
    expect(runsBrowserTests(args)).toBe(expected);
  });
});
