import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** The colour tokens of one theme block of ui.css (`:root` or `[data-theme='dark']`). */
function tokens(selector: string): Record<string, string> {
  const css = readFileSync(join(__dirname, 'ui.css'), 'utf8');
  const start = css.indexOf(`${selector} {`);
  const block = css.slice(start, css.indexOf('}', start));
  return Object.fromEntries([...block.matchAll(/--tu-([\w-]+):\s*(#[0-9a-f]{6});/gi)].map((m) => [m[1]!, m[2]!]));
}

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi! + 0.05) / (lo! + 0.05);
}

const light = tokens(':root');
const dark = { ...light, ...tokens("[data-theme='dark']") };

/** [foreground, background, minimum ratio]: the pairs the components draw. */
const PAIRS: Array<[string, string, number]> = [
  ...['bg', 'surface', 'surface-muted'].flatMap((bg): Array<[string, string, number]> => [
    ['text', bg, 4.5],
    ['text-muted', bg, 4.5],
    ['primary', bg, 4.5],
    ['danger', bg, 4.5],
  ]),
  ['primary-text', 'primary', 4.5],
  ['danger-text', 'danger', 4.5],
  ['primary', 'primary-soft', 4.5],
  ['text', 'primary-soft', 4.5],
  ...['success', 'warning', 'danger', 'info'].flatMap((tone): Array<[string, string, number]> => [
    [tone, `${tone}-soft`, 4.5],
    [tone, 'surface', 4.5],
    ['text', `${tone}-soft`, 4.5],
  ]),
  ['border-strong', 'surface', 3],
  ['focus', 'surface', 3],
  ['focus', 'bg', 3],
];

/** The pairs of a palette below their minimum (or with a colour missing). */
function failingPairs(palette: Record<string, string>): string[] {
  return PAIRS.filter(([fg, bg, minimum]) => !palette[fg] || !palette[bg] || contrast(palette[fg], palette[bg]) < minimum).map(
    ([fg, bg]) => `${fg} on ${bg}`,
  );
}

describe.each([
  ['light', light],
  ['dark', dark],
])('%s theme tokens', (_theme, palette) => {
  it.each(PAIRS)('--tu-%s on --tu-%s has at least %p:1 contrast', (fg, bg, minimum) => {
    expect(palette[fg]).toBeDefined();
    expect(palette[bg]).toBeDefined();
    expect(contrast(palette[fg]!, palette[bg]!)).toBeGreaterThanOrEqual(minimum);
  });
});

test('a low-contrast pick is caught: a pale muted text, a light badge colour, a colour missing', () => {
  expect(failingPairs(light)).toEqual([]);
  expect(failingPairs({ ...light, 'text-muted': '#9aa59f' })).toEqual(['text-muted on bg', 'text-muted on surface', 'text-muted on surface-muted']);
  expect(failingPairs({ ...dark, warning: '#8a4b00' })).toEqual(['warning on warning-soft', 'warning on surface']);
  const { 'info-soft': _gone, ...withoutInfoSoft } = light;
  expect(failingPairs(withoutInfoSoft)).toEqual(['info on info-soft', 'text on info-soft']);
});

test('the dark theme sets every colour of the light one (none inherited by accident)', () => {
  expect(Object.keys(light).length).toBeGreaterThanOrEqual(20);
  expect(Object.keys(tokens("[data-theme='dark']")).sort()).toEqual(Object.keys(light).sort());
});

test('the contrast measure is the WCAG one', () => {
  expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
  expect(contrast('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
});

test('every --tu-* variable the shell and remotes read is a token defined here', () => {
  const root = join(__dirname, '..', '..', '..');
  const defined = new Set([...readFileSync(join(__dirname, 'ui.css'), 'utf8').matchAll(/(--tu-[\w-]+):/g)].map((m) => m[1]));
  const sources = ['shell/src', 'remotes', 'shared/ui/src'].flatMap((dir) => stylesheetsUnder(join(root, dir)));
  const used = sources.flatMap((file) => [...readFileSync(file, 'utf8').matchAll(/var\((--tu-[\w-]+)/g)].map((m) => `${m[1]} in ${file.slice(root.length + 1)}`));
  expect(used.length).toBeGreaterThan(20);
  expect(used.filter((use) => !defined.has(use.split(' ')[0]))).toEqual([]);
});

function stylesheetsUnder(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    if (entry.name === 'node_modules' || entry.name === 'dist') return [];
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return stylesheetsUnder(path);
    return /\.(css|tsx)$/.test(entry.name) ? [path] : [];
  });
}
