// Writes our own provider logos (networks, cable, discos, exam bodies) into api/media/, where the
// catalogue's `image` fields point. Brand-evocative marks, not copies of anyone's trademark: the
// provider's colours, a motif for what it sells, and its short name. `node scripts/generate-provider-logos.mjs`.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const MEDIA = join(import.meta.dirname, '..', 'api', 'media');
const FONT = "'Plus Jakarta Sans Variable', 'Segoe UI', Arial, Helvetica, sans-serif";

/** A 96 px rounded square: background, a motif, and the name set to fit. */
function logo({ label, name, bg, fg, motif = '', size, y = 62, weight = 800, accent }) {
  const fontSize = size ?? Math.min(30, Math.floor(150 / Math.max(3, name.length)));
  const band = accent ? `<path d="M0 74h96v2a20 20 0 0 1-20 20H20A20 20 0 0 1 0 76z" fill="${accent}"/>` : '';
  return `<svg xmlns="http://www.w3.org/2000/svg" width="96" height="96" viewBox="0 0 96 96" role="img" aria-label="${label}">` +
    `<rect width="96" height="96" rx="20" fill="${bg}"/>${band}${motif}` +
    `<text x="48" y="${y}" font-family="${FONT}" font-size="${fontSize}" font-weight="${weight}" fill="${fg}" text-anchor="middle" letter-spacing="-0.5">${name}</text></svg>\n`;
}

const screen = (color) => `<rect x="30" y="18" width="36" height="24" rx="4" fill="none" stroke="${color}" stroke-width="4"/><path d="M40 46h16" stroke="${color}" stroke-width="4" stroke-linecap="round"/>`;
const bolt = (color) => `<path d="M52 14L36 40h11l-4 20 17-28H49z" fill="${color}"/>`;
const cap = (color) => `<path d="M48 18L20 30l28 12 28-12z" fill="${color}"/><path d="M32 36v10c0 4 7 8 16 8s16-4 16-8V36" fill="none" stroke="${color}" stroke-width="4"/>`;

