import { ESLint } from 'eslint';
import { describe, expect, it } from 'vitest';

// The renderer's imports of core are an allowlist, enforced by ESLint: these probes are linted as
// if they were files of the tree, and each forbidden import must be reported.
const eslint = new ESLint({ cwd: new URL('..', import.meta.url).pathname });

async function restrictedImports(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

const feature = 'renderer/features/probe/probe.ts';

describe('the renderer may import only core/domain, core/schemas, core/demo, core/errors, core/replica, core/sync/ops, and core/api as types', () => {
  it.each([
    ['openFarmDb', '../../../core/db/open-farm-db'],
    ['cattle', '../../../core/db/schema'],
    ['hashPassword', '../../../core/auth/passwords'],
    ['createCattle', '../../../core/herd/cattle-service'],
    ['cattleWorkbookBuffer', '../../../core/exports/cattle-workbook'],
    ['seedBigHerd', '../../../core/seed/big-herd'],
    ['appRouter', '../../../core/api/root'],
    // The server's side of sync: its SQLite store and its push.
    ['pushOps', '../../../core/sync/push'],
    ['readFile', 'node:fs'],
  ])('rejects importing %s from %s', async (name, from) => {
    expect(await restrictedImports(feature, `import { ${name} } from '${from}';\nexport const probe = ${name};\n`)).toHaveLength(1);
  });

  it('accepts the allowlist', async () => {
    const code = [
      "import { displayName } from '../../../core/domain/display-name';",
      "import { cattleRecord } from '../../../core/schemas/cattle';",
      "import { DEMO_ACCOUNT } from '../../../core/demo/account';",
      "import type { AppRouter } from '../../../core/api/root';",
      "import { NotFoundError } from '../../../core/errors';",
      "import { applyPending } from '../../../core/replica/pending-ops';",
      "import { applyOp } from '../../../core/sync/ops/apply-op';",
      'export const probe: [unknown, unknown, unknown, AppRouter | null, unknown, unknown, unknown] = [displayName, cattleRecord, DEMO_ACCOUNT, null, NotFoundError, applyPending, applyOp];',
    ].join('\n');
    expect(await restrictedImports(feature, code)).toEqual([]);
  });

  it('keeps the demo farm free of the database: core/demo may use its schema as types only', async () => {
    const probe = 'core/demo/probe.ts';
    expect(await restrictedImports(probe, "import { cattle } from '../db/schema';\nexport const probe = cattle;\n")).toHaveLength(1);
    expect(await restrictedImports(probe, "import { openFarmDb } from '../db/open-farm-db';\nexport const probe = openFarmDb;\n")).toHaveLength(1);
    expect(await restrictedImports(probe, "import type { cattle } from '../db/schema';\nexport type Probe = typeof cattle;\n")).toEqual([]);
  });
});
