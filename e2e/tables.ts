import type { Page } from 'playwright-core';

/**
 * Tables that do not fit their page. At a laptop width every visible table shows all its columns:
 * no scrolling inside the box that holds it, and each header cell (Amount, Status, Action...) ends
 * inside that box and the viewport. On a phone a table may scroll inside its own box, but only a box
 * keyboard users can reach (focusable), and never wider than the viewport.
 */
export async function tableFitProblems(page: Pick<Page, 'evaluate'>, { wide }: { wide: boolean }): Promise<string[]> {
  return page.evaluate((wideScreen) => {
    const problems: string[] = [];
    const clips = (element: Element) => ['auto', 'scroll', 'hidden', 'clip'].includes(getComputedStyle(element).overflowX);
    for (const table of document.querySelectorAll('table')) {
      if (table.getClientRects().length === 0) continue;
      const name = table.getAttribute('aria-label') ?? table.querySelector('caption')?.textContent ?? 'a table';
      let box: HTMLElement | null = table.parentElement;
      while (box && box !== document.body && !clips(box)) box = box.parentElement;
      const own = box && box !== document.body ? box : null;
      const right = Math.min(window.innerWidth, own ? own.getBoundingClientRect().right : Infinity);
      const hidden = own ? own.scrollWidth - own.clientWidth : 0;
      if (own && own.getBoundingClientRect().right > window.innerWidth + 0.5) {
        problems.push(`${name}: its box ends at ${Math.round(own.getBoundingClientRect().right)} px, past the viewport's ${window.innerWidth}`);
      }
      if (wideScreen) {
        if (hidden > 0) problems.push(`${name}: ${hidden} px of it scroll sideways inside its box`);
        for (const th of table.querySelectorAll('thead th')) {
          const edge = th.getBoundingClientRect().right;
          if (edge > right + 0.5) problems.push(`${name}: column "${th.textContent?.trim()}" ends at ${Math.round(edge)} px, past ${Math.round(right)} px`);
        }
      } else if (own && hidden > 0 && own.tabIndex < 0) {
        problems.push(`${name}: scrolls sideways inside a box keyboard users cannot reach`);
      }
    }
    return problems;
  }, wide);
}
