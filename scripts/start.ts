/**
 * `npm start`: serves the built console on http://127.0.0.1:8080 (PORT overrides), building it first when
 * dist/index.html is missing (or when `--rebuild` is given). The HTTP API server replaces this in a later issue.
 *
 * The build runs `npm run build` (precompiled validators, then `vite build`), so it is exactly the shipped build.
 * The server is vite's preview server running inside this process rather than a child (TOOLCHAIN pitfall 7):
 * Ctrl+C, or killing this process by its PID, stops the server and frees the port; no child is left behind.
 * npm does not pass a SIGTERM on to the script it runs, so killing `npm start` by its PID would orphan us and
 * keep the port: on Linux we also stop when a process that started us (npm, tsx's launcher) goes away.
 *
 * @example npm start
 * @example PORT=9000 npm start
 * @example npm start -- --rebuild
 */
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { preview } from 'vite';

const root = resolve(fileURLToPath(new URL('..', import.meta.url)));
const HOST = '127.0.0.1';
const DEFAULT_PORT = 8080;

function port(): number {
  const raw = process.env.PORT;
  if (raw === undefined || raw === '') return DEFAULT_PORT;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 1 || value > 65535) {
    console.error(`PORT must be a port number (1-65535), not "${raw}". Unset it to use ${DEFAULT_PORT}.`);
    process.exit(2);
  }
  return value;
}

/** Runs `npm run build` with the npm that started us (npm_execpath), so a fresh machine needs nothing else. */
function build(): void {
  console.log('start: building the console (npm run build)…');
  const npmCli = process.env.npm_execpath;
  const result = npmCli
    ? spawnSync(process.execPath, [npmCli, 'run', 'build'], { cwd: root, stdio: 'inherit' })
    : spawnSync('npm', ['run', 'build'], {
        cwd: root,
        stdio: 'inherit',
        shell: process.platform === 'win32',
      });
  if (result.error) {
    console.error(`start: could not run npm run build: ${result.error.message}`);
    process.exit(1);
  }
  if (result.status !== 0) {
    console.error('start: the build failed (its output is above); nothing to serve.');
    process.exit(result.status ?? 1);
  }
}

/** Our ancestors' PIDs below init, read from /proc (empty elsewhere): npm, the shell, tsx's launcher. */
function ancestors(): number[] {
  const found: number[] = [];
  let pid = process.ppid;
  for (let depth = 0; depth < 4 && pid > 1; depth++) {
    found.push(pid);
    try {
      // /proc/<pid>/stat: "pid (comm) state ppid ...", comm may hold spaces and parentheses.
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      pid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
    } catch {
      break;
    }
  }
  return found;
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

async function main(): Promise<void> {
  const rebuild = process.argv.includes('--rebuild');
  if (rebuild || !existsSync(join(root, 'dist/index.html'))) build();

  const listenPort = port();
  const server = await preview({
    root,
    logLevel: 'warn',
    preview: { host: HOST, port: listenPort, strictPort: true, open: false },
  });
  console.log(`start: serving dist/ at http://${HOST}:${listenPort}/  (Ctrl+C stops)`);

  let closing = false;
  const stop = (signal: NodeJS.Signals) => {
    if (closing) return;
    closing = true;
    server
      .close()
      .catch(() => {})
      .finally(() => process.exit(signal === 'SIGINT' ? 130 : 143));
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
  process.once('SIGHUP', stop);
  const parents = ancestors();
  if (parents.length > 0) {
    setInterval(() => {
      if (!parents.every(isAlive)) stop('SIGTERM');
    }, 1000).unref();
  }
}

main().catch((error: unknown) => {
  const message = error instanceof Error ? error.message : String(error);
  if (/EADDRINUSE|already in use/i.test(message)) {
    console.error(
      `start: port ${port()} is in use. Stop what holds it, or choose another: PORT=9000 npm start`,
    );
  } else {
    console.error(`start: ${message}`);
  }
  process.exit(1);
});
