import { expect, test } from './fixtures.ts';
import { seriousViolations } from './support/accessibility.ts';

const DOT = 'data:image/gif;base64,R0lGODlhAQABAAAAACw=';
const pageWith = (main: string) =>
  `<html lang="en"><head><title>Check</title></head><body><main><h1>Check</h1>${main}</main></body></html>`;

// The check every journey makes on every screen: it must see a violation when there is one.
test('the accessibility check names an image without words and a button without a name', async ({
  page,
}) => {
  await page.setContent(pageWith(`<img src="${DOT}"><button></button>`));
  const found = await seriousViolations(page);
  expect(found.map((line) => line.split(':')[0])).toEqual(['button-name', 'image-alt']);
  expect(found[1]).toContain('(img)');
  await page.setContent(pageWith(`<img alt="A dot" src="${DOT}"><button>Save</button>`));
  expect(await seriousViolations(page)).toEqual([]);
});
