import { expect, type Locator, type Page } from '@playwright/test';
import { screenFor, type ScreenPath } from '../../screens';
import { visit } from './navigate';
import { headingOf } from './screen-views';

/** A state inside an open dialog that draws something more: a tab, a field's errors, a list. */
interface Inside {
  name: string;
  open(dialog: Locator, page: Page): Promise<void>;
}

/**
 * A dialog the app opens, found where a person finds it on the demo farm (privacy mode shows every
 * list full, and refuses only saves): the screen it opens from, the control that opens it, and the
 * states inside it worth seeing.
 */
export interface AppDialog {
  /** The dialog's title, and what it is opened for where the title does not say. */
  name: string;
  /** The screen it opens from, and the tab of that screen where it is not the first. */
  at: ScreenPath;
  tab?: string;
  /** What a person does on the screen before the opener is there (a tab, another dialog). */
  before?(page: Page): Promise<void>;
  opener(page: Page): Locator;
  dialog(page: Page): Locator;
  inside?: readonly Inside[];
}

const main = (page: Page) => page.getByRole('main');
/** The first of the screen's buttons named `name` (a card's Edit, a tank's Add Cane). */
const button = (name: string | RegExp) => (page: Page) => main(page).getByRole('button', { name, exact: typeof name === 'string' }).first();
const dialog = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name });
const alert = (name: string | RegExp) => (page: Page) => page.getByRole('alertdialog', { name });

