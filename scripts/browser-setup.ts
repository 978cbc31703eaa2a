/**
 * Finds the browser the e2e tests drive before `npm test` runs them, and installs Debian's when it is missing and
 * this process may install system packages. Never skips: where it may not install, `npm test` stops before any
 * test with the one command to run.
 *
 * - `CHROMIUM_PATH` set: that binary is used when it exists; nothing is installed (the machine brings its own).
 * - Otherwise Debian's /usr/bin/chromium and the fonts-noto-cjk package (Japanese screenshots) are needed. When
 *   either is missing and the process is root, has apt-get and `NO_SYSTEM_INSTALL` is unset (or `0`), it runs
 *   `apt-get update` and `apt-get install -y chromium fonts-noto-cjk` (DEBIAN_FRONTEND=noninteractive), then
 *   looks again.
 * - `BROWSER_SETUP_SIMULATE_MISSING=1` pretends /usr/bin/chromium and the fonts are missing (to try the install
 *   and stop paths on a machine that has them; the look after an install still finds them "missing").
 *
 * The decision is a pure function of what was probed ({@link decideBrowserSetup}); {@link ensureBrowser} takes
 * the probe and the command runner as arguments, so a test drives every path without running apt-get.
 *
 * @example
 * const result = ensureBrowser();
 * if (!result.ok) { console.error(result.message); process.exit(1); }
 */
