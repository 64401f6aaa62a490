import type { Page } from '@playwright/test';
import type { TreatmentInput } from '../../../core/schemas/health';

/** Treats animals through the REST API: a treatment for the screens that list them, made without its form. */
export async function treatViaApi(page: Page, token: string, treatment: TreatmentInput): Promise<void> {
  const response = await page.request.post('/api/treatments', { headers: { Authorization: `Bearer ${token}` }, data: treatment });
  if (!response.ok()) throw new Error(`treatment failed: ${response.status()} ${await response.text()}`);
}
