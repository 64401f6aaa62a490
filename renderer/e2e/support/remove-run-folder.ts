import { rmSync } from 'node:fs';
import { dirname } from 'node:path';

/** After the run: its folder (the test server's database and its backups) goes, so runs leave nothing behind. */
export default function removeRunFolder(): void {
  const file = process.env.FARM_HAND_E2E_DB;
  if (file) rmSync(dirname(file), { recursive: true, force: true });
}
