// `npm run desktop`: builds the renderer and the desktop shell, packs an unpacked app for this
// machine (electron-builder --dir, which fetches Electron and rebuilds better-sqlite3 for it, so
// it needs internet the first time), puts the Node build of better-sqlite3 back, and starts it.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { restoreNodeBuild } from './native-builds.mjs';
import { packedAppPath } from './packed-app.mjs';

const root = join(import.meta.dirname, '..');
const run = (args) => {
  const result = spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

run([join(root, 'node_modules/vite/bin/vite.js'), 'build']);
run([join(root, 'scripts/build-electron.mjs')]);
const packed = spawnSync(process.execPath, [join(root, 'node_modules/electron-builder/cli.js'), '--dir', '--publish', 'never'], { cwd: root, stdio: 'inherit' });
restoreNodeBuild(root);
if (packed.status !== 0) process.exit(packed.status ?? 1);

const app = packedAppPath(root);
if (!existsSync(app)) {
  console.error(`No packed app at ${app}: see electron-builder's output above.`);
  process.exit(1);
}
spawn(app, [], { stdio: 'inherit' }).on('exit', (code) => process.exit(code ?? 0));
