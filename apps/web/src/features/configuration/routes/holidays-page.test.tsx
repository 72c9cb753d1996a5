import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { completeLogin } from '../../../lib/auth-session.ts';
import { requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import { TODAY, buildHoliday, buildPreview } from '../test/factories.ts';
import { HolidaysPage } from './holidays-page.tsx';

const LIST = 'GET /api/Configuration/Holiday/GetAll';
const FILES = 'GET /api/Configuration/Holiday/GetUploadedFiles';
const preview = buildPreview();
const uploaded = { id: preview.fileId, fileName: preview.fileName, kind: 'Csv', sizeBytes: 80 };
const importedFile = {
  id: 9,
  fileId: preview.fileId,
  fileName: preview.fileName,
  uploadedBy: 'Admin User',
  uploadedAt: '2026-11-21T06:00:00Z',
  rowsSaved: 2,
  rowsRejected: 1,
};

function renderPage(handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  const fetchMock = stubFetch({
    [LIST]: () =>
      success({
        holidays: [
          buildHoliday(),
          buildHoliday({ id: 2, date: '2026-08-15', name: 'Independence Day', fileName: 'holidays-2026.csv' }),
        ],
      }),
    [FILES]: () => success({ files: [] }),
    ...handlers,
  });
  renderRoutes([{ path: '/configurations/holiday', element: <HolidaysPage /> }], '/configurations/holiday');
  return { fetchMock, user: userEvent.setup({ applyAccept: false }) };
}

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(`${TODAY}T06:00:00Z`));
  completeLogin(buildSignedInUser({ role: 'Admin', entityType: null }));
});

describe('HolidaysPage', { timeout: 20_000 }, () => {
  it('lists the holidays of the business year with day and source, and moves between years', async () => {
    const { fetchMock, user } = renderPage();
    expect(screen.getByRole('heading', { name: 'Holidays' })).toBeInTheDocument();
    const row = (await screen.findByText('Republic Day')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Jan 26, 2026')).toBeInTheDocument();
    expect(within(row).getByText('Monday')).toBeInTheDocument();
    expect(within(row).getByText('Manual')).toBeInTheDocument();
    expect(screen.getByText('holidays-2026.csv')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next year' }));
    await waitFor(() =>
      expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/Configuration/Holiday/GetAll?year=2027'),
    );
    expect(fetchMock.mock.calls.map(([url]) => String(url))).toContain('/api/Configuration/Holiday/GetAll?year=2026');
  });

  it("previews an uploaded file with each bad row's error, then 'Save valid rows' imports the good ones", async () => {
    const xhr = stubXhr(() => xhrSuccess(uploaded));
    const { fetchMock, user } = renderPage({
      'POST /api/Configuration/Holiday/Preview': () => success(preview),
      'POST /api/Configuration/Holiday/Import': () => success({ saved: 2, rejected: 1, file: importedFile }),
      [FILES]: [() => success({ files: [] }), () => success({ files: [importedFile] })],
    });
    await screen.findByText('Republic Day');
    const csv = new File(['Date,Holiday Name\n26/01/2027,Republic Day\n'], 'holidays-2027.csv', { type: 'text/csv' });
    await user.upload(screen.getByLabelText('Upload'), csv);

    const table = await screen.findByRole('table', { name: 'Holiday file preview' });
    const bad = within(table).getByText('Bad Day').closest('tr')!;
    const error = within(bad).getByText('Date must be DD/MM/YYYY or YYYY-MM-DD');
    expect(error.closest('td')).toHaveStyle({ color: 'rgb(211, 47, 47)' });
    expect(screen.getByText(/2 rows will be saved, 1 row has errors/)).toBeInTheDocument();
    expect(xhr[0]!.url).toBe('/api/File/Upload?formName=HolidayList');
    const previewCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/Holiday/Preview'));
    expect(requestOf(fetchMock, previewCall).body).toEqual({ fileId: preview.fileId });

    await user.click(screen.getByRole('button', { name: 'Save valid rows' }));
    expect(await screen.findByText('2 holidays saved; 1 row skipped.')).toBeInTheDocument();
    const importCall = fetchMock.mock.calls.findIndex(([url]) => String(url).endsWith('/Holiday/Import'));
    expect(requestOf(fetchMock, importCall).body).toEqual({ fileId: preview.fileId });
    expect(screen.queryByRole('table', { name: 'Holiday file preview' })).not.toBeInTheDocument();
    expect(await screen.findByRole('button', { name: `Download ${preview.fileName}` })).toBeInTheDocument();
  });

  it('keeps Save valid rows disabled when no row is valid', async () => {
    stubXhr(() => xhrSuccess(uploaded));
    const { user } = renderPage({
      'POST /api/Configuration/Holiday/Preview': () =>
        success(buildPreview({ rows: [preview.rows[1]!], validCount: 0, errorCount: 1 })),
    });
    await screen.findByText('Republic Day');
    await user.upload(screen.getByLabelText('Upload'), new File(['x'], 'bad.csv', { type: 'text/csv' }));
    expect(await screen.findByRole('button', { name: 'Save valid rows' })).toBeDisabled();
  });

  it('refuses a pdf as a holiday file before uploading it', async () => {
    const xhr = stubXhr(() => xhrSuccess(uploaded));
    const { user } = renderPage();
    await screen.findByText('Republic Day');
    await user.upload(screen.getByLabelText('Upload'), new File(['%PDF'], 'holidays.pdf'));
    expect(await screen.findByText('Invalid file. Please upload xlsx, xls, xlsb, csv file')).toBeInTheDocument();
    expect(xhr).toHaveLength(0);
  });
});
