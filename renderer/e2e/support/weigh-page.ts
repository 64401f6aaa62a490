import { expect, type Locator, type Page } from '@playwright/test';
import type { WeighingInput, WeighingRecord } from '../../../core/schemas/health';

const auth = (token: string) => ({ Authorization: `Bearer ${token}` });

/** Records a weighing through the REST API: quicker than the screens where they are not under test. */
export async function addWeighingViaApi(page: Page, token: string, weighing: WeighingInput): Promise<WeighingRecord> {
  const response = await page.request.post('/api/weights', { headers: auth(token), data: { id: crypto.randomUUID(), ...weighing } });
  if (!response.ok()) throw new Error(`add weighing failed: ${response.status()} ${await response.text()}`);
  return (await response.json()) as WeighingRecord;
}

/** The farm's weighings as the server answers them, oldest first. */
export async function weighingsOf(page: Page, token: string): Promise<WeighingRecord[]> {
  const response = await page.request.get('/api/weights', { headers: auth(token) });
  expect(response.ok()).toBe(true);
  return (await response.json()) as WeighingRecord[];
}

/** The Weigh screen (/weigh): the group to choose, then the chute with its last reading. */
export class WeighScreen {
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly changeGroup: Locator;
  readonly find: Locator;
  readonly chute: Locator;
  readonly animal: Locator;
  readonly weight: Locator;
  readonly kind: Locator;
  readonly save: Locator;
  readonly skip: Locator;
  readonly progress: Locator;
  readonly lastReading: Locator;
  readonly notSaved: Locator;
  readonly undoDialog: Locator;

  constructor(readonly page: Page) {
    this.heading = page.getByRole('heading', { level: 1, name: 'Weigh' });
    this.subtitle = page.locator('.fh-page-subtitle');
    this.changeGroup = page.getByRole('button', { name: 'Change Group' });
    this.find = page.getByRole('searchbox', { name: 'Find animals to weigh' });
    this.chute = page.getByRole('region', { name: 'The chute' });
    this.animal = this.chute.getByRole('combobox', { name: 'Animal' });
    this.weight = this.chute.getByRole('textbox', { name: 'Weight (lbs)' });
    this.kind = this.chute.getByRole('combobox', { name: 'Kind' });
    this.save = this.chute.getByRole('button', { name: 'Save & Next' });
    this.skip = this.chute.getByRole('button', { name: 'Skip' });
    this.progress = this.chute.locator('.fh-chute-progress-text');
    this.lastReading = page.getByRole('region', { name: 'Last weighed' });
    this.notSaved = page.locator('.fh-chute-failed');
    this.undoDialog = page.getByRole('alertdialog', { name: 'Undo Weighing' });
  }

  /** A pasture's button in the group choice, by its name. */
  pasture(name: string): Locator {
    return this.page.getByRole('region', { name: 'A pasture' }).getByRole('button', { name: new RegExp(`^${name} `) });
  }

  /** Waits for the screen past its loading rows. */
  async expectLoaded() {
    await expect(this.heading).toBeVisible();
    await expect(this.page.getByLabel('Loading the herd')).toBeHidden();
  }

  /** Chooses a pasture by the keyboard alone (focus, Enter) and waits for the chute, its weight box focused. */
  async choosePasture(name: string) {
    await this.pasture(name).focus();
    await this.page.keyboard.press('Enter');
    await expect(this.weight).toBeFocused();
  }

  /**
   * What one hand at the chute needs of the layout: every control of the chute at least 48 px
   * high, and nothing wider than the screen.
   */
  async expectOneHanded() {
    const small = await this.chute
      .locator('button, input, select')
      .evaluateAll((controls) => controls.filter((control) => control.getBoundingClientRect().height < 48).map((control) => control.outerHTML.slice(0, 80)));
    expect(small, 'controls under 48 px').toEqual([]);
    expect(await this.page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth), 'horizontal scroll').toBeLessThanOrEqual(0);
  }

  /** Types a weight into the focused weight box and presses Enter, as a hand at the chute does. */
  async weighByKeyboard(weight: string) {
    await expect(this.weight).toBeFocused();
    await this.page.keyboard.type(weight);
    await this.page.keyboard.press('Enter');
  }
}
