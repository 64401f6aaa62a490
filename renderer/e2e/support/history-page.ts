import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import type { Role } from '../../../core/domain/roles';
import type { HistoryPage } from '../../../core/schemas/history';
import { newFarm, type TestFarm } from './accounts';

const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });

/** A new farm whose owner has a name (history names members by it), signed up through the REST API. */
export async function signUpOwner(request: APIRequestContext, ownerName: string): Promise<{ farm: TestFarm; token: string }> {
  const farm = newFarm('History');
  const response = await request.post('/api/auth/signup', { data: { email: farm.email, password: farm.password, farmName: farm.farmName, ownerName } });
  if (!response.ok()) throw new Error(`signup failed: ${response.status()} ${await response.text()}`);
  return { farm, token: ((await response.json()) as { token: string }).token };
}

/** A member of the owner's farm with this role and name: invited by the owner, joined through the REST API. */
export async function joinFarm(request: APIRequestContext, ownerToken: string, role: Exclude<Role, 'owner'>, name: string): Promise<{ farm: TestFarm; token: string }> {
  const member = newFarm(name);
  const invited = await request.post('/api/farm/invitations', { headers: bearer(ownerToken), data: { email: member.email, role } });
  if (!invited.ok()) throw new Error(`invite failed: ${invited.status()} ${await invited.text()}`);
  const { code } = (await invited.json()) as { code: string };
  const joined = await request.post('/api/auth/join', { data: { code, email: member.email, password: member.password, name } });
  if (!joined.ok()) throw new Error(`join failed: ${joined.status()} ${await joined.text()}`);
  return { farm: member, token: ((await joined.json()) as { token: string }).token };
}

/** The farm's history of one record as the server answers it, newest first. */
export async function historyOf(request: APIRequestContext, token: string, recordId: string): Promise<HistoryPage['entries']> {
  const response = await request.get(`/api/history?recordId=${recordId}`, { headers: bearer(token) });
  expect(response.ok()).toBe(true);
  return ((await response.json()) as HistoryPage).entries;
}

/** A list of history entries (the History screen's, or an animal's History tab) and its rows. */
export class HistoryEntries {
  readonly rows: Locator;

  constructor(readonly list: Locator) {
    this.rows = list.locator(':scope > li');
  }

  /** The row whose title reads `title` ("Changed animal 301 Duke"; "Changed" on an animal's own tab). */
  row(title: string): Locator {
    return this.rows.filter({ has: this.list.page().locator('.fh-history-title', { hasText: new RegExp(`^${title}$`) }) });
  }
}

/** The History screen (/history): its filters, its entries and Load more. */
export class HistoryScreen {
  readonly heading: Locator;
  readonly animal: Locator;
  readonly allAnimals: Locator;
  readonly member: Locator;
  readonly entries: HistoryEntries;
  readonly loadMore: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'History' });
    this.animal = page.getByRole('combobox', { name: 'Animal' });
    this.allAnimals = page.getByRole('button', { name: 'All animals' });
    this.member = page.getByRole('combobox', { name: 'Member' });
    this.entries = new HistoryEntries(page.getByRole('list', { name: 'Farm history' }));
    this.loadMore = page.getByRole('button', { name: 'Load more' });
  }

  async pickAnimal(typed: string, option: string) {
    await this.animal.fill(typed);
    await this.page.getByRole('option').filter({ hasText: option }).first().click();
    await expect(this.animal).toHaveValue(option);
  }
}
