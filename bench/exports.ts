// The Excel export (GET /api/cattle/export) of a 10,000- and a 100,000-head farm: seconds from the
// request to the last byte, and the serving process's peak memory. Each export runs in a new server
// process, so its peak is the export's own and not what an earlier request left behind. The floor
// is the app's streaming workbook writer straight into a bare node:http response (floor-server.ts),
// in a new process too; the two alternate.
import { request } from 'node:http';
import { withServer, type ServerProcess } from './children';
import type { BenchFarm } from './farms';
import { fromRuns, median, rounded, type Result } from './results';

/** Under 6 s and under 350 MB at 100,000 head. */
const TARGETS: Record<number, { seconds: number; peakMb: number }> = { 100_000: { seconds: 6, peakMb: 350 } };
const MB = 1024 * 1024;

interface ExportRun {
  seconds: number;
  peakMb: number;
  bytes: number;
}

/** Downloads the export, discarding the bytes as they come; then reads the server's peak RSS. */
function download(server: ServerProcess, token: string): Promise<ExportRun> {
  return new Promise((resolve, reject) => {
    const started = performance.now();
    request(`${server.url}/api/cattle/export`, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      let bytes = 0;
      let head: Buffer | null = null;
      res.on('data', (chunk: Buffer) => {
        head ??= chunk;
        bytes += chunk.length;
      });
      res.on('end', () => {
        const seconds = (performance.now() - started) / 1000;
        if (res.statusCode !== 200) return reject(new Error(`the export answered ${res.statusCode}: ${head?.toString().slice(0, 200)}`));
        // An .xlsx is a zip: anything else is an error page, not a workbook.
        if (head?.subarray(0, 2).toString() !== 'PK') return reject(new Error('the export is not a zip file'));
        resolve({ seconds, peakMb: server.peakRssBytes() / MB, bytes });
      });
      res.on('error', reject);
    })
      .on('error', reject)
      .end();
  });
}

export async function benchExports(farms: readonly BenchFarm[], runs: number): Promise<Result[]> {
  const results: Result[] = [];
  for (const farm of farms) {
    const app: ExportRun[] = [];
    const floor: ExportRun[] = [];
    const measure = async (kind: 'app' | 'floor', into: ExportRun[]) =>
      into.push(await withServer({ kind, dbFile: farm.file, userId: farm.userId }, (server) => download(server, farm.token)));
    for (let run = 0; run < runs; run += 1) {
      if (run % 2 === 0) {
        await measure('floor', floor);
        await measure('app', app);
      } else {
        await measure('app', app);
        await measure('floor', floor);
      }
    }
    const name = `export.xlsx_${farm.head / 1000}k`;
    const target = TARGETS[farm.head];
    const floorOf = (pick: (run: ExportRun) => number) => rounded(median(floor.map(pick)));
    const ratioOf = (pick: (run: ExportRun) => number) => rounded(median(app.map((run, i) => pick(run) / pick(floor[i] as ExportRun))), 3);
    results.push(
      fromRuns(`${name}.seconds`, app.map((run) => run.seconds), 's', {
        floor: floorOf((run) => run.seconds),
        ratio: ratioOf((run) => run.seconds),
        ...(target ? { target: { max: target.seconds } } : {}),
      }),
      fromRuns(`${name}.peak_rss_mb`, app.map((run) => run.peakMb), 'MB', {
        floor: floorOf((run) => run.peakMb),
        ratio: ratioOf((run) => run.peakMb),
        ...(target ? { target: { max: target.peakMb } } : {}),
      }),
      { name: `${name}.file_bytes`, value: app[0]?.bytes ?? 0, unit: 'bytes' },
    );
  }
  return results;
}
