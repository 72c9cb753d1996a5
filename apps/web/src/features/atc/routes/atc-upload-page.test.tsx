import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { ATC_BLOCK_COLUMNS } from '@stoa/shared';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { downloadBothFormats, fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import { FILE_ID, TODAY, buildAtcPreview, buildAtcUpload, buildPreviewRow } from '../test/atc-builders.ts';
import { AtcRoutes } from './atc-routes.tsx';
import { changeDate } from '../../../test/date-field.ts';

const UPLOADS = 'GET /api/Atc/Uploads/IntraState';
const preview = buildAtcPreview();
const uploaded = { id: FILE_ID, fileName: preview.fileName, kind: 'Csv', sizeBytes: 800 };

function renderPage(handlers: Record<string, StubHandler | StubHandler[]> = {}, path = '/intra-state-stoa/upload') {
  const fetchMock = stubFetch({ [UPLOADS]: () => success({ uploadList: [], dataCount: 0 }), ...handlers });
  const view = renderRoutes([{ path: '/intra-state-stoa/*', element: <AtcRoutes kind="IntraState" /> }], path);
  return { fetchMock, router: view.router, user: userEvent.setup({ applyAccept: false }) };
}

const urls = (fetchMock: ReturnType<typeof stubFetch>) => fetchMock.mock.calls.map(([url]) => String(url));

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
  completeLogin(buildSignedInUser({ role: 'SLDCBusinessUser', entityType: null }));
});

