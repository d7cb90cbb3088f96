/**
 * Pages as the service worker's copy (or a server that could not answer) sends them: without the
 * answers the server writes in (server/routes/page-html.ts), so every call of the first load goes
 * to the network, where a test's `page.route` can fail or change it.
 */
import type { Page } from '@playwright/test';
import { INLINED_RESPONSES_ELEMENT_ID } from '../../src/shared/inlined-responses';

const BLOCK = new RegExp(
  `<script type="application/json" id="${INLINED_RESPONSES_ELEMENT_ID}">[^<]*</script>`,
);

export async function withoutInlinedAnswers(page: Page): Promise<void> {
  await page.route('**/*', async (route) => {
    if (route.request().resourceType() !== 'document') return route.fallback();
    const response = await route.fetch();
    await route.fulfill({ response, body: (await response.text()).replace(BLOCK, '') });
  });
}
