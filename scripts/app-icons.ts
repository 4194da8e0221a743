// `npm run icons`: the installable app's PNG icons (shell/public/icons) drawn from the brand mark
// (shell/src/favicon.svg) by Debian's chromium. Re-run after changing the mark; commit the PNGs.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { launchChromium } from '../e2e/browser';

const ROOT = join(__dirname, '..');
const MARK = readFileSync(join(ROOT, 'shell/src/favicon.svg'), 'utf8');
const OUT = join(ROOT, 'shell/public/icons');

/** `inset`: the share of the square the mark fills (maskable icons keep it inside the safe zone). */
const ICONS = [
  { file: 'icon-192.png', size: 192, inset: 1, background: 'transparent' },
  { file: 'icon-512.png', size: 512, inset: 1, background: 'transparent' },
  { file: 'maskable-512.png', size: 512, inset: 0.7, background: '#0a6e45' },
  { file: 'apple-touch-icon.png', size: 180, inset: 0.86, background: '#0a6e45' },
];

async function main() {
  const context = await launchChromium();
  try {
    const page = await context.newPage();
    for (const icon of ICONS) {
      await page.setViewportSize({ width: icon.size, height: icon.size });
      const mark = Math.round(icon.size * icon.inset);
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;width:${icon.size}px;height:${icon.size}px;background:${icon.background}">
           <div style="width:${mark}px;height:${mark}px">${MARK.replace('<svg ', `<svg width="${mark}" height="${mark}" `)}</div>
         </body>`,
      );
      await page.screenshot({ path: join(OUT, icon.file), omitBackground: icon.background === 'transparent' });
      console.log(`${icon.file} ${icon.size}x${icon.size}`);
    }
  } finally {
    await context.close();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
