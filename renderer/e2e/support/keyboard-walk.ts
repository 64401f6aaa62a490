import { expect, type Locator, type Page } from '@playwright/test';

/** What a walk by Tab found wrong: each entry names the control and what was wrong with it. */
export interface TabWalk {
  /** Controls on show when the walk began that Tab never reached. */
  unreached: string[];
  /** Controls that took the focus without showing it (no outline or ring appeared). */
  unseen: string[];
  /** Controls that took the focus under something else (a sticky bar), so it could not be seen. */
  covered: string[];
  /** Places where the focus went back up the page instead of on down it. */
  backwards: string[];
}

interface WalkState {
  describe(el: Element): string;
  /** Ends the walk: judges the controls that were under the page's own content when focused. */
  stop(): void;
  overlapped: Element[];
  first: Element | null;
  last: Element | null;
  cycled: boolean;
  reached: Set<Element>;
  candidates: Element[];
  baseline: Map<Element, string>;
  unseen: string[];
  covered: string[];
  backwards: string[];
}

declare global {
  interface Window {
    tabWalk?: WalkState;
  }
}

/**
 * Sets up the walk inside the page: which controls are on show, how each looks unfocused, and a
 * listener that judges every control the focus lands on. One function, sent whole to the page.
 */
function startWalk(scope: Element): void {
  // Everything a person can operate: the native controls, and the ARIA widgets built of others.
  const CONTROLS = [
    'a[href]',
    'button',
    'input:not([type="hidden"])',
    'select',
    'textarea',
    'summary',
    '[tabindex]',
    '[contenteditable="true"]',
    ...['button', 'link', 'tab', 'switch', 'checkbox', 'radio', 'menuitem', 'combobox', 'slider', 'spinbutton', 'option'].map((role) => `[role="${role}"]`),
  ].join(',');
  // Widgets whose parts are reached with the arrow keys once one of them has the focus.
  const ARROW_GROUP = '[role="tablist"], [role="radiogroup"], [role="listbox"], [role="menu"], [role="grid"], [role="tree"]';

  const describe = (el: Element) => {
    const name = el.getAttribute('aria-label') ?? (el as HTMLElement).innerText?.trim().split('\n')[0] ?? '';
    const role = el.getAttribute('role') ?? el.tagName.toLowerCase();
    const label = name || el.getAttribute('placeholder') || el.id || (el.getAttribute('class') ?? '').split(' ')[0] || '';
    return `${role} "${label.slice(0, 40)}"`;
  };
  // A control drawn by another element (Blueprint's switches and checkboxes hide the real input
  // and draw an indicator beside it) shows its focus there.
  const shownBy = (el: Element): Element[] => [el, el.nextElementSibling, el.parentElement].filter((e): e is Element => e !== null);
  const ring = (el: Element) =>
    shownBy(el)
      .map((e) => {
        const style = getComputedStyle(e);
        const outline = style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0 ? `${style.outlineStyle} ${style.outlineWidth} ${style.outlineColor}` : '';
        return `${outline}|${style.boxShadow}`;
      })
      .join(';');
  const hasOutline = (el: Element) =>
    shownBy(el).some((e) => {
      const style = getComputedStyle(e);
      return style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0;
    });
  const visible = (el: Element) => el.checkVisibility({ opacityProperty: false, visibilityProperty: true }) && el.getClientRects().length > 0;
  const operable = (el: Element) =>
    visible(el) && !el.closest('[inert], [aria-hidden="true"]') && !(el as HTMLButtonElement).disabled && el.getAttribute('aria-disabled') !== 'true';
  // Only one radio of a native group, and one part of an arrow-key group, is a Tab stop.
  const groupOf = (el: Element): Element | string | null =>
    el instanceof HTMLInputElement && el.type === 'radio' && el.name ? `radio:${el.name}` : el.closest(ARROW_GROUP);
  // A control the arrow keys move to (an option of a listbox pointed at by aria-activedescendant)
  // is never focused itself.
  const arrowOnly = (el: Element) => el.getAttribute('role') === 'option' && !el.hasAttribute('tabindex');

  // Each control's look is taken unfocused: a control the page focused by itself (the chute's weight
  // box) would otherwise count its focus ring as its plain look, and later seem to show no focus.
  if (document.activeElement instanceof HTMLElement) document.activeElement.blur();
  const candidates = [...scope.querySelectorAll(CONTROLS)].filter((el) => operable(el) && !arrowOnly(el));
  // The walk starts on the first Tab stop of the scope and ends when Tab brings the focus back to it.
  const start = candidates.find((el) => el instanceof HTMLElement && el.tabIndex >= 0) as HTMLElement | undefined;
  const state: WalkState = {
    describe,
    stop: () => {
      document.removeEventListener('focusin', onFocus, true);
      // A row the virtual list has since dropped was drawn again in its place: nothing to judge.
      for (const el of state.overlapped.filter((each) => each.isConnected)) {
        el.scrollIntoView({ block: 'center', inline: 'nearest' });
        const over = covering(el);
        if (over !== null) state.covered.push(coveredText(el, over));
      }
    },
    overlapped: [],
    first: start ?? null,
    last: start ?? null,
    cycled: false,
    reached: new Set(),
    candidates,
    baseline: new Map(candidates.map((el) => [el, ring(el)])),
    unseen: [],
    covered: [],
    backwards: [],
  };
  window.tabWalk = state;
  start?.focus();

  // What covers a point of the control, if anything: null where the control itself is on top.
  const coverAt = (drawn: Element, x: number, y: number): Element | 'edge' | null => {
    const hit = document.elementFromPoint(x, y);
    if (hit === null) return 'edge';
    return drawn.contains(hit) || hit.contains(drawn) ? null : hit;
  };
  const pinned = (el: Element) => {
    for (let e: Element | null = el; e !== null; e = e.parentElement) if (['fixed', 'sticky'].includes(getComputedStyle(e).position)) return true;
    return false;
  };
  // The control is in sight when some of what draws it is on top, at its middle or a quarter of the
  // way in from a side (a tall text box shows the line being typed on, not all of it). Answers what
  // covers it, or null.
  const covering = (el: Element): Element | 'edge' | null => {
    const drawn = getComputedStyle(el).opacity === '0' ? (el.nextElementSibling ?? el.parentElement ?? el) : el;
    const box = drawn.getBoundingClientRect();
    const points = [[0.5, 0.5], [0.25, 0.25], [0.75, 0.25], [0.25, 0.75], [0.75, 0.75]] as const;
    const covers = points.map(([x, y]) => coverAt(drawn, box.left + box.width * x, box.top + box.height * y));
    return covers.includes(null) ? null : (covers[0] ?? null);
  };
  const coveredText = (el: Element, over: Element | 'edge') => `${describe(el)} under ${over === 'edge' ? 'the edge of the screen' : describe(over)}`;

  // Off the screen, or under a bar that stays put (the sticky header, the phone's bottom bar), the
  // control is out of sight at once. Under the page's own content it may be for a moment only (a
  // virtual list places a row it has just drawn, then measures it): that is judged once the page
  // has settled, in walkFindings.
  function checkInSight(el: Element) {
    const over = covering(el);
    if (over === null) return;
    if (over === 'edge' || pinned(over)) state.covered.push(coveredText(el, over));
    else state.overlapped.push(el);
  }

  function onFocus(event: FocusEvent) {
    const el = event.target;
    if (!(el instanceof Element) || !scope.contains(el) || state.cycled) return;
    state.reached.add(el);
    const group = groupOf(el);
    if (group !== null) for (const other of candidates) if (groupOf(other) === group) state.reached.add(other);

    // The focus is seen: an outline, or a ring that the unfocused control did not have.
    const before = state.baseline.get(el);
    const ringed = before === undefined ? shownBy(el).some((e) => getComputedStyle(e).boxShadow !== 'none') : ring(el) !== before;
    if (!hasOutline(el) && !ringed) state.unseen.push(describe(el));
    // ...and not under a sticky bar (the browser has scrolled it into view before telling of it).
    checkInSight(el);

    if (el === state.first) {
      state.cycled = true;
      return;
    }
    // Tab moves on down the page: each stop comes after the last one in the document, but for the
    // one step from the bottom back to the top.
    const wrapped = Boolean(state.first && el.compareDocumentPosition(state.first) & Node.DOCUMENT_POSITION_FOLLOWING);
    if (state.last !== null && state.last.isConnected && !wrapped && !(state.last.compareDocumentPosition(el) & Node.DOCUMENT_POSITION_FOLLOWING)) {
      state.backwards.push(`${describe(state.last)} → ${describe(el)}`);
    }
    state.last = el;
  }
  document.addEventListener('focusin', onFocus, true);
}