describe('STOA Upload', { timeout: 20_000 }, () => {
  it('opens at the root, and lists the upload history with file, person, time, rows and period', async () => {
    const { fetchMock, router } = renderPage(
      { [UPLOADS]: () => success({ uploadList: [buildAtcUpload()], dataCount: 1 }) },
      '/intra-state-stoa',
    );
    expect(await screen.findByRole('heading', { name: 'STOA Upload' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/intra-state-stoa/upload');
    expect(screen.getByText('Intra-State ATC per corridor, date and 15-minute block')).toBeInTheDocument();
    const row = (await screen.findByRole('button', { name: 'Download atc-oct.csv' })).closest<HTMLElement>(
      '[role="row"]',
    )!;
    expect(within(row).getByText('Tage Tana')).toBeInTheDocument();
    expect(within(row).getByText('62')).toBeInTheDocument();
    expect(within(row).getByText('Nov 01, 2026 – Nov 30, 2026')).toBeInTheDocument();
    expect(urls(fetchMock)).toContain('/api/Atc/Uploads/IntraState?pageNumber=1&pageSize=10');
  });

  it('previews an uploaded file with the bad cells highlighted, then imports the valid rows', async () => {
    const xhr = stubXhr(() => xhrSuccess(uploaded));
    const { fetchMock, user } = renderPage({
      'POST /api/Atc/Preview/IntraState': () => success(preview),
      'POST /api/Atc/Import/IntraState': () => success({ imported: 1, unchanged: 0, skipped: 1 }),
      [UPLOADS]: [
        () => success({ uploadList: [], dataCount: 0 }),
        () => success({ uploadList: [buildAtcUpload({ fileName: 'atc-nov.csv', rowCount: 1 })], dataCount: 1 }),
      ],
    });
    await screen.findByRole('heading', { name: 'STOA Upload' });
    await user.upload(
      screen.getByLabelText('Upload'),
      new File(['Corridor,Date'], 'atc-nov.csv', { type: 'text/csv' }),
    );
    expect(xhr[0]!.url).toBe('/api/File/Upload?formName=AtcUpload');

    const table = await screen.findByRole('table', { name: 'ATC file preview' });
    expect(screen.getByText(/1 row will be imported, 1 row has errors and will be skipped/)).toBeInTheDocument();
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((h) => h.textContent),
    ).toHaveLength(100);
    const badRow = within(table).getByText('Nowhere').closest('tr')!;
    const corridorCell = within(badRow).getByText('Nowhere');
    expect(corridorCell).toHaveAttribute('title', "'Nowhere' is not an intra-state corridor");
    expect(corridorCell).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    const badCell = within(badRow).getByText('abc');
    expect(badCell).toHaveAttribute('title', 'ATC must be a number');
    expect(within(badRow).getByText('02:45-03:00: ATC must be a number')).toBeInTheDocument();
    const goodRow = within(table).getByText('Itanagar Zone').closest('tr')!;
    expect(within(goodRow).getAllByText('100')[0]).not.toHaveAttribute('title');
    const previewCall = urls(fetchMock).findIndex((url) => url.endsWith('/Atc/Preview/IntraState'));
    expect(requestOf(fetchMock, previewCall).body).toEqual({ fileId: FILE_ID });

    expect(screen.queryByRole('table', { name: 'ATC that would fall' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Import valid rows' }));
    expect(await screen.findByText('1 corridor-day imported; 1 row skipped.')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const importCall = urls(fetchMock).findIndex((url) => url.endsWith('/Atc/Import/IntraState'));
    expect(requestOf(fetchMock, importCall).body).toEqual({ fileId: FILE_ID });
    expect(screen.queryByRole('table', { name: 'ATC file preview' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: 'Download atc-nov.csv' })).toBeInTheDocument();
  });

  it('keeps Import valid rows disabled when no row is valid, and shows a refused file', async () => {
    stubXhr(() => xhrSuccess(uploaded));
    const { user } = renderPage({
      'POST /api/Atc/Preview/IntraState': [
        () => success(buildAtcPreview({ rows: [preview.rows[1]!], validCount: 0, errorCount: 1 })),
        () =>
          new Response(
            JSON.stringify({
              isSuccessful: false,
              data: null,
              errors: [{ fieldName: 'fileId', errorMessages: ['The columns do not match the template'] }],
            }),
            { status: 400, headers: { 'content-type': 'application/json' } },
          ),
      ],
    });
    await screen.findByRole('heading', { name: 'STOA Upload' });
    await user.upload(screen.getByLabelText('Upload'), new File(['x'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('button', { name: 'Import valid rows' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: /remove/i }));
    await user.upload(screen.getByLabelText('Upload'), new File(['x'], 'worse.csv', { type: 'text/csv' }));
    expect(await screen.findByText('The columns do not match the template')).toBeInTheDocument();
  });

  it('lists the falls, and imports only after a confirmation that lists them again, with confirmFalls', async () => {
    stubXhr(() => xhrSuccess(uploaded));
    const falls = Array.from({ length: 12 }, (_, i) => ({
      block: i + 1,
      label: ATC_BLOCK_COLUMNS[i]!,
      oldAtc: 50,
      newAtc: 0,
      fall: 50,
    }));
    falls[11] = { ...falls[11]!, oldAtc: 40.5, newAtc: 0.25, fall: 40.25 };
    const lowering = buildAtcPreview({
      rows: [buildPreviewRow({ falls })],
      validCount: 1,
      errorCount: 0,
      fallCount: 12,
    });
    const { fetchMock, user } = renderPage({
      'POST /api/Atc/Preview/IntraState': () => success(lowering),
      'POST /api/Atc/Import/IntraState': () => success({ imported: 1, unchanged: 2, skipped: 0 }),
    });
    await screen.findByRole('heading', { name: 'STOA Upload' });
    await user.upload(screen.getByLabelText('Upload'), new File(['x'], 'atc-nov.csv', { type: 'text/csv' }));
    expect(
      await screen.findByText('This file lowers the ATC of 12 corridor-blocks: the import asks you to confirm them.'),
    ).toBeInTheDocument();
    const listed = screen.getByRole('table', { name: 'ATC that would fall' });
    expect(within(listed).getAllByRole('row')).toHaveLength(11); // header + the first page of 10

    await user.click(screen.getByRole('button', { name: 'Import valid rows' }));
    const asked = await screen.findByRole('dialog', { name: 'Lower ATC?' });
    expect(asked).toHaveTextContent('Import the valid rows of atc-nov.csv? The ATC of 12 corridor-blocks falls');
    await user.click(within(asked).getByRole('button', { name: 'Go to next page' }));
    const last = within(within(asked).getByRole('table', { name: 'ATC falls' })).getAllByRole('row')[2]!;
    expect(
      within(last)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    ).toEqual(['Itanagar Zone', 'Nov 22, 2026', '02:45-03:00', '40.50', '0.25', '40.25']);
    expect(urls(fetchMock).some((url) => url.endsWith('/Atc/Import/IntraState'))).toBe(false);
    await user.click(within(asked).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(urls(fetchMock).some((url) => url.endsWith('/Atc/Import/IntraState'))).toBe(false);

    await user.click(screen.getByRole('button', { name: 'Import valid rows' }));
    await user.click(
      within(await screen.findByRole('dialog', { name: 'Lower ATC?' })).getByRole('button', {
        name: 'Import and lower ATC',
      }),
    );
    expect(await screen.findByText('1 corridor-day imported; 2 rows unchanged; 0 rows skipped.')).toBeInTheDocument();
    const importCall = urls(fetchMock).findIndex((url) => url.endsWith('/Atc/Import/IntraState'));
    expect(requestOf(fetchMock, importCall).body).toEqual({ fileId: FILE_ID, confirmFalls: true });
  });

  it('downloads the template of the page’s kind for the dates picked, and checks the period first', async () => {
    const saved = stubFileSaving();
    const { fetchMock, user } = renderPage({
      'GET /api/Atc/Template/IntraState': () =>
        new Response('Corridor,Date\r\n', {
          headers: {
            'content-type': 'text/csv',
            'content-disposition': 'attachment; filename="atc-IntraState-2026-11-22.csv"',
          },
        }),
    });
    await user.click(await screen.findByRole('button', { name: 'Download template' }));
    await waitFor(() => expect(saved).toEqual(['atc-IntraState-2026-11-22.csv']));
    expect(urls(fetchMock)).toContain('/api/Atc/Template/IntraState?from=2026-11-22&to=2026-11-22');

    changeDate('To Date', '2026-12-23');
    expect(screen.getByText('At most 31 days at a time')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Download template' })).toBeDisabled();
    changeDate('To Date', '2026-11-21');
    expect(screen.getByText('To Date must not be before From Date')).toBeInTheDocument();
    changeDate('From Date', '');
    expect(screen.getByText('From Date is not a valid date')).toBeInTheDocument();
    changeDate('From Date', '2026-11-22');
    changeDate('To Date', '2026-11-30');
    await user.click(screen.getByRole('button', { name: 'Download template' }));
    await waitFor(() =>
      expect(urls(fetchMock)).toContain('/api/Atc/Template/IntraState?from=2026-11-22&to=2026-11-30'),
    );
    vi.restoreAllMocks();
  });

  it('downloads the whole upload history of the kind as Excel or CSV', async () => {
    const { fetchMock, user } = renderPage({
      [UPLOADS]: () => success({ uploadList: [buildAtcUpload()], dataCount: 30 }),
      [`${UPLOADS}/Export`]: [fileNamed('ATC-Uploads-IntraState.xlsx'), fileNamed('ATC-Uploads-IntraState.csv')],
    });
    await screen.findByRole('button', { name: 'Download atc-oct.csv' });
    const { saved, exports } = await downloadBothFormats(user, fetchMock);
    expect(saved).toEqual(['ATC-Uploads-IntraState.xlsx', 'ATC-Uploads-IntraState.csv']);
    expect(exports).toEqual([
      '/api/Atc/Uploads/IntraState/Export?format=xlsx',
      '/api/Atc/Uploads/IntraState/Export?format=csv',
    ]);
  });
});
