import { expect, type Locator, type Page } from '@playwright/test';

// How a screen's page object opens its dialogs: a button pressed, then the dialog waited for.

/** Presses `opener` and answers `dialog` once it shows. */
export async function opened(opener: Locator, dialog: Locator): Promise<Locator> {
  await opener.click();
  await expect(dialog).toBeVisible();
  return dialog;
}

/** Presses `opener` and answers the form's page object once its dialog shows. */
export async function openedForm<Form extends { dialog: Locator }>(opener: Locator, form: Form): Promise<Form> {
  await opened(opener, form.dialog);
  return form;
}

/** A card's own button by its whole accessible name ("Edit North Pasture", "Delete North Pasture"). */
export const cardButton = (card: Locator, name: string): Locator => card.getByRole('button', { name, exact: true });

/**
 * A screen of record cards: its title, the button that adds one, the cards, the delete question, and
 * a card by its accessible name. Each screen's page object adds its dialogs and its own parts.
 */
export class CardsScreen {
  readonly heading: Locator;
  readonly subtitle: Locator;
  readonly addButton: Locator;
  readonly cards: Locator;
  readonly deleteDialog: Locator;

  /** `add`: the add button's name, in the page header unless `addIn` holds it; `cardClass`: the cards' own class. */
  constructor(
    readonly page: Page,
    { title, add, addIn, cardClass, deleteTitle }: { title: string; add: string; addIn?: Locator; cardClass: string; deleteTitle: string },
  ) {
    this.heading = page.getByRole('heading', { level: 1, name: title });
    this.subtitle = page.locator('.fh-page-subtitle');
    this.addButton = (addIn ?? page.locator('.fh-page-header')).getByRole('button', { name: add });
    this.cards = page.locator(`article.${cardClass}`);
    this.deleteDialog = page.getByRole('alertdialog', { name: deleteTitle });
  }

  card(name: string): Locator {
    return this.page.getByRole('article', { name, exact: true });
  }
}
