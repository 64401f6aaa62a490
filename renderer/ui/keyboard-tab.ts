/**
 * Spread onto every Blueprint Tab (`<Tab {...KEYBOARD_TAB} …>`): Blueprint's Tabs move between tabs
 * by arrow keys only among those marked aria-disabled="false", which a Tab writes only when
 * `disabled` is given. Without it a tab list cannot be walked by keyboard.
 */
export const KEYBOARD_TAB = { disabled: false } as const;
