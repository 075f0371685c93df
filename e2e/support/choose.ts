// Picks a choice in a choice menu (Radix Select, src/web/components/ui/choice-menu.tsx) the way a person
// does: open the menu named by its label, then press the choice in its list.
import type { Locator, Page } from '@playwright/test';

export async function choose(scope: Page | Locator, label: string, choice: string): Promise<void> {
  const page = 'keyboard' in scope ? scope : scope.page();
  await scope.getByLabel(label, { exact: true }).click();
  await page.getByRole('option', { name: choice, exact: true }).click();
}
