import { execFileSync } from 'node:child_process';
import { cpSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const MIGRATIONS = resolve('core/db/migrations');

describe('migrations', () => {
  it('are up to date with the schema (a schema change without `npm run db:generate` fails here)', () => {
    const out = mkdtempSync(join(tmpdir(), 'farm-hand-migrations-'));
    try {
      cpSync(MIGRATIONS, out, { recursive: true });
      const before = readdirSync(out).sort();
      // drizzle-kit prefixes "./" to --out, so it is given relative to the working folder.
      const said = execFileSync(
        process.execPath,
        [resolve('node_modules/drizzle-kit/bin.cjs'), 'generate', '--dialect', 'sqlite', '--schema', 'core/db/schema/index.ts', '--out', relative(process.cwd(), out)],
        { stdio: 'pipe', encoding: 'utf8' },
      );
      expect(said).toContain('No schema changes');
      expect(readdirSync(out).sort()).toEqual(before);
    } finally {
      rmSync(out, { recursive: true, force: true });
    }
  }, 60_000);
});
