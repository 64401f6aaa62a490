import { test as base, expect } from '@playwright/test';

// Every browser test also fails on what the browser complains about: an uncaught error, a React
// warning, a CSP refusal. A failed request is left out: several tests provoke 401s and 409s.
export const test = base.extend<{ quietConsole: void }>({
  quietConsole: [
    async ({ page }, use) => {
      const complaints: string[] = [];
      page.on('pageerror', (error) => complaints.push(error.message));
      page.on('console', (message) => {
        const text = message.text();
        if ((message.type() === 'error' || message.type() === 'warning') && !text.startsWith('Failed to load resource')) {
          complaints.push(text);
        }
      });
      await use();
      expect(complaints, 'browser console errors and warnings').toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };
