// The machine a run was measured on: figures mean little without it.
import { existsSync, readFileSync } from 'node:fs';
import { cpus, release, totalmem, type } from 'node:os';

export interface Machine {
  cpu: string;
  cores: number;
  memoryGb: number;
  node: string;
  os: string;
  /** ISO date and time of the run. */
  date: string;
}

function osName(): string {
  const file = '/etc/os-release';
  const pretty = existsSync(file) ? /^PRETTY_NAME="?([^"\n]*)"?$/m.exec(readFileSync(file, 'utf8'))?.[1] : undefined;
  return `${pretty ?? type()} (kernel ${release()})`;
}

export function describeMachine(now = new Date()): Machine {
  const processors = cpus();
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGb: Math.round(totalmem() / 1024 ** 3),
    node: process.version,
    os: osName(),
    date: now.toISOString().replace(/\.\d+Z$/, 'Z'),
  };
}
