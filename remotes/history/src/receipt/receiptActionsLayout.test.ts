import { readFileSync } from 'node:fs';
import { join } from 'node:path';

// jsdom lays nothing out, so this reads the receipt's stylesheet: the action row must let Share,
// Download and Print keep their icon and label at 360 px (Download lost its icon).
const css = readFileSync(join(__dirname, '..', 'transactions', 'transactions.css'), 'utf8').replace(/\/\*[\s\S]*?\*\//g, '');

function rule(selector: string): Record<string, string> {
  const escaped = selector.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const blocks = [...css.matchAll(new RegExp(`(?:^|\\n)\\s*${escaped}\\s*\\{([^}]*)\\}`, 'g'))].map((match) => match[1]!);
  return Object.fromEntries(
    blocks
      .join(';')
      .split(';')
      .map((declaration) => declaration.split(':').map((part) => part.trim()))
      .filter((pair): pair is [string, string] => pair.length === 2 && pair[0] !== ''),
  );
}

const REM = 16;
/** The receipt card's content width at a 360 px phone: page and card padding, 1rem each side. */
const PHONE_CONTENT = 360 - 4 * REM;
/** The widest button whole: "Download", an 18 px icon, the gap and the padding (measured ~116 px). */
const WIDEST_BUTTON = 116;

describe('receipt actions at 360 px', () => {
  const row = rule('.receipt__actions');
  const button = rule('.receipt__actions .tu-button');

  it('wrap instead of squeezing three columns into the width', () => {
    expect(row.display).toBe('flex');
    expect(row['flex-wrap']).toBe('wrap');
    expect(row['grid-template-columns']).toBeUndefined();
  });

  it('keep every icon and label whole: a button never shrinks below the widest one, nor wraps its label', () => {
    expect(button['white-space']).toBe('nowrap');
    const [grow, shrink, basis] = (button.flex ?? '').split(/\s+/);
    expect(grow).toBe('1');
    expect(shrink).toBe('1');
    const basisPx = parseFloat(basis!) * (basis!.endsWith('rem') ? REM : 1);
    expect(basisPx).toBeGreaterThanOrEqual(WIDEST_BUTTON);
    // At least one fits on a 360 px phone line, with room to spare (so nothing scrolls sideways).
    expect(basisPx).toBeLessThan(PHONE_CONTENT);
  });
});
