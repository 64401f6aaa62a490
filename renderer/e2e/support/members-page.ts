import { expect, type APIRequestContext, type Browser, type Locator, type Page } from '@playwright/test';
import type { Role } from '../../../core/domain/roles';
import type { InvitationCreated } from '../../../core/schemas/members';
import { newFarm } from './accounts';

/** A phone beside the owner: the size of the phone project, whichever project runs. */
const PHONE = { viewport: { width: 390, height: 844 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true } as const;

/** Settings › Members: the members, Invite Member and its dialog, the pending invitations. */
export class MembersTab {
  readonly members: Locator;
  readonly inviteButton: Locator;
  readonly inviteDialog: Locator;
  readonly invitations: Locator;

  constructor(readonly page: Page) {
    this.members = page.getByRole('list', { name: 'Members' });
    this.inviteButton = page.getByRole('main').getByRole('button', { name: 'Invite Member' });
    this.inviteDialog = page.getByRole('dialog', { name: 'Invite Member' });
    this.invitations = page.getByRole('list', { name: 'Pending invitations' });
  }

  /** A member's row, by their name. */
  member(name: string): Locator {
    return this.members.getByRole('listitem').filter({ hasText: name });
  }

  /** The new invitation's link, as the dialog shows it once made. */
  link(): Locator {
    return this.inviteDialog.getByRole('textbox', { name: 'Invitation link' });
  }

  code(): Locator {
    return this.inviteDialog.getByRole('textbox', { name: 'Invitation code' });
  }

  async expectLoaded() {
    await expect(this.page.getByRole('tab', { name: 'Members', exact: true })).toHaveAttribute('aria-selected', 'true');
    await expect(this.members.getByRole('listitem').first()).toBeVisible();
  }
}

/** Presses Tab until `target` has the focus, as a keyboard user moves on; fails past `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 15): Promise<void> {
  for (let presses = 0; presses < max; presses += 1) {
    if (await target.evaluate((el) => el === document.activeElement)) return;
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** An invitation made through the REST API, where the dialog is not under test. */
export async function inviteViaApi(request: APIRequestContext, token: string, invitation: { email: string; role: Exclude<Role, 'owner'> }): Promise<InvitationCreated> {
  const response = await request.post('/api/farm/invitations', { headers: bearer(token), data: invitation });
  if (!response.ok()) throw new Error(`invite failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as InvitationCreated;
}

/** Joins by an invitation's code through the REST API; answers the new member's token. */
export async function joinViaApi(request: APIRequestContext, code: string, member: { email: string; name: string; password: string }): Promise<string> {
  const response = await request.post('/api/auth/join', { data: { code, ...member } });
  if (!response.ok()) throw new Error(`join failed: ${response.status()} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Someone new to invite: an e-mail no account has, a name and a password. */
export function newMember(name: string) {
  const { email, password } = newFarm();
  return { email, password, name };
}

/** A phone of its own (its own storage, signed out), for the invited person to open the link on. */
export async function phoneBeside(browser: Browser): Promise<Page> {
  const context = await browser.newContext(PHONE);
  return context.newPage();
}
