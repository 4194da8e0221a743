import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom lays nothing out: these read the shell's stylesheets for the rules the look and feel depends on (ADR 0013).
interface Rule {
  media: string | null;
  selector: string;
  body: string;
}

function rules(file: string): Rule[] {
  const css = readFileSync(join(__dirname, '..', file), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');
  const found: Rule[] = [];
  let media: string | null = null;
  let depth = 0;
  let start = 0;
  for (let i = 0; i < css.length; i += 1) {
    if (css[i] === '{') {
      const prelude = css.slice(start, i).trim();
      if (prelude.startsWith('@media')) media = prelude;
      else found.push({ media: depth > 0 ? media : null, selector: prelude, body: css.slice(i + 1, css.indexOf('}', i)) });
      depth += prelude.startsWith('@') ? 1 : 0;
      if (!prelude.startsWith('@')) i = css.indexOf('}', i);
      start = i + 1;
    } else if (css[i] === '}') {
      depth = Math.max(0, depth - 1);
      if (depth === 0) media = null;
      start = i + 1;
    }
  }
  return found;
}

/** Whether a media prelude applies at `width` px (the min-/max-width forms the shell uses). */
function appliesAt(media: string | null, width: number): boolean {
  if (media === null) return true;
  const px = (value: string, unit: string) => parseFloat(value) * (unit === 'rem' || unit === 'em' ? 16 : 1);
  const max = /max-width:\s*([\d.]+)(px|rem|em)/.exec(media);
  const min = /min-width:\s*([\d.]+)(px|rem|em)/.exec(media);
  return (!max || width <= px(max[1]!, max[2]!)) && (!min || width >= px(min[1]!, min[2]!));
}

describe('toasts and the top bar', () => {
  const toastTops = rules('app/global.css').filter(
    (rule) => rule.selector.includes('Toastify__toast-container--top-right') && /(^|;)\s*top\s*:/.test(rule.body),
  );

  /** The last rule that applies at a width wins, as in the stylesheet's order. */
  const winning = (width: number) => toastTops.filter((rule) => appliesAt(rule.media, width)).at(-1);

  it.each([481, 600, 768, 1023, 1024, 1280])('at %i px the top-right toasts start below the top bar', (width) => {
    expect(winning(width)?.body).toMatch(/top:\s*calc\(3\.75rem/);
  });

  it.each([360, 390, 480])('at %i px (a phone) the toasts sit at the bottom, just above the bottom bar', (width) => {
    const rule = winning(width);
    expect(rule?.body).toMatch(/top:\s*auto/);
    expect(rule?.body).toMatch(/bottom:\s*calc\(4\.25rem/);
  });
});

describe('content width', () => {
  it('the docked dashboard holds its content to the --tu-content-width token, with no hard-coded copy of it', () => {
    const layouts = rules('layouts/layouts.css');
    const docked = layouts.find((rule) => rule.selector === '.dash--docked .dash-main');
    expect(docked?.body).toMatch(/max-width:\s*var\(--tu-content-width\)/);
    const tokenValue = /--tu-content-width:\s*([^;]+);/.exec(readFileSync(join(__dirname, '..', '..', '..', 'shared', 'ui', 'src', 'ui.css'), 'utf8'))![1]!.trim();
    for (const file of ['layouts/layouts.css', 'app/global.css']) {
      expect(readFileSync(join(__dirname, '..', file), 'utf8')).not.toContain(tokenValue);
    }
  });
});
