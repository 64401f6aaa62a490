import { createCattleSearch, displayName, SEARCH_LIMITS } from '../../core/domain';
import { DEMO, openAs } from './support/accounts';
import { cardName } from '../ui/animal-display';
import { herdOf, openDemoHerd } from './support/cattle-page';
import { expect, test } from './support/test';

// The one fuzzy cattle search (docs/herd-book.md) on the demo ranch, which these tests only read:
// the search demo's three readings of a query, and the cattle list's match order.

test.describe('fuzzy cattle search', () => {
  test('the search demo finds Bessie from a misspelt "Besie", with exact results, suggestions and her details', async ({ page }) => {
    const token = await openAs(page, DEMO, '/search-demo');
    const search = createCattleSearch(await herdOf(page, token));
    await expect(page.getByRole('heading', { name: 'Search Demo', level: 1 })).toBeVisible();

    await page.getByRole('group', { name: 'Demo queries' }).getByRole('button', { name: 'Besie' }).click();
    const fuzzy = search.search('Besie', SEARCH_LIMITS.demo);
    const results = page.getByRole('tabpanel').getByRole('listitem');
    await expect(results).toHaveCount(fuzzy.length);
    await expect(results.first()).toContainText('Bessie');
    await expect(results.first()).toContainText(`${fuzzy[0]?.matchPercent}% match`);
    await expect(page.getByRole('tab', { name: /Fuzzy/ })).toContainText(String(fuzzy.length));
    await expect(page.getByRole('tab', { name: /Exact/ })).toContainText(String(search.exact('Besie').length));

    await page.getByRole('tab', { name: /Suggestions/ }).click();
    const suggestions = search.suggestions('Besie', SEARCH_LIMITS.suggestions);
    await expect(page.getByRole('tabpanel').getByRole('button')).toHaveText(suggestions);

    await page.getByRole('tab', { name: /Fuzzy/ }).click();
    await results.first().getByRole('button').click();
    const bessie = fuzzy[0]?.item;
    const details = page.getByRole('complementary', { name: 'Selected animal' });
    await expect(details.getByRole('heading', { name: displayName(bessie ?? {}) })).toBeVisible();
    await expect(details).toContainText(bessie?.pasture ?? '');

    await page.getByRole('searchbox', { name: 'Search query' }).fill('zzqxv');
    await expect(page.getByRole('tabpanel')).toHaveText('No cattle found.');
  });

  test('while searching, the cattle list shows matches best first: an exact tag before the tags like it', { tag: '@any-screen' }, async ({ page }) => {
    const { cattle, listed } = await openDemoHerd(page);
    // A short tag that other listed tags contain ("12" in 112, 120…).
    const tagged = listed.find((a) => a.tag?.length === 2 && listed.some((b) => b !== a && b.tag?.includes(a.tag ?? '')));
    expect(tagged, 'a two-digit tag inside longer ones').toBeTruthy();
    const matches = createCattleSearch(listed).filter(tagged?.tag ?? '');
    await cattle.searchFor(tagged?.tag ?? '', matches.length);
    await expect(cattle.cards.first()).toHaveAttribute('aria-label', cardName(tagged ?? {}));
    await expect(cattle.cards.nth(1)).toHaveAttribute('aria-label', cardName(matches[1] ?? {}));
  });
});