function walkFindings(): TabWalk & { cycled: boolean } {
  const state = window.tabWalk!;
  state.stop();
  // A control that left the page on the way (a virtual list draws only the rows near the screen)
  // was passed by before it left.
  const unreached = state.candidates.filter((el) => el.isConnected && !state.reached.has(el)).map(state.describe);
  return { unreached, unseen: state.unseen, covered: state.covered, backwards: state.backwards, cycled: state.cycled };
}

/**
 * Presses Tab, from the first control of `scope` (the page's body, or an open dialog), until the
 * focus comes back to it, and answers what it found: every control on show must take the focus, in
 * the order of the page, each showing it where it can be seen.
 */
export async function walkByTab(page: Page, scope: Locator, { limit = 1500 }: { limit?: number } = {}): Promise<TabWalk> {
  await scope.evaluate(startWalk);
  let cycled = false;
  for (let pressed = 0; !cycled && pressed < limit; pressed += 10) {
    for (let i = 0; i < 10; i += 1) await page.keyboard.press('Tab');
    cycled = await page.evaluate(() => window.tabWalk!.cycled);
  }
  const { cycled: cameBack, ...walk } = await page.evaluate(walkFindings);
  expect(cameBack, `Tab came back to the first control within ${limit} presses`).toBe(true);
  return walk;
}

/** Expects a walk to have found nothing wrong, naming `where` it went with each finding. */
export function expectWalkClean(walk: TabWalk, where: string): void {
  expect.soft(walk.unreached, `${where}: controls Tab never reached`).toEqual([]);
  expect.soft(walk.unseen, `${where}: controls focused without showing it`).toEqual([]);
  expect.soft(walk.covered, `${where}: controls focused out of sight`).toEqual([]);
  expect.soft(walk.backwards, `${where}: Tab going back up the page`).toEqual([]);
}
