import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import type { ChildStartOrder } from './child-server-main';

// The real server (server/listen.ts over openFarmDb) in a child process the test can SIGKILL, restart
// on the same file, and whose memory is the server's alone. The test reads the steps it announces
// (child-server-main.ts) as markers: code loaded, migrating, migrated, listening.

/** This version's migrations: the child is bundled elsewhere, so it is always told where they are. */
export const MIGRATIONS_FOLDER = join(import.meta.dirname, '..', '..', '..', 'core', 'db', 'migrations');

/** The child server's code, bundled (child-server-bundle.ts). */
export interface ChildBundle {
  /** The bundled entry, run with `node`. */
  entry: string;
  dispose(): void;
}

export type ChildMarker = 'ready' | 'migrating' | 'migrated' | 'listening';

export interface ChildServer {
  readonly pid: number;
  /** How long the process took from spawn to `ready` (code loaded), in ms. */
  readonly loadMs: number;
  /** Opens the farm file, migrating it with `migrationsFolder`, and serves it on a free port. */
  start(file: string, migrationsFolder?: string): void;
  /** When (performance.now()) the child announced this step; rejects if it exits first. */
  reached(marker: ChildMarker): Promise<number>;
  /** The port, once `listening` was reached. */
  readonly port: number;
  readonly url: string;
  /** SIGKILL, and wait until the process is gone. */
  kill(): Promise<void>;
  /** What the child wrote on stderr: the server's error log. */
  stderr(): string;
  /** The process's resident set size now, in KiB, from /proc/<pid>/status. */
  rssKiB(): number;
}

/** Every child server still running, so a test's cleanup can end them (they also exit when the test process goes). */
const running = new Set<ChildProcess>();

/** SIGKILLs the child servers this process started that are still running, and waits until they are gone. */
export async function killChildServers(): Promise<void> {
  await Promise.all(
    [...running].map((child) => {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      return gone;
    }),
  );
}

/**
 * Spawns the bundled server and waits until its code is loaded (`ready`); it opens no file until
 * `start`. A server spawned ahead and killed by the cleanup before it was used rejects unobserved.
 */
export function spawnChildServer(bundle: ChildBundle): Promise<ChildServer> {
  const spawned = spawnLoaded(bundle);
  spawned.catch(() => {});
  return spawned;
}

/**
 * Servers spawned ahead: each `next()` answers one whose code is (or soon is) loaded and spawns
 * another, so a restart after a kill waits for the file to open, not for Node to load the server.
 * Two ahead keep up on a busy machine, where loading takes longer than a run between kills.
 */
export function childServerQueue(bundle: ChildBundle, ahead = 2): { next(): Promise<ChildServer> } {
  const queue = Array.from({ length: ahead }, () => spawnChildServer(bundle));
  return {
    next() {
      queue.push(spawnChildServer(bundle));
      return queue.shift() as Promise<ChildServer>;
    },
  };
}

async function spawnLoaded(bundle: ChildBundle): Promise<ChildServer> {
  const spawnedAt = performance.now();
  const child: ChildProcess = spawn(process.execPath, [bundle.entry], { stdio: ['pipe', 'pipe', 'pipe'] });
  const pid = child.pid;
  if (pid === undefined) throw new Error('the child server could not be started');
  running.add(child);
  const reachedAt = new Map<string, number>();
  const waiting = new Map<string, { resolve: (at: number) => void; reject: (error: Error) => void }[]>();
  let port = 0;
  let errors = '';
  let exitCode: string | null = null;
  const exitedBefore = (marker: string) => new Error(`the child server exited (${exitCode}) before "${marker}"\n${errors}`);
  child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
  const exited = new Promise<void>((resolve) =>
    child.once('exit', (code, signal) => {
      running.delete(child);
      exitCode = signal ?? String(code);
      for (const [marker, list] of waiting) for (const w of list) w.reject(exitedBefore(marker));
      waiting.clear();
      resolve();
    }),
  );
  createInterface({ input: child.stdout! }).on('line', (line) => {
    const [marker, value] = line.split(' ');
    if (!marker) return;
    if (marker === 'listening') port = Number(value);
    const at = performance.now();
    reachedAt.set(marker, at);
    for (const w of waiting.get(marker) ?? []) w.resolve(at);
    waiting.delete(marker);
  });
  // An unhandled 'error' on the pipe (EPIPE after a kill) must not fail the test process.
  child.stdin?.on('error', () => {});

  const reached = (marker: ChildMarker) =>
    new Promise<number>((resolve, reject) => {
      const at = reachedAt.get(marker);
      if (at !== undefined) return resolve(at);
      if (exitCode !== null) return reject(exitedBefore(marker));
      waiting.set(marker, [...(waiting.get(marker) ?? []), { resolve, reject }]);
    });

  const loadMs = (await reached('ready')) - spawnedAt;
  return {
    pid,
    loadMs,
    start(file, migrationsFolder = MIGRATIONS_FOLDER) {
      const order: ChildStartOrder = { file, migrationsFolder };
      child.stdin?.write(`${JSON.stringify(order)}\n`);
    },
    reached,
    get port() {
      return port;
    },
    get url() {
      return `http://127.0.0.1:${port}`;
    },
    async kill() {
      if (exitCode === null) child.kill('SIGKILL');
      await exited;
    },
    stderr: () => errors,
    rssKiB() {
      const status = readFileSync(`/proc/${pid}/status`, 'utf8');
      const match = /^VmRSS:\s+(\d+) kB/m.exec(status);
      if (!match) throw new Error(`no VmRSS in /proc/${pid}/status`);
      return Number(match[1]);
    },
  };
}