const LOGOS = {
  networks: {
    mtn: logo({ label: 'MTN', name: 'MTN', bg: '#FFCB05', fg: '#111111', y: 58, size: 26, motif: '<ellipse cx="48" cy="49" rx="36" ry="22" fill="none" stroke="#111111" stroke-width="4"/>' }),
    airtel: logo({ label: 'Airtel', name: 'airtel', bg: '#E40000', fg: '#ffffff', size: 24, y: 70, weight: 700, motif: '<path d="M48 18c12 0 18 8 14 16s-16 10-20 4 4-12 12-10" fill="none" stroke="#ffffff" stroke-width="5" stroke-linecap="round"/>' }),
    glo: logo({ label: 'Glo', name: 'glo', bg: '#50B848', fg: '#ffffff', size: 30, y: 60, motif: '<circle cx="48" cy="50" r="30" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="3"/><path d="M18 50h60M48 20c-12 14-12 46 0 60M48 20c12 14 12 46 0 60" fill="none" stroke="#ffffff" stroke-opacity="0.55" stroke-width="2"/>' }),
    '9mobile': logo({ label: '9mobile', name: 'mobile', bg: '#006B3F', fg: '#ffffff', size: 18, y: 76, weight: 700, motif: `<text x="48" y="54" font-family="${FONT}" font-size="44" font-weight="800" fill="#B5D334" text-anchor="middle">9</text>` }),
  },
  cable: {
    dstv: logo({ label: 'DStv', name: 'DStv', bg: '#0A6FD1', fg: '#ffffff', size: 24, y: 70, motif: screen('#ffffff') }),
    gotv: logo({ label: 'GOtv', name: 'GOtv', bg: '#00A651', fg: '#FFD200', size: 24, y: 70, motif: screen('#FFD200') }),
    startimes: logo({ label: 'Startimes', name: 'StarTimes', bg: '#F39200', fg: '#ffffff', size: 15, y: 70, motif: '<path d="M48 16l6 12 13 2-9 9 2 13-12-6-12 6 2-13-9-9 13-2z" fill="#ffffff"/>' }),
    showmax: logo({ label: 'Showmax', name: 'showmax', bg: '#1A1A2E', fg: '#ffffff', size: 16, y: 70, motif: '<path d="M40 22v26l22-13z" fill="#E4007C"/>' }),
  },
  discos: {
    abuja: logo({ label: 'Abuja Electric (AEDC)', name: 'AEDC', bg: '#0B3D91', fg: '#ffffff', y: 80, size: 20, motif: bolt('#FFC72C') }),
    benin: logo({ label: 'Benin Electric (BEDC)', name: 'BEDC', bg: '#7A1F5C', fg: '#ffffff', y: 80, size: 20, motif: bolt('#F9B233') }),
    eko: logo({ label: 'Eko Electric (EKEDC)', name: 'EKEDC', bg: '#00843D', fg: '#ffffff', y: 80, size: 18, motif: bolt('#FFE100') }),
    enugu: logo({ label: 'Enugu Electric (EEDC)', name: 'EEDC', bg: '#D71920', fg: '#ffffff', y: 80, size: 20, motif: bolt('#ffffff') }),
    ibadan: logo({ label: 'Ibadan Electric (IBEDC)', name: 'IBEDC', bg: '#003DA5', fg: '#ffffff', y: 80, size: 18, motif: bolt('#FF6B00') }),
    ikeja: logo({ label: 'Ikeja Electric (IE)', name: 'IE', bg: '#E30613', fg: '#ffffff', y: 80, size: 22, motif: bolt('#ffffff') }),
    jos: logo({ label: 'Jos Electric (JED)', name: 'JED', bg: '#2E3192', fg: '#ffffff', y: 80, size: 20, motif: bolt('#FDB913') }),
    kaduna: logo({ label: 'Kaduna Electric (KAEDCO)', name: 'KAEDCO', bg: '#006837', fg: '#ffffff', y: 80, size: 15, motif: bolt('#F7EC13') }),
    kano: logo({ label: 'Kano Electric (KEDCO)', name: 'KEDCO', bg: '#1B75BB', fg: '#ffffff', y: 80, size: 18, motif: bolt('#FBB040') }),
    portharcourt: logo({ label: 'Port Harcourt Electric (PHED)', name: 'PHED', bg: '#F15A24', fg: '#ffffff', y: 80, size: 20, motif: bolt('#ffffff') }),
  },
  exams: {
    waec: logo({ label: 'WAEC', name: 'WAEC', bg: '#1E4D2B', fg: '#ffffff', y: 80, size: 20, motif: cap('#F2C94C') }),
    'waec-registration': logo({ label: 'WAEC Registration', name: 'WAEC', bg: '#2D6A4F', fg: '#ffffff', y: 80, size: 20, accent: '#F2C94C', motif: cap('#ffffff') }),
    neco: logo({ label: 'NECO', name: 'NECO', bg: '#0F7B3F', fg: '#ffffff', y: 80, size: 20, motif: cap('#ffffff') }),
    nabteb: logo({ label: 'NABTEB', name: 'NABTEB', bg: '#7B1E1E', fg: '#ffffff', y: 80, size: 16, motif: cap('#F5D76E') }),
    jamb: logo({ label: 'JAMB', name: 'JAMB', bg: '#00529B', fg: '#ffffff', y: 80, size: 20, motif: cap('#7BC043') }),
  },
};

for (const [group, files] of Object.entries(LOGOS)) {
  mkdirSync(join(MEDIA, group), { recursive: true });
  for (const [name, svg] of Object.entries(files)) writeFileSync(join(MEDIA, group, `${name}.svg`), svg);
  console.log(`${group}: ${Object.keys(files).join(', ')}`);
}
