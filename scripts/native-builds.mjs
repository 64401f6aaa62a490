// better-sqlite3 is a native addon built for one runtime at a time. The project's node_modules keep
// the Node build (the server, the tests); electron-builder rebuilds it for Electron while packing
// (`npmRebuild` in electron-builder.yml), in this same node_modules. So every script that packs the
// desktop app puts the Node build back afterwards, through this one function: never a postinstall.
import { spawnSync } from 'node:child_process';

/** @param {string} root the project folder */
export function restoreNodeBuild(root) {
  console.log('Putting back the Node build of better-sqlite3 for the server and the tests…');
  const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm';
  const result = spawnSync(npm, ['rebuild', 'better-sqlite3'], { cwd: root, stdio: 'inherit', shell: process.platform === 'win32' });
  if (result.status !== 0) {
    console.error(`Could not rebuild better-sqlite3 for Node: run \`npm rebuild better-sqlite3\` in ${root} before \`npm test\` or \`npm start\`.`);
    process.exitCode = 1;
  }
}