/** A tab inside the dialog, by the start of its name (a tab may carry a count). */
const tab = (name: string): Inside => ({
  name,
  open: async (open) => {
    const chosen = open.getByRole('tab', { name: new RegExp(`^${name}\\b`) });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
});

/** The form sent empty: each required field's error shown under it. */
const errorsShown: Inside = {
  name: 'its errors shown',
  open: async (open) => {
    await open.locator('button[type="submit"]').click();
    await expect(open.locator('[aria-invalid="true"]').first()).toBeVisible();
  },
};

/** Log Activity as a breeding by artificial insemination: the tank's sire and straws. */
async function logAnAiBreeding(page: Page): Promise<void> {
  await main(page).getByRole('button', { name: 'Log Activity' }).click();
  const log = page.getByRole('dialog', { name: 'Log Activity' });
  await log.getByRole('combobox', { name: 'Activity Type' }).selectOption({ label: 'Breeding' });
  await expect(log.getByRole('combobox', { name: 'Breeding Method' })).toHaveValue('artificial_insemination');
}

/** Edit Cattle on the first animal of the herd, on its Weights tab. */
async function editCattleWeights(page: Page): Promise<void> {
  await button('Edit')(page).click();
  const edit = page.getByRole('dialog', { name: 'Edit Cattle' });
  await tab('Weights').open(edit, page);
  await expect(edit.getByRole('button', { name: 'Add Weighing' })).toBeVisible();
  await expect(edit.getByRole('progressbar')).toHaveCount(0);
}

const overEditCattle = (name: string | RegExp) => (page: Page) => page.getByRole('dialog', { name: 'Edit Cattle' }).getByRole('button', { name }).first();

/**
 * Every dialog the app opens from a screen, in the order of the screens. Not here: the welcome
 * dialog, which opens by itself on the first sign-in (a11y-screens and keyboard-reach open it);
 * "Add the calf?" and "Restore this backup?", which follow a save (a11y-dialogs opens them on a farm
 * of its own); and the same dialogs opened from elsewhere: Edit Cattle from the calves list or a
 * pasture's cattle, Log Activity from Breeding, the calf form from a calf history's Add New Calf,
 * Pregnancy Check from a cow's card.
 */
export const APP_DIALOGS: readonly AppDialog[] = [
  {
    name: 'Customize Navigation',
    at: '/',
    // The sidebar's button on a desktop, the bottom bar's Edit on a phone.
    opener: (page) => page.getByRole('navigation').getByRole('button', { name: /^(Customize navigation|Edit)$/ }),
    dialog: dialog('Customize Navigation'),
  },
  { name: 'Customize Dashboard', at: '/', opener: button('Customize Dashboard'), dialog: dialog('Customize Dashboard') },
  {
    name: 'Add New Cattle',
    at: '/cattle',
    opener: button('Add Cattle'),
    dialog: dialog('Add New Cattle'),
    inside: [
      errorsShown,
      {
        name: 'a cow, on Breeding',
        open: async (open) => {
          await open.getByRole('combobox', { name: 'Type', exact: true }).selectOption('Cow');
          await tab('Breeding').open(open, open.page());
        },
      },
      tab('Records'),
      tab('Calving'),
    ],
  },
  {
    name: 'Edit Cattle',
    at: '/cattle',
    opener: button('Edit'),
    dialog: dialog('Edit Cattle'),
    inside: [
      tab('Breeding'),
      tab('Records'),
      tab('Calving'),
      tab('Weights'),
      {
        name: "History, an entry's details open",
        open: async (open) => {
          await tab('History').open(open, open.page());
          const details = open.locator('summary', { hasText: 'Details' }).first();
          await details.click();
          await expect(open.locator('details[open]')).toHaveCount(1);
        },
      },
    ],
  },
  {
    name: 'Add Weighing, over Edit Cattle',
    at: '/cattle',
    before: editCattleWeights,
    opener: overEditCattle('Add Weighing'),
    dialog: dialog('Add Weighing'),
    inside: [errorsShown],
  },
  {
    name: 'Delete Weighing, over Edit Cattle',
    at: '/cattle',
    before: editCattleWeights,
    opener: overEditCattle(/^Delete the weighing of /),
    dialog: alert('Delete Weighing'),
  },
  { name: 'Delete Cattle Record', at: '/cattle', opener: button('Delete'), dialog: alert('Delete Cattle Record') },
  { name: 'Calf History', at: '/cattle', opener: button('Calves'), dialog: dialog(/^Calf History: /) },
  {
    name: 'Treat Cattle',
    at: '/cattle',
    opener: button('Treat'),
    dialog: dialog('Treat Cattle'),
    inside: [
      {
        name: 'the animals unfolded',
        open: async (open) => {
          await open.getByRole('button', { name: 'Show or change animals' }).click();
          await expect(open.getByRole('list', { name: 'Animals to treat' })).toBeVisible();
        },
      },
      errorsShown,
      {
        name: 'a medicine from the cabinet',
        open: async (open) => {
          // Chosen where a person chooses it: the focus on the select, not in the product box it folds away.
          const medicine = open.getByRole('combobox', { name: 'Medicine' });
          await medicine.focus();
          await medicine.selectOption({ index: 1 });
          await expect(open.getByRole('textbox', { name: /^Meat withdrawal/ })).not.toHaveValue('');
        },
      },
    ],
  },
  {
    // Last of the herd book's: the list stays on the Withdrawal chip until the screen is left.
    name: 'Sell anyway?, over Edit Cattle',
    at: '/cattle',
    before: async (page) => {
      await main(page).getByRole('group', { name: 'Filter cattle' }).getByRole('button', { name: /^Withdrawal \d+$/ }).click();
      await button('Edit')(page).click();
      const edit = page.getByRole('dialog', { name: 'Edit Cattle' });
      await tab('Records').open(edit, page);
      await edit.getByRole('combobox', { name: 'Disposition' }).selectOption('sold');
    },
    opener: (page) => page.getByRole('dialog', { name: 'Edit Cattle' }).locator('button[type="submit"]'),
    dialog: alert('Sell anyway?'),
  },
  { name: 'Add New Calf', at: '/calves', opener: button('Add Calf'), dialog: dialog('Add New Calf') },
  { name: 'Delete Calf', at: '/calves', opener: button(/^Delete/), dialog: alert('Delete Calf') },
  {
    name: 'Log Activity',
    at: '/activities',
    opener: button('Log Activity'),
    dialog: dialog('Log Activity'),
    inside: [
      {
        name: 'the animal picker listing matches',
        open: async (open) => {
          await open.getByRole('combobox', { name: 'Animal' }).fill('Bes');
          await expect(open.getByRole('listbox', { name: 'Animal' }).getByRole('option').first()).toBeVisible();
        },
      },
      {
        name: 'a breeding',
        open: async (open) => {
          await open.getByRole('combobox', { name: 'Activity Type' }).selectOption({ label: 'Breeding' });
          await expect(open.getByRole('combobox', { name: 'Breeding Method' })).toBeVisible();
        },
      },
      errorsShown,
    ],
  },
  {
    name: 'Choose from Tank, over Log Activity',
    at: '/activities',
    before: logAnAiBreeding,
    opener: (page) => page.getByRole('dialog', { name: 'Log Activity' }).getByRole('button', { name: 'Choose from tank' }),
    dialog: dialog('Choose from Tank'),
  },
  {
    name: 'Record Breeding',
    at: '/breeding-management',
    before: (page) => tab('Heat Cycle').open(main(page), page),
    opener: button('Breed'),
    dialog: dialog('Record Breeding'),
    inside: [errorsShown],
  },
  {
    name: 'Edit Breeding',
    at: '/breeding-management',
    before: (page) => tab('Breeding').open(main(page), page),
    opener: button('Edit Breeding'),
    dialog: dialog('Edit Breeding'),
  },
  {
    name: 'Pregnancy Check',
    at: '/breeding-management',
    opener: button('Pregnancy Check'),
    dialog: dialog('Pregnancy Check'),
    inside: [
      errorsShown,
      {
        name: 'a cow picked and found pregnant: what saving does',
        open: async (open) => {
          const animal = open.getByRole('combobox', { name: 'Animal' });
          await animal.press('ArrowDown');
          await animal.press('Enter');
          await expect(animal).not.toHaveValue('');
          await open.getByRole('radiogroup', { name: 'Result' }).getByRole('radio', { name: 'Pregnant' }).click();
          await open.getByLabel(/^Days Pregnant/).fill('60');
          await expect(open.locator('.fh-check-outcome')).toContainText('Expected calving');
        },
      },
    ],
  },
  { name: 'Add Pasture', at: '/pastures', opener: button('Add Pasture'), dialog: dialog('Add Pasture'), inside: [errorsShown] },
  { name: 'Edit Pasture', at: '/pastures', opener: button(/^Edit /), dialog: dialog('Edit Pasture') },
  { name: 'Delete Pasture', at: '/pastures', opener: button(/^Delete /), dialog: alert('Delete Pasture') },
  {
    name: 'Cattle in a pasture',
    at: '/pastures',
    opener: button(/^View cattle in /),
    dialog: dialog(/^Cattle in /),
    inside: [tab('Cows'), tab('Calves')],
  },
  { name: 'Add Semen Tank', at: '/semen-tanks', opener: button('Add Tank'), dialog: dialog('Add Semen Tank'), inside: [errorsShown] },
  { name: 'Edit Semen Tank', at: '/semen-tanks', opener: button(/^Edit Tank /), dialog: dialog('Edit Semen Tank') },
  { name: 'Delete Tank', at: '/semen-tanks', opener: button(/^Delete Tank /), dialog: alert('Delete Tank') },
  { name: 'Add Cane', at: '/semen-tanks', opener: button('Add Cane'), dialog: dialog('Add Cane') },
  { name: 'Edit Cane', at: '/semen-tanks', opener: button(/^Edit Cane /), dialog: dialog('Edit Cane') },
  { name: 'Delete Cane', at: '/semen-tanks', opener: button(/^Delete Cane /), dialog: alert('Delete Cane') },
  { name: 'Add Straws', at: '/semen-tanks', opener: button('Add Straws'), dialog: dialog('Add Straws'), inside: [errorsShown] },
  {
    name: 'Edit Straws',
    at: '/semen-tanks',
    before: (page) => page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Detailed' }).click(),
    opener: button(/^Edit .+ straws$/),
    dialog: dialog('Edit Straws'),
  },
  {
    name: 'Delete Straws',
    at: '/semen-tanks',
    before: (page) => page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Detailed' }).click(),
    opener: button(/^Delete .+ straws$/),
    dialog: alert('Delete Straws'),
  },
  { name: 'Add Embryos', at: '/embryos', opener: button('Add Embryos'), dialog: dialog('Add Embryos'), inside: [errorsShown] },
  { name: 'Edit Embryos', at: '/embryos', opener: button(/^Edit embryos from /), dialog: dialog('Edit Embryos') },
  { name: 'Delete Embryos', at: '/embryos', opener: button(/^Delete embryos from /), dialog: alert('Delete Embryos') },
  { name: 'Add Storage Tank', at: '/storage-tanks', opener: button('Add Storage Tank'), dialog: dialog('Add Storage Tank'), inside: [errorsShown] },
  { name: 'Edit Storage Tank', at: '/storage-tanks', opener: button(/^Edit /), dialog: dialog('Edit Storage Tank') },
  { name: 'Delete Storage Tank', at: '/storage-tanks', opener: button(/^Delete /), dialog: alert('Delete Storage Tank') },
  { name: 'Add Medicine', at: '/medicines', opener: button('Add Medicine'), dialog: dialog('Add Medicine'), inside: [errorsShown] },
  { name: 'Edit Medicine', at: '/medicines', opener: button(/^Edit /), dialog: dialog('Edit Medicine') },
  { name: 'Delete Medicine', at: '/medicines', opener: button(/^Delete /), dialog: alert('Delete Medicine') },
  { name: 'Add Forage Record', at: '/forage', opener: button('Add Forage'), dialog: dialog('Add Forage Record'), inside: [errorsShown] },
  { name: 'Edit Forage Record', at: '/forage', opener: button(/^Edit /), dialog: dialog('Edit Forage Record') },
  { name: 'Delete Forage Record', at: '/forage', opener: button(/^Delete /), dialog: alert('Delete Forage Record') },
  { name: 'Sign Out Everywhere: Sign out everywhere?', at: '/settings', opener: button('Sign Out Everywhere'), dialog: alert('Sign out everywhere?') },
  { name: 'Invite Member', at: '/settings', tab: 'members', opener: button('Invite Member'), dialog: dialog('Invite Member'), inside: [errorsShown] },
  { name: 'Remove this member?', at: '/settings', tab: 'members', opener: button(/^Remove /), dialog: alert('Remove this member?') },
  { name: 'Clear All Data: Are you absolutely sure?', at: '/settings', tab: 'data', opener: button('Clear All Data'), dialog: alert('Are you absolutely sure?') },
  {
    name: "Finding Safari's Share button (install help)",
    at: '/settings',
    tab: 'appearance',
    opener: button('Where is the Share button?'),
    dialog: dialog("Finding Safari's Share button"),
  },
];

/**
 * Goes to the dialog's screen and does what comes before its opener; answers the opener. The screen
 * is waited for until its lists are drawn, unless it is `unsettled` (offline, with nothing of them
 * kept on the device, they stay loading).
 */
export async function reachOpener(page: Page, appDialog: AppDialog, { unsettled = false } = {}): Promise<Locator> {
  // The dialogs of one screen follow each other: its page stays, as it would for a person.
  const path = appDialog.tab ? `${appDialog.at}?tab=${appDialog.tab}` : appDialog.at;
  const { pathname, search } = new URL(page.url());
  if (`${pathname}${search}` !== path) {
    await visit(page, path, headingOf(screenFor(appDialog.at)));
    if (!unsettled) await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
  }
  await appDialog.before?.(page);
  const opener = appDialog.opener(page);
  await expect(opener).toBeVisible();
  return opener;
}

/** Opens the dialog with the keyboard alone: focus on its opener, then Enter. */
export async function openByKeyboard(page: Page, appDialog: AppDialog, reach: { unsettled?: boolean } = {}): Promise<{ opener: Locator; dialog: Locator }> {
  const opener = await reachOpener(page, appDialog, reach);
  await opener.focus();
  await page.keyboard.press('Enter');
  const open = appDialog.dialog(page);
  await expect(open).toBeVisible();
  // The app behind an open dialog is inert: nothing there is reached until the dialog closes.
  await expect(page.locator('#root')).toHaveAttribute('inert');
  return { opener, dialog: open };
}

/**
 * Escape closes the dialog and focus goes back to the control that opened it, so a keyboard user
 * carries on where they were. Any dialog it was opened over is then closed the same way, and the
 * app is no longer inert.
 */
export async function closeByEscape(page: Page, opened: { opener: Locator; dialog: Locator }): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(opened.dialog).toBeHidden();
  await expect(opened.opener).toBeFocused();
  const under = page.getByRole('dialog');
  if ((await under.count()) > 0) {
    await page.keyboard.press('Escape');
    await expect(under).toHaveCount(0);
  }
  await expect(page.locator('#root')).not.toHaveAttribute('inert');
}
