/**
 * The walk's cut-off check (issue 36 item 5) on a page of its own: grids in the DOM shape MUI X Data Grid draws, with
 * numbers marked `data-identifier` as the grid kit marks them. The check must name each cut or wrapped number and each
 * header ending in '…', and nothing that shows whole.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Browser, Page } from 'playwright-core';
import { launchBrowser } from './harness.ts';
import { cutOffProblems } from './walk-checks.ts';

const STYLE = `
  body { font: 14px sans-serif; margin: 0; }
  .MuiDataGrid-cell, .MuiDataGrid-columnHeader { box-sizing: border-box; padding: 0 10px; overflow: hidden; }
  .MuiDataGrid-columnHeader { height: 56px; display: flex; align-items: center; }
  .MuiDataGrid-columnHeaderTitle { overflow: hidden; text-overflow: ellipsis; white-space: normal; line-height: 1.2; }
  .nowrap { display: block; white-space: nowrap; }
  .ellipsis { display: block; white-space: nowrap; overflow: hidden; text-overflow: ellipsis; }
`;

const cell = (width: number, inner: string) => `<div class="MuiDataGrid-cell" style="width:${width}px">${inner}</div>`;
const header = (width: number, title: string) =>
  `<div class="MuiDataGrid-columnHeader" style="width:${width}px"><div class="MuiDataGrid-columnHeaderTitle">${title}</div></div>`;

const GRID = `<style>${STYLE}</style>
  <div class="MuiDataGrid-root"><div role="grid" aria-label="Applications">
    ${header(200, 'Requested (MWh)')}
    ${header(70, 'Requested (MWh)')}
    ${header(60, 'One two three four five six')}
    ${cell(220, '<span data-identifier class="nowrap">STOA/FCFS/2026/00012</span>')}
    ${cell(220, '<span data-identifier class="nowrap"><a href="#">STOA/DA/2026/00013</a></span>')}
    ${cell(90, '<span data-identifier class="nowrap">STOA/DA/2026/00014</span>')}
    ${cell(90, '<span data-identifier class="ellipsis">STOA/DA/2026/00015</span>')}
    ${cell(150, '<span data-identifier style="display:block">STOA/ DA/2026/00016</span>')}
    ${cell(200, '<span data-identifier style="display:inline-block;white-space:nowrap">RCPT/2026/0001</span>, <span data-identifier style="display:inline-block;white-space:nowrap">RCPT/2026/0002</span>')}
  </div></div>`;

let browser: Browser;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  page = await browser.newPage({ viewport: { width: 1366, height: 768 } });
});
afterAll(async () => {
  await browser?.close();
});

describe("the walk's cut-off check", () => {
  it('names each identifier cut or wrapped and each header cut, and nothing shown whole', async () => {
    await page.setContent(GRID);
    const problems = await cutOffProblems(page);
    expect(problems).toEqual([
      expect.stringMatching(/^identifier 'STOA\/DA\/2026\/00014' is cut off in grid 'Applications': \d+ px in 90 px$/),
      expect.stringMatching(/^identifier 'STOA\/DA\/2026\/00015' is cut off in grid 'Applications'/),
      "identifier 'STOA/ DA/2026/00016' wraps onto 2 lines in grid 'Applications'",
      "header 'Requested (MWh)' is cut off in grid 'Applications'",
      "header 'One two three four five six' is cut off in grid 'Applications'",
    ]);
  });

  it('finds nothing on a page without grids', async () => {
    await page.setContent('<p>No grid here: STOA/DA/2026/00012</p>');
    expect(await cutOffProblems(page)).toEqual([]);
  });
});
