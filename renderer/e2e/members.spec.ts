import { newFarm, openSignedIn, signUpViaApi } from './support/accounts';
import { expectAccessible } from './support/axe';
import { CalvesScreen } from './support/calves-page';
import { addAnimalViaApi, CattleFormDialog, toast } from './support/cattle-dialogs';
import { CattleScreen } from './support/cattle-page';
import { inviteViaApi, joinViaApi, MembersTab, newMember, phoneBeside, tabTo } from './support/members-page';
import { visit } from './support/navigate';
import { addPastureViaApi } from './support/pastures-page';
import { screenshot } from './support/screenshots';
import { SettingsScreen } from './support/settings-page';
import { Shell } from './support/shell';
import { expect, test } from './support/test';

// Settings › Members and the Join page, against the real server: the owner invites a farm hand by
// keyboard alone, the hand joins on a phone of their own and works within the role (adds a calf,
// sees no Delete and no Clear All Data); the owner changes a role, removes a member and withdraws an
// invitation. axe checks the Members tab, the invitation with its link and the Join page.

test('the owner invites a farm hand by keyboard; the hand joins on a phone, adds a calf, and sees no Delete or Clear All Data', async ({ page, browser }) => {
  const owner = newFarm('Members');
  const token = await signUpViaApi(page.request, owner);
  await addPastureViaApi(page, token, { name: 'North Range' });
  await addAnimalViaApi(page, token, { tag: '45', name: 'Bessie', type: 'Cow', pasture: 'North Range', birthDate: '2019-03-01' });
  await openSignedIn(page, { path: '/settings?tab=members', signedUp: { farm: owner, token } });
  const members = new MembersTab(page);
  await members.expectLoaded();
  await expect(members.member(owner.email)).toContainText('Owner');
  await expect(members.member(owner.email)).toContainText('(you)');
  await expectAccessible(page, 'Settings › Members');
  await screenshot(page, 'members-tab', { fullPage: true });

  // The keyboard alone: Enter on Invite Member, the e-mail typed, the role chosen by its first
  // letter, Tab on to Create Invitation and Enter.
  const hand = newMember('Casey Morgan');
  await members.inviteButton.focus();
  await page.keyboard.press('Enter');
  await expect(members.inviteDialog).toBeVisible();
  const email = members.inviteDialog.getByRole('textbox', { name: 'Email' });
  await tabTo(page, email);
  await page.keyboard.type(hand.email);
  const role = members.inviteDialog.getByRole('combobox', { name: 'Role' });
  await tabTo(page, role);
  await page.keyboard.press('F');
  await expect(role).toHaveValue('hand');
  await expect(members.inviteDialog).toContainText('Adds and edits animals and calves');
  await tabTo(page, members.inviteDialog.getByRole('button', { name: 'Create Invitation' }));
  await page.keyboard.press('Enter');

  await expect(members.inviteDialog).toContainText(`${hand.email} is invited as Farm hand.`);
  const link = await members.link().inputValue();
  expect(link).toMatch(/^http:\/\/localhost:\d+\/join\?code=[\w-]+$/);
  await expect(members.code()).toHaveValue(new URL(link).searchParams.get('code') ?? 'no code');
  await expect(members.inviteDialog.getByRole('img', { name: `QR code of the invitation link for ${hand.email}` })).toBeVisible();
  await expectAccessible(page, 'Invite Member, the link shown');
  await screenshot(page, 'invite-link');
  await page.keyboard.press('Escape');
  await expect(members.inviteDialog).toBeHidden();
  await expect(members.invitations).toContainText(hand.email);

  // The invited phone: the Join page, signed out.
  const phone = await phoneBeside(browser);
  await phone.goto(link);
  await expect(phone.getByRole('heading', { name: `Join ${owner.farmName}` })).toBeVisible();
  await expect(phone.getByRole('textbox', { name: 'Email' })).toHaveValue(hand.email);
  await expectAccessible(phone, 'the Join page');
  await phone.screenshot({ path: `test-results/screenshots/${test.info().project.name}-join-page.png`, fullPage: true });
  await phone.getByRole('textbox', { name: 'Your name' }).fill(hand.name);
  await phone.getByLabel('Password', { exact: true }).fill(hand.password);
  await phone.getByRole('button', { name: 'Join Farm' }).click();

  // Signed in as a sign-up is: the dashboard (with the welcome of a first visit), the farm's name,
  // who and as what.
  const shell = new Shell(phone);
  await shell.skipWelcome();
  await expect(phone.getByRole('heading', { level: 1, name: 'Farm Hand Dashboard' })).toBeVisible();
  await shell.expectSignedInAs(owner.farmName);
  await expect(shell.header).toContainText(hand.name);
  await expect(shell.header).toContainText('Farm hand');

  // A hand adds a calf, and may edit it, but no record offers Delete.
  await visit(phone, '/calves', 'Calf Management');
  const calves = new CalvesScreen(phone);
  await calves.expectLoaded();
  await calves.addButton.click();
  const form = new CattleFormDialog(phone, 'Add New Calf');
  await form.expectOpen();
  await form.identifier.fill('701 Poppy');
  await form.pasture.selectOption('North Range');
  await form.submitButton().click();
  await expect(toast(phone, 'Cattle record created successfully')).toBeVisible();
  await expect(calves.calf('Poppy').getByRole('button', { name: /^Edit/ })).toBeVisible();
  await expect(calves.calf('Poppy').getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  // The owner's cow, as the hand sees her: Edit, and no Delete anywhere on the list.
  await visit(phone, '/cattle', 'Cattle');
  const cattle = new CattleScreen(phone);
  await cattle.expectLoaded();
  await expect(cattle.card('Bessie').getByRole('button', { name: 'Edit', exact: true })).toBeVisible();
  await expect(phone.getByRole('main').getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await expect(cattle.exportButton).toHaveCount(0);

  // Settings › Data: the counts and the text export, none of the owner's and managers' tools.
  await visit(phone, '/settings?tab=data', 'Settings');
  await expect(phone.getByText('Total Cattle')).toBeVisible();
  for (const tool of ['Clear All Data', 'Back Up Now', 'Save Excel File']) await expect(phone.getByRole('button', { name: tool })).toHaveCount(0);
  const settings = new SettingsScreen(phone);
  await settings.open('Members');
  await expect(new MembersTab(phone).member(hand.name)).toContainText('(you)');
  await expect(new MembersTab(phone).inviteButton).toHaveCount(0);

  // Settings › Account: the farm's name and location are shown, not theirs to edit; their own name saves.
  await settings.open('Account');
  await expect(settings.field('Farm name')).toHaveAttribute('readonly', '');
  await expect(settings.field('Location')).toHaveAttribute('readonly', '');
  await settings.field('Owner name').fill('Casey M. Morgan');
  await settings.save.click();
  await expect(toast(phone, 'Account updated')).toBeVisible();
  await expect(shell.header).toContainText('Casey M. Morgan');

  // The link joined once: opened again it is no longer valid.
  await phone.goto(link);
  await expect(phone.getByText('This invitation is no longer valid.')).toBeVisible();
  await phone.context().close();

  // Back on the owner's screen the hand is a member, and the invitation no longer pending.
  await page.reload();
  await members.expectLoaded();
  // …under the name they gave themselves.
  await expect(members.member('Casey M. Morgan').getByRole('combobox', { name: 'Role of Casey M. Morgan' })).toHaveValue('hand');
  await expect(page.getByText('No invitations waiting.')).toBeVisible();
});

test('the owner changes a role, removes a member after asking (their session ends) and withdraws an invitation', { tag: '@any-screen' }, async ({ page }) => {
  const owner = newFarm('Team');
  const token = await signUpViaApi(page.request, owner);
  const viewer = newMember('Dr. Emily Hart');
  const memberToken = await joinViaApi(page.request, (await inviteViaApi(page.request, token, { email: viewer.email, role: 'viewer' })).code, viewer);
  const pending = newMember('Luis Ortega');
  const { link } = await inviteViaApi(page.request, token, { email: pending.email, role: 'hand' });

  await openSignedIn(page, { path: '/settings?tab=members', signedUp: { farm: owner, token } });
  const members = new MembersTab(page);
  await members.expectLoaded();
  // The owner's own row offers neither: a farm keeps exactly one owner.
  await expect(members.member(owner.email).getByRole('combobox')).toHaveCount(0);
  await expect(members.member(owner.email).getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await members.member(viewer.name).getByRole('combobox', { name: `Role of ${viewer.name}` }).selectOption('manager');
  await expect(toast(page, 'Role changed')).toContainText(`${viewer.name} is now Manager.`);
  const me = await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${memberToken}` } });
  expect(((await me.json()) as { role: string }).role).toBe('manager');

  await members.member(viewer.name).getByRole('button', { name: `Remove ${viewer.name}` }).click();
  const ask = page.getByRole('alertdialog', { name: 'Remove this member?' });
  await expect(ask).toContainText(viewer.email);
  await expectAccessible(page, 'Remove this member?');
  await ask.getByRole('button', { name: 'Remove Member' }).click();
  await expect(toast(page, 'Member removed')).toBeVisible();
  await expect(members.member(viewer.name)).toHaveCount(0);
  expect((await page.request.get('/api/auth/me', { headers: { Authorization: `Bearer ${memberToken}` } })).status()).toBe(401);

  await members.invitations.getByRole('button', { name: `Withdraw the invitation to ${pending.email}` }).click();
  await expect(toast(page, 'Invitation withdrawn')).toBeVisible();
  await expect(page.getByText('No invitations waiting.')).toBeVisible();
  await page.goto(link);
  await expect(page.getByText('This invitation is no longer valid.')).toBeVisible();
  await expectAccessible(page, 'the Join page of a withdrawn invitation');
});
