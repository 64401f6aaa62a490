// `npm start`: builds the renderer when it is missing, bundles the server (about a second, so the
// server that runs is always the code checked out), then runs it as plain JavaScript.
import { spawnSync, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { bundleServer } from './build/server-bundle.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = process.env.FARM_HAND_STATIC ?? join(root, 'dist', 'renderer');

if (!existsSync(join(staticDir, 'index.html'))) {
  console.log('Building the app (first start)...');
  const build = spawnSync(process.execPath, [join(root, 'node_modules', 'vite', 'bin', 'vite.js'), 'build'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

const entry = await bundleServer({ name: 'server', entry: join(root, 'server', 'main.ts'), outDir: join(root, 'dist', 'server'), emptyOutDir: true });

const server = spawn(process.execPath, [entry], {
  cwd: root,
  stdio: 'inherit',
  env: process.env,
});
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => server.kill(signal));
server.on('exit', (code) => process.exit(code ?? 0));
