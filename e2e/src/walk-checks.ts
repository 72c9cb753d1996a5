/**
 * What the nav walk checks on each page: axe (serious and critical only), sideways scroll, grids that overflow, ISO
 * dates (YYYY-MM-DD) in the visible text (spec §9: dates read 'MMM DD, YYYY'), and grids that cut off an identifier
 * or a header (issue 36 item 5).
 */
import type { Page } from 'playwright-core';

export interface PageProblem {
  where: string;
  problem: string;
}

interface AxeViolation {
  id: string;
  impact: string | null;
  help: string;
  nodes: { target: unknown[] }[];
}

declare const axe: {
  run(context: Document, options: object): Promise<{ violations: AxeViolation[] }>;
};

const AXE_OPTIONS = {
  resultTypes: ['violations'],
  runOnly: { type: 'tag', values: ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'] },
};

/** axe's serious and critical violations on the page as it is now (the a11y spec runs it on records, forms, dialogs). */
export async function axeProblems(page: Page): Promise<string[]> {
  const violations = await page.evaluate(
    (options) => axe.run(document, options).then((r) => r.violations),
    AXE_OPTIONS,
  );
  return violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `axe ${v.impact} ${v.id} (${v.help}): ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

/** The page's own sideways scroll, and (on the desktop) any grid whose columns overflow its width. */
async function layoutProblems(page: Page, isPhone: boolean): Promise<string[]> {
  return page.evaluate((phone) => {
    const found: string[] = [];
    const root = document.documentElement;
    if (root.scrollWidth > root.clientWidth + 1) {
      found.push(`scrolls sideways: ${root.scrollWidth} px of content in ${root.clientWidth} px`);
    }
    if (!phone) {
      for (const grid of document.querySelectorAll<HTMLElement>('.MuiDataGrid-root')) {
        // The columns' total width against the grid's: the last column's resize handle pokes out harmlessly.
        const headers = [...grid.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeader')];
        const columns = Math.round(headers.reduce((sum, h) => sum + h.getBoundingClientRect().width, 0));
        const width = grid.querySelector<HTMLElement>('.MuiDataGrid-virtualScroller')?.clientWidth ?? grid.clientWidth;
        if (columns > width + 2) {
          const label =
            grid.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? grid.getAttribute('aria-label');
          found.push(`grid '${label}' overflows: ${columns} px of columns in ${width} px`);
        }
      }
    }
    return found;
  }, isPhone);
}

/**
 * ISO dates (YYYY-MM-DD) in the page's rendered text, each with the words around it (issue 36: none allowed). The
 * rendered text holds no input values (a date input keeps the wire's form there); an identifier that merely holds
 * digits ('STOA/DA/2026/00012', 'SC-2026-0001') is no date to the pattern.
 */
async function isoDateProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const ISO_DATE = /\b\d{4}-\d{2}-\d{2}\b/g;
    const text = document.body.innerText;
    return [...text.matchAll(ISO_DATE)].map((m) => {
      const around = text.slice(Math.max(0, m.index - 40), m.index + m[0].length + 20).replace(/\s+/g, ' ');
      return `ISO date ${m[0]} in the text: '…${around.trim()}…'`;
    });
  });
}

/**
 * What a grid cuts off (issue 36 item 5): an identifier — each number the grid kit marks `data-identifier`
 * (apps/web components/data-table/identifier-column.tsx) — that does not show whole inside its cell or takes more
 * than one line, and a header title that ends in '…' or is clipped (headers wrap between words instead).
 */
export async function cutOffProblems(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const gridName = (el: Element) => {
      const grid = el.closest('.MuiDataGrid-root');
      return (
        grid?.querySelector('[role="grid"]')?.getAttribute('aria-label') ?? grid?.getAttribute('aria-label') ?? '?'
      );
    };
    /** The line boxes of an element's text: the tops of its text's rects, a new line 4 px or more below the last. */
    const linesOf = (el: Element) => {
      const tops: number[] = [];
      const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const range = document.createRange();
        range.selectNodeContents(node);
        for (const rect of range.getClientRects()) if (rect.width > 0) tops.push(rect.top);
      }
      tops.sort((a, b) => a - b);
      return tops.filter((top, i) => i === 0 || top - tops[i - 1]! >= 4).length;
    };
    for (const el of document.querySelectorAll<HTMLElement>('[data-identifier]')) {
      const text = (el.textContent ?? '').trim();
      const where = `in grid '${gridName(el)}'`;
      const range = document.createRange();
      range.selectNodeContents(el);
      const shown = range.getBoundingClientRect();
      const box = (el.closest('.MuiDataGrid-cell') ?? el).getBoundingClientRect();
      const isCut = el.scrollWidth > el.clientWidth + 1 || shown.right > box.right + 0.5 || shown.left < box.left - 0.5;
      if (isCut)
        found.push(`identifier '${text}' is cut off ${where}: ${Math.ceil(shown.width)} px in ${box.width} px`);
      const lines = linesOf(el);
      if (lines > 1) found.push(`identifier '${text}' wraps onto ${lines} lines ${where}`);
    }
    for (const title of document.querySelectorAll<HTMLElement>('.MuiDataGrid-columnHeaderTitle')) {
      const header = (title.closest('.MuiDataGrid-columnHeader') ?? title).getBoundingClientRect();
      const shown = title.getBoundingClientRect();
      const isCut =
        title.scrollWidth > title.clientWidth + 1 || shown.top < header.top - 0.5 || shown.bottom > header.bottom + 0.5;
      if (isCut) found.push(`header '${title.textContent ?? ''}' is cut off in grid '${gridName(title)}'`);
    }
    return found;
  });
}

export async function walkProblemsOf(page: Page, where: string, isPhone: boolean): Promise<PageProblem[]> {
  const width = isPhone ? '375 px' : '1366 px';
  const problems = [
    ...(await layoutProblems(page, isPhone)),
    ...(await axeProblems(page)),
    ...(await isoDateProblems(page)),
    ...(await cutOffProblems(page)),
  ];
  return problems.map((problem) => ({ where: `${where} at ${width}`, problem }));
}
