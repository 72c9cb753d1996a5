// Uploads that try to exhaust the server (issue #12 item 6): prints how long the spreadsheet guard takes to refuse
// the 1 MB xlsx that unpacks to 290 MB (honest directory, and one that lies about its sizes), how long it takes to
// pass a legitimate ATC file of 2,000 rows × 98 cells and how long exceljs then needs to read it, and the event
// loop's longest stall during each (figures, not promises: the tests assert the behaviour, not the time).
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import ExcelJS from 'exceljs';
import { checkSpreadsheet } from '../apps/server/src/platform/spreadsheet-guard.ts';
import { xlsxBomb } from '../apps/server/src/test/zip-bomb.ts';

const LIMITS = { maxUnzippedBytes: 32 * 1024 * 1024, maxRows: 5000, maxCells: 250_000 };

async function measure(label: string, work: () => Promise<unknown>): Promise<void> {
  const delay = monitorEventLoopDelay({ resolution: 1 });
  delay.enable();
  const started = performance.now();
  const outcome = await work().then(
    () => 'passed',
    (err: unknown) => `refused (${err instanceof Error ? err.message : String(err)})`,
  );
  const ms = performance.now() - started;
  delay.disable();
  console.log(
    `${label}: ${outcome} in ${ms.toFixed(0)} ms, longest event-loop stall ${(delay.max / 1e6).toFixed(0)} ms`,
  );
}

async function atcFile(): Promise<Buffer> {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('ATC');
  sheet.addRow(['Corridor', 'Date', ...Array.from({ length: 96 }, (_, i) => `block ${i + 1}`)]);
  for (let r = 0; r < 2000; r += 1) {
    sheet.addRow([`Corridor ${r % 6}`, '2027-01-05', ...Array.from({ length: 96 }, (_, i) => ((r + i) % 500) / 10)]);
  }
  return Buffer.from(await workbook.xlsx.writeBuffer());
}

const bomb = await xlsxBomb(290);
const liar = await xlsxBomb(290, { lie: true });
const atc = await atcFile();
console.log(`files: bomb ${bomb.length} bytes, lying bomb ${liar.length} bytes, ATC 2,000 rows ${atc.length} bytes`);
await measure('guard, 290 MB bomb', () => checkSpreadsheet(bomb, LIMITS));
await measure('guard, 290 MB bomb with lying sizes', () => checkSpreadsheet(liar, LIMITS));
await measure('guard, ATC 2,000 rows', () => checkSpreadsheet(atc, LIMITS));
await measure('exceljs load, ATC 2,000 rows (after the guard)', () =>
  new ExcelJS.Workbook().xlsx.load(atc as unknown as ArrayBuffer),
);
