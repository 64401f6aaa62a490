// Starts servers under test in child processes (serve.ts) and makes sure none outlives the bench:
// each is stopped when asked, and whatever is still running when the bench ends, fails or is
// interrupted is killed. serve.ts runs bundled, as `npm start` runs the server: its memory and
// start-up are the production server's, not a TypeScript loader's.
import { fork, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { bundleServer } from '../scripts/build/server-bundle.mjs';
import type { ServeReady, ServeSpec } from './serve';

/** serve.ts bundled once per bench run, into a temp folder removed at the end. */
let bundled: { dir: string; entry: Promise<string> } | null = null;

function serveBundle(): Promise<string> {
  if (!bundled) {
    const dir = mkdtempSync(join(tmpdir(), 'farm-hand-bench-serve-'));
    bundled = { dir, entry: bundleServer({ name: 'serve', entry: join(import.meta.dirname, 'serve.ts'), outDir: dir }) };
  }
  return bundled.entry;
}
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 10_000;

/** USER_HZ, the unit of /proc's CPU times: 100 on Linux everywhere Node runs. */
const CLOCK_TICKS_PER_SECOND = 100;

const running = new Set<ChildProcess>();

export interface ServerProcess {
  url: string;
  pid: number;
  /** PRAGMA synchronous of its database connection (2 = FULL). */
  synchronous: number;
  /** The most memory the process has held so far (VmHWM): its peak resident set, in bytes. */
  peakRssBytes(): number;
  /** CPU time the process has used so far, all its threads (compression runs on libuv's), in ms. */
  cpuMs(): number;
  stop(): Promise<void>;
}

function peakRss(pid: number): number {
  const match = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  if (!match?.[1]) throw new Error(`no VmHWM for process ${pid}`);
  return Number(match[1]) * 1024;
}

/** utime + stime of /proc/<pid>/stat (fields 14 and 15, after the command's closing parenthesis). */
function cpuTime(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / CLOCK_TICKS_PER_SECOND;
}

function exited(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => child.once('exit', () => resolve()));
}

export async function startServer(spec: ServeSpec): Promise<ServerProcess> {
  const child = fork(await serveBundle(), [JSON.stringify(spec)], { execArgv: [], stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
  running.add(child);
  child.once('exit', () => running.delete(child));
  const ready = await new Promise<ServeReady>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the ${spec.kind} server did not start within ${START_TIMEOUT_MS / 1000} s`)), START_TIMEOUT_MS);
    child.once('message', (message) => {
      clearTimeout(timer);
      resolve(message as ServeReady);
    });
    child.once('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`the ${spec.kind} server exited while starting (${signal ?? `code ${code}`})`));
    });
  }).catch((error: unknown) => {
    child.kill('SIGKILL');
    throw error;
  });
  const pid = child.pid as number;
  return {
    url: `${ready.scheme}://127.0.0.1:${ready.port}`,
    pid,
    synchronous: ready.synchronous,
    peakRssBytes: () => peakRss(pid),
    cpuMs: () => cpuTime(pid),
    async stop() {
      if (child.connected) child.send('stop');
      const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
      await exited(child);
      clearTimeout(timer);
    },
  };
}

/** Kills every server still running (at exit, on failure or on Ctrl-C), and removes serve.ts's bundle. */
export function killServers(): void {
  for (const child of running) child.kill('SIGKILL');
  running.clear();
  if (bundled) rmSync(bundled.dir, { recursive: true, force: true });
  bundled = null;
}

/** Starts `spec`'s server, runs `work` against it, and stops it whatever happens. */
export async function withServer<T>(spec: ServeSpec, work: (server: ServerProcess) => Promise<T>): Promise<T> {
  const server = await startServer(spec);
  try {
    return await work(server);
  } finally {
    await server.stop();
  }
}
