import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { resolveAppFile } from './app-files';

const root = '/opt/farm-hand/renderer';

describe('resolveAppFile (the desktop app:// origin)', () => {
  it('serves built files and sends client routes to index.html', () => {
    expect(resolveAppFile(root, 'app://farm-hand/assets/index-abc.js')).toBe(join(root, 'assets/index-abc.js'));
    expect(resolveAppFile(root, 'app://farm-hand/')).toBe(join(root, 'index.html'));
    expect(resolveAppFile(root, 'app://farm-hand/cattle')).toBe(join(root, 'index.html'));
  });

  it('never leaves the renderer folder', () => {
    // The URL parser already folds dot segments, so this one stays inside the folder.
    expect(resolveAppFile(root, 'app://farm-hand/%2e%2e/%2e%2e/etc/passwd.txt')).toBe(join(root, 'etc/passwd.txt'));
    expect(resolveAppFile(root, 'app://farm-hand/..%2Fsecrets.json')).toBeNull();
  });
});
