// `npm run dist`: builds the renderer and the desktop shell, then the installers for this platform
// (electron-builder.yml: AppImage and deb, nsis, dmg). Needs internet: electron-builder downloads
// Electron and rebuilds better-sqlite3 for it; the Node build is put back afterwards.
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { restoreNodeBuild } from './native-builds.mjs';

const root = join(import.meta.dirname, '..');
const run = (args) => spawnSync(process.execPath, args, { cwd: root, stdio: 'inherit' }).status ?? 1;

if (run([join(root, 'node_modules/vite/bin/vite.js'), 'build']) !== 0) process.exit(1);
if (run([join(root, 'scripts/build-electron.mjs')]) !== 0) process.exit(1);
const packed = run([join(root, 'node_modules/electron-builder/cli.js'), '--publish', 'never']);
restoreNodeBuild(root);
process.exitCode ||= packed;
