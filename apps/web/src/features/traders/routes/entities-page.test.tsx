import { describe, expect, it } from 'vitest';
import type { Mock } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { stubFetch, success } from '../../../test/fetch-stub.ts';
import { downloadBothFormats, fileNamed } from '../../../test/list-file.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { buildAssociatedEntity } from '../test/factories.ts';
import { EntitiesPage } from './entities-page.tsx';

const LIST = 'GET /api/TraderManagement/EntityBasedOnTrader/GetAll';
const cement = buildAssociatedEntity();
const dirang = buildAssociatedEntity({
  id: 4,
  userId: 9,
  entityName: 'Dirang Captive Power & Steel',
  entityType: 'BothEntity',
  registrationNo: null,
  expiredOn: null,
  contactNumber: null,
  email: 'karan.singh@example.com',
});

function renderPage(path = '/entities') {
  const fetchMock = stubFetch({
    [LIST]: () => success({ entityList: [dirang, cement], dataCount: 12 }),
    [`${LIST}/Export`]: [fileNamed('Associated-Applicants.xlsx'), fileNamed('Associated-Applicants.csv')],
  });
  const view = renderRoutes([{ path: '/entities', element: <EntitiesPage /> }], path);
  return { ...view, fetchMock };
}

function listQueries(fetchMock: Mock<typeof fetch>): string[] {
  const lists = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => !url.includes('/Export'));
  return lists.map((url) => url.split('?')[1] ?? '');
}

async function findRow(name: string) {
  const cell = await screen.findByText(name);
  return cell.closest<HTMLElement>('[role="row"]')!;
}

describe('EntitiesPage', { timeout: 20_000 }, () => {
  it('lists the applicants the trader acts for, one page at a time', async () => {
    const user = userEvent.setup();
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { name: 'Associated Approved Applicants' })).toBeInTheDocument();
    const row = await findRow('Itanagar Cement Works');
    expect(within(row).getByText('Drawee Entity')).toBeInTheDocument();
    expect(within(row).getByText('STOA/DRW/2026/0003')).toBeInTheDocument();
    expect(within(row).getByText('Mar 31, 2027')).toBeInTheDocument();
    expect(within(row).getByText('9436000008')).toBeInTheDocument();
    expect(within(row).getByText('meera.das@example.com')).toBeInTheDocument();
    expect(within(row).getByText('Nov 21, 2026')).toBeInTheDocument();
    expect(within(await findRow('Dirang Captive Power & Steel')).getByText('Both Entity')).toBeInTheDocument();
    expect(screen.getAllByRole('columnheader').map((header) => header.textContent)).toEqual([
      'Entity Name',
      'Entity Type',
      'Registration No.',
      'Valid To',
      'Contact',
      'Email',
      'Added On',
    ]);
    expect(listQueries(fetchMock)).toEqual(['pageNumber=1&pageSize=10']);
    await user.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=2&pageSize=10'));
  });

  it('filters by entity name and type on Submit, keeps them in the URL, and Reset clears them', async () => {
    const user = userEvent.setup();
    const { fetchMock, router } = renderPage();
    await findRow('Itanagar Cement Works');
    await user.type(screen.getByLabelText('Entity Name'), 'cement');
    await user.selectOptions(screen.getByLabelText('Entity Type'), 'Drawee Entity');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10&entityName=cement&entityType=DraweeEntity'),
    );
    expect(router.state.location.search).toBe('?entityName=cement&entityType=DraweeEntity');

    await user.click(screen.getByRole('button', { name: 'Reset' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(listQueries(fetchMock).at(-1)).toBe('pageNumber=1&pageSize=10');
    expect(screen.getByLabelText('Entity Name')).toHaveValue('');
  });

  it('leaves out an entity type from the URL that is not one', async () => {
    const { fetchMock } = renderPage('/entities?entityType=Nonsense&entityName=steel');
    await findRow('Itanagar Cement Works');
    expect(listQueries(fetchMock)).toEqual(['pageNumber=1&pageSize=10&entityName=steel']);
  });

  it('downloads every page of the filters in force as Excel or CSV', async () => {
    const { fetchMock } = renderPage('/entities?entityName=cement&entityType=DraweeEntity&pageNumber=2');
    await findRow('Itanagar Cement Works');
    const { saved, exports } = await downloadBothFormats(userEvent.setup(), fetchMock);
    expect(saved).toEqual(['Associated-Applicants.xlsx', 'Associated-Applicants.csv']);
    const path = '/api/TraderManagement/EntityBasedOnTrader/GetAll/Export';
    expect(exports).toEqual([
      `${path}?format=xlsx&entityName=cement&entityType=DraweeEntity`,
      `${path}?format=csv&entityName=cement&entityType=DraweeEntity`,
    ]);
  });
});
