// Writes the shop's category and product images (our own SVGs) into api/media/shop/.
// Run after changing the seeded catalogue: `npx tsx scripts/generate-shop-images.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { SHOP_CATEGORIES, SHOP_PRODUCTS } from '../api/src/modules/shop/catalogue-data.ts';

const dir = join(import.meta.dirname, '..', 'api', 'media', 'shop');
mkdirSync(dir, { recursive: true });
const escape = (s) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** A simple outline of the kind of gadget, drawn in white on the category colour. */
const GLYPHS = {
  phones: '<rect x="78" y="40" width="84" height="150" rx="14" fill="none" stroke="#fff" stroke-width="8"/><circle cx="120" cy="172" r="6" fill="#fff"/>',
  'power-banks': '<rect x="66" y="56" width="108" height="130" rx="16" fill="none" stroke="#fff" stroke-width="8"/><path d="M126 80l-26 46h22l-8 40 30-52h-22z" fill="#fff"/>',
  routers: '<rect x="50" y="120" width="140" height="56" rx="12" fill="none" stroke="#fff" stroke-width="8"/><path d="M84 96a52 52 0 0 1 72 0M96 108a32 32 0 0 1 48 0" fill="none" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  audio: '<path d="M64 140v-20a56 56 0 0 1 112 0v20" fill="none" stroke="#fff" stroke-width="8"/><rect x="54" y="134" width="30" height="50" rx="10" fill="#fff"/><rect x="156" y="134" width="30" height="50" rx="10" fill="#fff"/>',
  chargers: '<rect x="80" y="70" width="80" height="90" rx="12" fill="none" stroke="#fff" stroke-width="8"/><path d="M100 70V46M140 70V46M120 160v30" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  watches: '<rect x="82" y="74" width="76" height="92" rx="18" fill="none" stroke="#fff" stroke-width="8"/><path d="M96 74V44h48v30M96 166v30h48v-30M120 104v18l12 8" fill="none" stroke="#fff" stroke-width="8"/>',
  solar: '<circle cx="120" cy="110" r="30" fill="#fff"/><path d="M120 50v18M120 152v18M60 110h18M162 110h18M78 68l12 12M150 140l12 12M78 152l12-12M150 80l12-12" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  accessories: '<rect x="78" y="50" width="84" height="140" rx="14" fill="none" stroke="#fff" stroke-width="8" stroke-dasharray="14 8"/><path d="M96 120h48" stroke="#fff" stroke-width="8" stroke-linecap="round"/>',
  tablets: '<rect x="58" y="52" width="124" height="140" rx="14" fill="none" stroke="#fff" stroke-width="8"/><circle cx="120" cy="176" r="6" fill="#fff"/>',
};

function svg({ colour, glyph, label, title }) {
  return `<svg xmlns="http://www.w3.org/2000/svg" width="240" height="240" viewBox="0 0 240 240" role="img" aria-label="${escape(label)}">
<rect width="240" height="240" rx="28" fill="${colour}"/>${glyph}
<text x="120" y="222" font-family="Arial, Helvetica, sans-serif" font-size="15" font-weight="700" fill="#fff" text-anchor="middle">${escape(title)}</text></svg>
`;
}

for (const c of SHOP_CATEGORIES) {
  writeFileSync(join(dir, `category-${c.slug}.svg`), svg({ colour: c.colour, glyph: GLYPHS[c.slug], label: c.title, title: c.title }));
}
for (const product of SHOP_PRODUCTS) {
  const c = SHOP_CATEGORIES.find((x) => x.slug === product.category);
  const short = product.title.length > 26 ? `${product.title.slice(0, 25)}…` : product.title;
  writeFileSync(join(dir, `${product.slug}.svg`), svg({ colour: c.colour, glyph: GLYPHS[c.slug], label: product.title, title: short }));
}
console.log(`${SHOP_CATEGORIES.length} category and ${SHOP_PRODUCTS.length} product images in ${dir}`);
