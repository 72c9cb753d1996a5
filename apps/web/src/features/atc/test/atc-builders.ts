/** Test data of the ATC pages, shaped by the shared schemas. Today is 2026-11-21 (tomorrow 2026-11-22) here. */
import {
  ATC_BLOCK_COLUMNS,
  type AtcDates,
  type AtcDay,
  type AtcPreview,
  type AtcPreviewRow,
  type AtcUpload,
} from '@stoa/shared';

export const TODAY = '2026-11-21';
export const TOMORROW = '2026-11-22';
export const FILE_ID = 'a1b2c3d4-0000-4000-8000-0000000000a7';

const cells = (mw: string) => new Array<string>(96).fill(mw);

export function buildPreviewRow(overrides: Partial<AtcPreviewRow> = {}): AtcPreviewRow {
  return {
    line: 2,
    corridorId: 1,
    corridorName: 'Itanagar Zone',
    date: TOMORROW,
    cells: cells('100'),
    errors: [],
    falls: [],
    ...overrides,
  };
}

export function buildAtcPreview(overrides: Partial<AtcPreview> = {}): AtcPreview {
  const bad = cells('10');
  bad[11] = 'abc';
  return {
    fileId: FILE_ID,
    fileName: 'atc-nov.csv',
    kind: 'IntraState',
    rows: [
      buildPreviewRow(),
      buildPreviewRow({
        line: 3,
        corridorId: null,
        corridorName: 'Nowhere',
        cells: bad,
        errors: [
          { column: 'Corridor', message: "'Nowhere' is not an intra-state corridor" },
          { column: ATC_BLOCK_COLUMNS[11]!, message: 'ATC must be a number' },
        ],
      }),
    ],
    validCount: 1,
    errorCount: 1,
    fallCount: 0,
    ...overrides,
  };
}

export function buildAtcUpload(overrides: Partial<AtcUpload> = {}): AtcUpload {
  return {
    id: 1,
    fileId: FILE_ID,
    fileName: 'atc-oct.csv',
    uploadedBy: 'Tage Tana',
    uploadedAt: '2026-11-20T06:00:00Z',
    rowCount: 62,
    fromDate: '2026-11-01',
    toDate: '2026-11-30',
    ...overrides,
  };
}

export function buildAtcDates(overrides: Partial<AtcDates> = {}): AtcDates {
  return {
    corridors: [
      { id: 3, name: 'Dirang Zone', isActive: false, dates: [] },
      { id: 1, name: 'Itanagar Zone', isActive: true, dates: ['2026-11-20', TOMORROW] },
      { id: 2, name: 'Pasighat Zone', isActive: true, dates: [] },
    ],
    ...overrides,
  };
}

/** A declared day: 100 MW ATC everywhere, 30 MW allocated in block 12. */
export function buildAtcDay(overrides: Partial<AtcDay> = {}): AtcDay {
  return {
    corridor: { id: 1, name: 'Itanagar Zone', kind: 'IntraState', isActive: true },
    date: TOMORROW,
    declared: true,
    version: 4,
    updatedBy: 'Tage Tana',
    updatedAt: '2026-11-20T06:00:00Z',
    blocks: ATC_BLOCK_COLUMNS.map((label, i) => {
      const allocated = i === 11 ? 30 : 0;
      return { block: i + 1, label, atc: 100, allocated, remaining: 100 - allocated };
    }),
    ...overrides,
  };
}
