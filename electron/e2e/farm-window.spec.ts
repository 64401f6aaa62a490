import { _electron as electron, expect, test } from '@playwright/test';
import Database from 'better-sqlite3';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { AuthScreen } from '../../renderer/e2e/support/auth-page';
import { CattleFormDialog } from '../../renderer/e2e/support/cattle-dialogs';
import { CattleScreen } from '../../renderer/e2e/support/cattle-page';
import { Shell } from '../../renderer/e2e/support/shell';
import { packedAppPath } from '../../scripts/packed-app.mjs';
import { closeFarmFile, createFarmFile } from '../main/farm-file';
import { MIGRATIONS } from '../main/testing/farm-files';

// The packed desktop app, started on a farm file: its window is named after the farm, a farm is
// created in it through the same screens as the phone's, an animal is added, and both are in the
// farm file once the app has closed. Build the app first with `npm run desktop` (needs internet).
const app = packedAppPath(join(import.meta.dirname, '../..'));

test.skip(!existsSync(app), `No packed desktop app at ${app}. It is made by \`npm run desktop\`, which downloads Electron and needs internet; the machines that run \`npm test\` have neither, so there these tests do not run (the desktop's logic is tested under Node in electron/main).`);

test('a farm file opens in a window named after it; a farm and an animal made there are in the file', async () => {
  const dir = mkdtempSync(join(tmpdir(), 'farm-hand-desktop-'));
  try {
    const file = join(dir, 'Office Test.farmhand');
    closeFarmFile(createFarmFile(file, { migrationsFolder: MIGRATIONS }));
    const desktop = await electron.launch({ executablePath: app, args: [file], env: { ...process.env, FARM_HAND_USER_DATA: join(dir, 'user-data') } });
    const window = await desktop.firstWindow();
    await expect.poll(() => window.title()).toBe('Office Test — Farm Hand');

    // The same screens as the phone's, through the same page models as the web's browser tests.
    await new AuthScreen(window).createFarm({ farmName: 'Office Test Ranch', email: 'office@example.com', password: 'secret1' });
    await new Shell(window).skipWelcome();
    await window.getByRole('link', { name: 'Cattle' }).first().click();
    const form = await CattleFormDialog.openAdd(new CattleScreen(window));
    await form.identifier.fill('45 Bessie');
    await form.type.selectOption('Cow');
    await form.submitButton().click();
    await expect(form.dialog).toBeHidden();
    await expect(window.getByText('Bessie').first()).toBeVisible();
    await desktop.close();

    const farm = new Database(file, { readonly: true });
    expect(farm.prepare('SELECT farm_name FROM users').pluck().all()).toEqual(['Office Test Ranch']);
    expect(farm.prepare('SELECT name FROM cattle').pluck().all()).toEqual(['Bessie']);
    farm.close();
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
});