import { spawnSync } from 'node:child_process';
import { accessSync, constants, existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where Debian's chromium package puts the browser; tests/e2e/browser.ts launches it from there. */
export const DEBIAN_CHROMIUM = '/usr/bin/chromium';

/** The Debian packages the e2e tests need. */
export const PACKAGES = ['chromium', 'fonts-noto-cjk'] as const;

const INSTALL_COMMAND = `apt-get update && apt-get install -y ${PACKAGES.join(' ')}`;

/** What the decision depends on, as probed on this machine ({@link probeBrowserFacts}). */
export interface BrowserFacts {
  /** CHROMIUM_PATH, when set and not empty. */
  chromiumPathEnv: string | undefined;
  /** Whether CHROMIUM_PATH names an existing file (false when unset). */
  chromiumPathExists: boolean;
  /** Whether /usr/bin/chromium is there and executable. */
  debianChromium: boolean;
  /** Whether the fonts-noto-cjk package is installed (true where dpkg is absent: no Debian package to check). */
  cjkFonts: boolean;
  /** Whether this process runs as root. */
  root: boolean;
  /** Whether apt-get is on PATH. */
  aptGet: boolean;
  /** Whether NO_SYSTEM_INSTALL forbids installing system packages. */
  installDisabled: boolean;
}

/** What `npm test` does about the browser. */
export type BrowserDecision =
  | { action: 'use'; path: string }
  | { action: 'install'; announce: string }
  | { action: 'stop'; message: string };

/**
 * The decision, from the probed facts alone.
 *
 * @example decideBrowserSetup({ ...facts, debianChromium: false, root: true, aptGet: true }).action // 'install'
 */
export function decideBrowserSetup(facts: BrowserFacts): BrowserDecision {
  if (facts.chromiumPathEnv !== undefined) {
    if (facts.chromiumPathExists) return { action: 'use', path: facts.chromiumPathEnv };
    return {
      action: 'stop',
      message:
        `npm test: CHROMIUM_PATH=${facts.chromiumPathEnv} does not exist, so the browser tests cannot run. ` +
        `Point CHROMIUM_PATH at a Chromium binary, or unset it to use Debian's (${DEBIAN_CHROMIUM}).`,
    };
  }
  if (facts.debianChromium && facts.cjkFonts) return { action: 'use', path: DEBIAN_CHROMIUM };

  const missing = [
    facts.debianChromium ? undefined : `Chromium (${DEBIAN_CHROMIUM})`,
    facts.cjkFonts ? undefined : 'the Japanese fonts (fonts-noto-cjk)',
  ]
    .filter((item) => item !== undefined)
    .join(' and ');
  if (facts.root && facts.aptGet && !facts.installDisabled) {
    return {
      action: 'install',
      announce: `npm test: Installing Debian's ${PACKAGES.join(' and ')} for the browser tests (apt-get)…`,
    };
  }
  const why = !facts.aptGet
    ? 'there is no apt-get here'
    : facts.installDisabled
      ? 'NO_SYSTEM_INSTALL forbids installing system packages'
      : 'this is not root';
  const command = !facts.aptGet
    ? 'CHROMIUM_PATH=/path/to/chromium npm test   # a Chromium of your own, with Japanese fonts installed'
    : facts.root
      ? INSTALL_COMMAND
      : `sudo sh -c '${INSTALL_COMMAND}'`;
  return {
    action: 'stop',
    message:
      `npm test: ${missing} missing for the browser tests, and ${why}: no test was run. Run this, then npm test again:\n` +
      `  ${command}`,
  };
}

/** How a command ended: spawnSync's fields that matter here. */
export interface CommandResult {
  status: number | null;
  error?: Error;
}

/** Runs a command with its output on this terminal; injected so tests never run apt-get. */
export type CommandRunner = (command: string, args: string[], env: NodeJS.ProcessEnv) => CommandResult;

const runInherited: CommandRunner = (command, args, env) =>
  spawnSync(command, args, { stdio: 'inherit', env });

function onPath(command: string, env: NodeJS.ProcessEnv): boolean {
  return (env.PATH ?? '').split(delimiter).some((dir) => {
    if (!dir) return false;
    try {
      accessSync(join(dir, command), constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

function executable(file: string): boolean {
  try {
    accessSync(file, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

/** Installed per dpkg ("install ok installed"); true where there is no dpkg (not Debian: nothing to check). */
function debianPackageInstalled(name: string, env: NodeJS.ProcessEnv): boolean {
  if (!onPath('dpkg-query', env)) return true;
  // biome-ignore lint/suspicious/noTemplateCurlyInString: dpkg-query's own ${Status} field, not JavaScript's.
  const query = spawnSync('dpkg-query', ['-W', '-f=${Status}', name], { encoding: 'utf8', env });
  return query.status === 0 && query.stdout.trim() === 'install ok installed';
}

const flag = (value: string | undefined): boolean => value !== undefined && value !== '' && value !== '0';

/** Looks at this machine and environment. */
export function probeBrowserFacts(env: NodeJS.ProcessEnv = process.env): BrowserFacts {
  const chromiumPathEnv = env.CHROMIUM_PATH || undefined;
  const simulateMissing = flag(env.BROWSER_SETUP_SIMULATE_MISSING);
  return {
    chromiumPathEnv,
    chromiumPathExists: chromiumPathEnv !== undefined && existsSync(chromiumPathEnv),
    debianChromium: !simulateMissing && executable(DEBIAN_CHROMIUM),
    cjkFonts: !simulateMissing && debianPackageInstalled('fonts-noto-cjk', env),
    root: process.getuid?.() === 0,
    aptGet: onPath('apt-get', env),
    installDisabled: flag(env.NO_SYSTEM_INSTALL),
  };
}

export type EnsureResult = { ok: true; path: string } | { ok: false; message: string };

export interface EnsureOptions {
  env?: NodeJS.ProcessEnv;
  probe?: (env: NodeJS.ProcessEnv) => BrowserFacts;
  run?: CommandRunner;
  log?: (line: string) => void;
}

/**
 * Probes, decides, installs when it may (apt-get update, then apt-get install), and probes again. Returns the
 * browser to use, or why the browser tests cannot run and what to do.
 */
export function ensureBrowser(options: EnsureOptions = {}): EnsureResult {
  const env = options.env ?? process.env;
  const probe = options.probe ?? probeBrowserFacts;
  const run = options.run ?? runInherited;
  const log = options.log ?? ((line: string) => console.log(line));

  const decision = decideBrowserSetup(probe(env));
  if (decision.action === 'use') return { ok: true, path: decision.path };
  if (decision.action === 'stop') return { ok: false, message: decision.message };

  log(decision.announce);
  const aptEnv = { ...env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', ...PACKAGES]]) {
    const result = run('apt-get', args, aptEnv);
    if (result.error || result.status !== 0) {
      const how = result.error ? result.error.message : `exit ${result.status ?? 'by signal'}`;
      return {
        ok: false,
        message: `npm test: \`apt-get ${args.join(' ')}\` failed (${how}): no test was run. Fix it, or run \`${INSTALL_COMMAND}\` yourself.`,
      };
    }
  }
  const after = decideBrowserSetup(probe(env));
  if (after.action === 'use') return { ok: true, path: after.path };
  return {
    ok: false,
    message: `npm test: apt-get installed ${PACKAGES.join(' and ')}, yet ${DEBIAN_CHROMIUM} or fonts-noto-cjk is still missing: no test was run.`,
  };
}

/**
 * Whether a `vitest run` with these arguments runs the e2e project: yes unless `--project` names only others.
 *
 * @example runsBrowserTests(['--project', 'unit']) // false
 */
export function runsBrowserTests(args: readonly string[]): boolean {
  const projects: string[] = [];
  args.forEach((arg, index) => {
    if (arg === '--project' && args[index + 1] !== undefined) projects.push(args[index + 1]);
    else if (arg.startsWith('--project=')) projects.push(arg.slice('--project='.length));
  });
  return projects.length === 0 || projects.includes('e2e');
}
