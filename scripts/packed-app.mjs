// Where `electron-builder --dir` (run by `npm run desktop`) leaves the packed app's executable on
// this platform: started by `npm run desktop`, and by the desktop's own browser tests (electron/e2e).
import { join } from 'node:path';

const EXECUTABLES = {
  linux: 'dist/desktop/linux-unpacked/farm-hand',
  win32: 'dist/desktop/win-unpacked/Farm Hand.exe',
  darwin: 'dist/desktop/mac/Farm Hand.app/Contents/MacOS/Farm Hand',
};

/** @param {string} root the project folder */
export function packedAppPath(root) {
  return join(root, EXECUTABLES[process.platform] ?? EXECUTABLES.linux);
}
