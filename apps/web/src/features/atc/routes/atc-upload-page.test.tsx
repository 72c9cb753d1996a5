import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../../../lib/auth-session.ts';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import { FILE_ID, TODAY, buildAtcPreview, buildAtcUpload } from '../test/atc-builders.ts';
import { AtcRoutes } from './atc-routes.tsx';

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
      'POST /api/Atc/Import/IntraState': () => success({ imported: 1, skipped: 1 }),
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

    await user.click(screen.getByRole('button', { name: 'Import valid rows' }));
    expect(await screen.findByText('1 corridor-day imported; 1 row skipped.')).toBeInTheDocument();
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

  it('downloads the template of the page’s kind', async () => {
    const saved = stubFileSaving();
    const { user } = renderPage({
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
    vi.restoreAllMocks();
  });
});
