import { expect, type Page } from '@playwright/test';
import { SCREENS, type ScreenPath } from '../../screens';
import { visit } from './navigate';
import { fileNameOf } from './screenshots';

/**
 * A view of a screen a person reaches without opening a dialog: the screen as it opens, then each
 * of its tabs and its other layouts, each reached from the one before as a person would, by a click.
 */
export interface ScreenView {
  /** The screen's path and, past its first view, what was chosen: "/settings › Data". */
  name: string;
  /** The same as a file name: "settings-data". */
  slug: string;
  open(page: Page): Promise<void>;
}

interface Step {
  name: string;
  open(page: Page): Promise<void>;
  /** Reached only through a record on screen (a search result, a cane to open). */
  needsRecords?: true;
}

/** A tab of the screen, by the start of its name (a tab may carry a count: "Heat Cycle 27"). */
const tab = (name: string): Step => ({
  name,
  open: async (page) => {
    const chosen = page.getByRole('main').getByRole('tab', { name: new RegExp(`^${name}\\b`) });
    await chosen.click();
    await expect(chosen).toHaveAttribute('aria-selected', 'true');
  },
});

/** What each screen shows past its first view. */
const MORE_VIEWS: Partial<Record<ScreenPath, readonly Step[]>> = {
  '/cattle': [
    {
      name: 'Table',
      needsRecords: true,
      open: async (page) => {
        await page.getByRole('radiogroup', { name: 'Cattle view' }).getByRole('radio', { name: 'Table' }).click();
        await expect(page.getByRole('main').getByRole('table')).toBeVisible();
      },
    },
  ],
  '/calves': [tab('Weaned'), tab('Ready to Wean')],
  '/semen-tanks': [
    {
      name: 'Detailed',
      needsRecords: true,
      open: async (page) => {
        await page.getByRole('radiogroup', { name: 'View' }).getByRole('radio', { name: 'Detailed' }).click();
        // Each cane opens on its straws.
        await expect(page.getByRole('main').getByRole('button', { name: /^Cane \d+ .*\d+ straws?$/ }).first()).toHaveAttribute('aria-expanded', 'true');
      },
    },
  ],
  '/genetics': [tab('Embryos')],
  '/settings': [
    {
      // Account's Change Password sent empty: each field's message under it.
      name: 'Change Password, its errors shown',
      open: async (page) => {
        const form = page.getByRole('form', { name: 'Change Password' });
        await form.getByRole('button', { name: 'Change Password' }).click();
        await expect(form.locator('[aria-invalid="true"]').first()).toBeVisible();
      },
    },
    tab('Members'),
    tab('General'),
    tab('Notifications'),
    tab('Appearance'),
    tab('Data'),
  ],
  '/breeding-management': [tab('Heat Cycle'), tab('Breeding'), tab('Pregnant'), tab('Recheck Due'), tab('Open Cows'), tab('Activities')],
  '/tutorial': [tab('Quick Overview')],
  '/weigh': [
    {
      name: 'the animals a search finds',
      needsRecords: true,
      open: async (page) => {
        await page.getByRole('searchbox', { name: 'Find animals to weigh' }).fill('Angus');
        await expect(page.getByRole('list', { name: 'Animals found' })).toBeVisible();
      },
    },
    {
      name: 'the chute, a pasture chosen',
      needsRecords: true,
      open: async (page) => {
        await page.getByRole('region', { name: 'A pasture' }).getByRole('button').first().click();
        await expect(page.getByRole('textbox', { name: 'Weight (lbs)' })).toBeFocused();
      },
    },
  ],
  '/search-demo': [
    {
      name: 'the results of "Besie", one picked',
      needsRecords: true,
      open: async (page) => {
        await page.getByRole('group', { name: 'Demo queries' }).getByRole('button', { name: 'Besie' }).click();
        const first = page.getByRole('tabpanel').getByRole('listitem').first();
        await first.getByRole('button').first().click();
        await expect(page.getByRole('complementary', { name: 'Selected animal' }).getByRole('heading', { level: 2 })).toBeVisible();
      },
    },
    { ...tab('Exact'), needsRecords: true },
    { ...tab('Suggestions'), needsRecords: true },
  ],
};

/** The screen's own heading, which says its page has drawn. */
export const headingOf = (screen: { path: string; title: string }) => (screen.path === '/' ? 'Farm Hand Dashboard' : screen.title);

/** Drawn: the page has content and no loading placeholder is left. */
async function settled(page: Page): Promise<void> {
  await expect(page.getByRole('main')).not.toBeEmpty();
  await expect(page.locator('.bp6-skeleton')).toHaveCount(0);
}

/**
 * Every screen of the registry and every further view of it, in the registry's order; on a farm
 * without `records`, the views that need none.
 */
export function screenViews({ records }: { records: boolean }): ScreenView[] {
  return SCREENS.flatMap((screen) => [
    { name: screen.path, slug: screen.id, open: (page: Page) => visit(page, screen.path, headingOf(screen)) },
    ...(MORE_VIEWS[screen.path] ?? [])
      .filter((step) => records || !step.needsRecords)
      .map((step) => ({ name: `${screen.path} › ${step.name}`, slug: `${screen.id}-${fileNameOf(step.name)}`, open: step.open })),
  ]).map((view) => ({
    name: view.name,
    slug: view.slug,
    open: async (page: Page) => {
      await view.open(page);
      await settled(page);
    },
  }));
}
