import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { documentTitle } from '../pages/site/useDocumentTitle';

// The page title before any script runs (and what a link preview shows) is the home title.
test("index.html's <title> is the product's home title", () => {
  const html = readFileSync(join(__dirname, '../../index.html'), 'utf8');
  expect(html.match(/<title>([^<]*)<\/title>/)?.[1]).toBe(documentTitle());
});
