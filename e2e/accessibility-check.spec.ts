import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/accessibility.ts';

// The check every journey makes on every screen: it must see a violation when there is one.
test('the accessibility check names an image without words and a button without a name', async ({
  page,
}) => {
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<img src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button></button></main></body></html>',
  );
  const found = await seriousViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(['button-name', 'image-alt']);
  expect(found[1]).toContain('(img)');
  await page.setContent(
    '<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>' +
      '<img alt="A dot" src="data:image/gif;base64,R0lGODlhAQABAAAAACw="><button>Save</button></main></body></html>',
  );
  expect(await seriousViolations(page)).toEqual([]);
});
