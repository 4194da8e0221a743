// Writes the service icons (airtime, data, power, cable TV, ...) into api/media/services/, where the
// catalogue's service `image` fields point. Drawn like the provider logos (96 px rounded square, a motif,
// a short name) but in our own palette: deep tints that keep white text above 4.5:1.
// `node scripts/generate-service-icons.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const DIR = join(import.meta.dirname, '..', 'api', 'media', 'services');
const FONT = "'Plus Jakarta Sans Variable', 'Segoe UI', Arial, Helvetica, sans-serif";
const WHITE = '#ffffff';

function icon({ label, name, bg, motif }) {
  const fontSize = Math.min(18, Math.floor(150 / Math.max(6, name.length)));
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">` +
    `<rect width="96" height="96" rx="20" fill="${bg}"/>` +
    `<g fill="none" stroke="${WHITE}" stroke-width="5" stroke-linecap="round" stroke-linejoin="round">${motif}</g>` +
    `<text x="48" y="82" font-family="${FONT}" font-size="${fontSize}" font-weight="700" fill="${WHITE}" text-anchor="middle">${name}</text></svg>\n`;
}

const ICONS = {
  airtime: icon({ label: 'Airtime', name: 'Airtime', bg: '#0a6e45', motif: '<rect x="36" y="12" width="24" height="44" rx="5"/><path d="M45 49h6"/>' }),
  data: icon({ label: 'Data', name: 'Data', bg: '#0b628c', motif: '<path d="M33 56v-8M43 56v-16M53 56v-24M63 56v-32"/>' }),
  electricity: icon({ label: 'Power', name: 'Power', bg: '#8a4b00', motif: '<path d="M52 12L36 38h11l-4 20 17-28H49z" fill="#fcd34d" stroke="#fcd34d" stroke-width="2"/>' }),
  cable: icon({ label: 'Cable TV', name: 'Cable TV', bg: '#6d28d9', motif: '<rect x="27" y="16" width="42" height="30" rx="5"/><path d="M40 56h16M42 10l6 6 6-6"/>' }),
  'airtime-cash': icon({ label: 'A2Cash', name: 'A2Cash', bg: '#0f766e', motif: '<path d="M28 26h38l-9-9M68 46H30l9 9"/>' }),
  education: icon({ label: 'Result PIN', name: 'Result PIN', bg: '#3730a3', motif: '<path d="M48 14L20 27l28 13 28-13z" fill="#ffffff"/><path d="M32 34v11c0 4 7 9 16 9s16-5 16-9V34M76 27v16"/>' }),
  funding: icon({ label: 'Wallet funding', name: 'Funding', bg: '#0a6e45', motif: '<path d="M66 20H30a6 6 0 0 0-6 6v22a6 6 0 0 0 6 6h36a6 6 0 0 0 6-6V26a6 6 0 0 0-6-6z"/><path d="M72 30H61a7 7 0 0 0 0 14h11"/><circle cx="61" cy="37" r="1.5" fill="#ffffff"/>' }),
  transfer: icon({ label: 'Wallet transfer', name: 'Transfer', bg: '#0b628c', motif: '<path d="M30 54l34-34M42 20h22v22"/>' }),
  bonus: icon({ label: 'Bonus', name: 'Bonus', bg: '#9f1239', motif: '<rect x="26" y="30" width="44" height="26" rx="3"/><path d="M24 30h48M48 30v26M48 30c-5-12-17-11-14-3 1 2 6 3 14 3M48 30c5-12 17-11 14-3-1 2-6 3-14 3"/>' }),
  shop: icon({ label: 'Shop', name: 'Shop', bg: '#9a3412', motif: '<path d="M28 26h40l-4 30H32z"/><path d="M40 32v-8a8 8 0 0 1 16 0v8"/>' }),
};

mkdirSync(DIR, { recursive: true });
for (const [name, svg] of Object.entries(ICONS)) writeFileSync(join(DIR, `${name}.svg`), svg);
console.log(`services: ${Object.keys(ICONS).join(', ')}`);
