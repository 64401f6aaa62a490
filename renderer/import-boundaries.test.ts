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

describe('a feature imports no other feature', () => {
  it('rejects a reach into another feature, from any depth', async () => {
    expect(await restrictedImports('renderer/features/pastures/probe.ts', "import { useHerd } from '../cattle/list/useHerd';\nexport const probe = useHerd;\n")).toHaveLength(1);
    expect(await restrictedImports('renderer/features/breeding/cards/probe.ts', "import { probe as p } from '../../cattle/CattlePage';\nexport const probe = p;\n")).toHaveLength(1);
  });

  it('accepts its own folders, renderer/ui and the screens', async () => {
    const code = [
      "import { a } from '../../breeding/useBreedingDialog';",
      "import { b } from '../useBreedingDialog';",
      "import { c } from '../../../ui/Facts';",
      "import { d } from '../../../screens/ScreenLink';",
      'export const probe = [a, b, c, d];',
    ].join('\n');
    expect(await restrictedImports('renderer/features/breeding/cards/probe.ts', code)).toEqual([]);
  });
});

describe('outside renderer/ui, Blueprint is an allowlist of leaf components and icons', () => {
  it('rejects anything else from Blueprint in a feature', async () => {
    expect(await restrictedImports('renderer/features/pastures/probe.tsx', "import { Switch } from '@blueprintjs/core';\nexport const probe = Switch;\n")).toHaveLength(1);
    expect(await restrictedImports('renderer/features/pastures/probe.tsx', "import { Tabs } from '@blueprintjs/core';\nexport const probe = Tabs;\n")).toHaveLength(1);
    expect(await restrictedImports('renderer/features/pastures/probe.tsx', "import { DateInput } from '@blueprintjs/datetime';\nexport const probe = DateInput;\n")).toHaveLength(1);
  });

  it('accepts the leaves and icons in a feature, and anything in renderer/ui', async () => {
    const leaves = "import { Button, Tag } from '@blueprintjs/core';\nimport { Add } from '@blueprintjs/icons';\nexport const probe = [Button, Tag, Add];\n";
    expect(await restrictedImports('renderer/features/pastures/probe.tsx', leaves)).toEqual([]);
    expect(await restrictedImports('renderer/ui/probe.tsx', "import { Switch } from '@blueprintjs/core';\nexport const probe = Switch;\n")).toEqual([]);
  });
});
