/** Report answers shaped by the shared schemas: a Payment Receipt Summary page with two payments. */
import type { ReportFilterOptions, ReportPage } from '@stoa/shared';

export function buildReceiptPage(overrides: Partial<ReportPage> = {}): ReportPage {
  return {
    rows: [
      {
        receiptNo: 'RCPT/2026/0001',
        party: 'Sunrise Solar Pvt Ltd',
        mode: 'NEFT',
        referenceNo: 'UTR123',
        paymentDate: '2026-03-11',
        gross: 12345678,
        tds: 24690,
        amount: 12320988,
        status: 'Submitted',
      },
      {
        receiptNo: 'RCPT/2026/0002',
        party: 'Hill Hydro Ltd',
        mode: 'DemandDraft',
        referenceNo: null,
        paymentDate: '2026-02-02',
        gross: 50000,
        tds: 0,
        amount: 50000,
        status: 'Approved',
      },
    ],
    dataCount: 12,
    totals: { gross: 99999900, tds: 100000, amount: 99899900 },
    chart: {
      points: [
        { x: '2026-02', values: { gross: 50000 } },
        { x: '2026-03', values: { gross: 12345678 } },
      ],
    },
    ...overrides,
  };
}

export function buildFilterOptions(overrides: Partial<ReportFilterOptions> = {}): ReportFilterOptions {
  return {
    entities: [
      { value: 41, label: 'Sunrise Solar Pvt Ltd' },
      { value: 42, label: 'Hill Hydro Ltd' },
    ],
    corridors: [{ value: 7, label: 'Khupi–Balipara' }],
    ...overrides,
  };
}
