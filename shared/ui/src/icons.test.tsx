import { readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { render } from '@testing-library/react';
import { NavIcon, isNavIcon } from './navIcons';

interface Entry {
  label: string;
  menus: string[];
  icon?: string;
}

// Read as data, not imported: a shared package never imports a remote's code (lint:deps).
const REMOTES = join(__dirname, '..', '..', '..', 'remotes');
const entries: Entry[] = readdirSync(REMOTES).flatMap((name) => {
  try {
    return (JSON.parse(readFileSync(join(REMOTES, name, 'remote.json'), 'utf8')) as { nav?: Entry[] }).nav ?? [];
  } catch {
    return [];
  }
}).filter((entry) => entry.menus.some((menu) => menu !== 'admin')); // the back office's menu is text only

describe('nav icons: one icon set, an icon of its own per entry', () => {
  it('every customer nav entry of every remote names an icon of the set', () => {
    expect(entries.length).toBeGreaterThan(5);
    const unknown = entries.filter((entry) => !isNavIcon(entry.icon)).map((entry) => `${entry.label}: ${entry.icon ?? '(none)'}`);
    expect(unknown).toEqual([]);
  });

  it('All Bills and Add Funds have icons of their own, not the grid fallback', () => {
    const iconOf = (label: string) => entries.find((entry) => entry.label === label)?.icon;
    expect(iconOf('All Bills')).toBe('layers');
    expect(iconOf('Add Funds')).toBe('plus-circle');
    const side = entries.filter((entry) => entry.menus.includes('side')).map((entry) => entry.icon);
    expect(new Set(side).size).toBe(side.length);
  });

  it('draws them from lucide, decorative', () => {
    const { container } = render(
      <>
        <NavIcon name="layers" />
        <NavIcon name="plus-circle" />
      </>,
    );
    const [layers, plus] = [...container.querySelectorAll('svg')];
    expect(layers).toHaveClass('lucide-layers');
    expect(plus).toHaveClass('lucide-circle-plus');
    expect(plus).toHaveAttribute('aria-hidden', 'true');
  });
});
