import type { ChildServer } from './child-server';

// The server's memory while it is loaded: its resident set size, read from /proc once a second.

export interface RssSample {
  /** Seconds since sampling started. */
  at: number;
  kib: number;
}

/** Samples the child's RSS every `everyMs` until stopped; answers the samples. */
export function sampleRss(child: ChildServer, everyMs = 1000): { stop(): RssSample[] } {
  const started = performance.now();
  const samples: RssSample[] = [{ at: 0, kib: child.rssKiB() }];
  const timer = setInterval(() => samples.push({ at: (performance.now() - started) / 1000, kib: child.rssKiB() }), everyMs);
  return {
    stop() {
      clearInterval(timer);
      return samples;
    },
  };
}

const mean = (samples: readonly RssSample[]) => samples.reduce((sum, s) => sum + s.kib, 0) / Math.max(1, samples.length);

/**
 * The mean RSS over the first `windowS` seconds after `warmUpS` (the start-up's allocations and the
 * JIT are not growth) and over the last `windowS` seconds; growth is the one minus the other. A
 * window starts at a sample, so a late timer on a busy machine never leaves one empty.
 */
export function rssWindowsKiB(samples: readonly RssSample[], warmUpS: number, windowS: number): { first: number; last: number; growth: number } {
  const end = samples.at(-1)?.at ?? 0;
  const start = samples.find((s) => s.at >= warmUpS)?.at ?? end;
  const first = mean(samples.filter((s) => s.at >= start && s.at < start + windowS));
  const last = mean(samples.filter((s) => s.at >= end - windowS));
  return { first, last, growth: last - first };
}

export const mib = (kib: number) => Math.round((kib / 1024) * 10) / 10;
