import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Mock } from 'vitest';
import { REGISTRATION_MESSAGES, type Role, type SignedInUser } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { failure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubFileSaving } from '../../../test/download-stub.ts';
import { CONTINUE_DRAFT_HINT } from '../components/registration-status.ts';
import { buildRegistrationList, buildRegistrationRow, statusOf } from '../test/registration-builders.ts';
import { RegistrationListPage } from './registration-list-page.tsx';

const OWN = 'GET /api/Registration/GetInjectingEntityRegistrations';
const ALL = 'GET /api/Registration/GetRegistrations';
const UTILITY = 'GET /api/Registration/GetTranscoDiscomRegistrations';

const approved = buildRegistrationRow({ distributionZone: '' });
const drawee = buildRegistrationRow({
  id: 12,
  entityType: 'DraweeEntity',
  registrationNo: null,
  entityName: 'Hill Cement Ltd',
  consumerNumber: 'C-1001',
  stoaInjectionQuantum: null,
  stoaDrawlQuantum: 4,
  distributionZone: 'Capital',
  expiredOn: null,
  status: statusOf('PendingDISCOMApproval'),
  clock: {
    dueOn: '2026-11-24',
    isOverdue: true,
    workingDaysLeft: 0,
    workingDaysOverdue: 1,
    text: 'Overdue by 1 working day',
  },
});

function renderPage(
  user: Partial<SignedInUser>,
  handlers: Record<string, StubHandler | StubHandler[]>,
  path = '/registrations',
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/registrations', element: <RegistrationListPage /> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

function listQueries(fetchMock: Mock<typeof fetch>, path: string): string[] {
  return fetchMock.mock.calls
    .map(([url]) => String(url))
    .filter((url) => url.startsWith(`/api/Registration/${path}?`))
    .map((url) => url.split('?')[1] ?? '');
}

/** The columns' words (the processors' selection column has none: its header is the 'select all' checkbox). */
const headers = () =>
  screen
    .getAllByRole('columnheader')
    .filter((header) => !within(header).queryByRole('checkbox'))
    .map((header) => header.textContent);

async function findRow(text: string) {
  return (await screen.findByText(text)).closest<HTMLElement>('[role="row"]')!;
}

describe('RegistrationListPage', { timeout: 20_000 }, () => {
  describe('for an applicant', () => {
    it("lists the applicant's registrations with the columns of their entity type and 'N/A' zones", async () => {
      const { fetchMock } = renderPage({}, { [OWN]: () => success(buildRegistrationList([approved])) });
      expect(screen.getByRole('heading', { name: 'Registration' })).toBeInTheDocument();
      const row = await findRow('STOA/INJ/2026/0001');
      expect(headers()).toEqual([
        'Registration No / Entity Name',
        'Open Access Start',
        'Injection Quantum (MW)',
        'Connectivity',
        'Transmission / Distribution Zone',
        'Updated On / Valid To',
        'Status',
        'Due',
        'Actions',
      ]);
      expect(within(row).getByText('Sunrise Solar Pvt Ltd')).toBeInTheDocument();
      expect(within(row).getByText('Apr 01, 2026')).toBeInTheDocument();
      expect(within(row).getByText('12.50')).toBeInTheDocument();
      expect(within(row).getByText('Itanagar')).toBeInTheDocument();
      expect(within(row).getByText('N/A')).toBeInTheDocument();
      expect(within(row).getByText('Mar 04, 2027')).toBeInTheDocument();
      expect(within(row).getByText('Approved')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute(
        'href',
        '/registrations/view/InjectingEntity/11',
      );
      expect(within(row).queryByRole('link', { name: 'Edit' })).not.toBeInTheDocument();
      expect(listQueries(fetchMock, 'GetInjectingEntityRegistrations')).toEqual(['pageNumber=1&pageSize=10']);
    });

    it('refuses a new registration while one is held, with the reason', async () => {
      renderPage({}, { [OWN]: () => success(buildRegistrationList([approved])) });
      await findRow('STOA/INJ/2026/0001');
      expect(screen.getByRole('button', { name: 'New Registration' })).toBeDisabled();
      expect(screen.getByText(REGISTRATION_MESSAGES.alreadyRegistered)).toBeInTheDocument();
    });

    it('offers Edit on a draft and points to it instead of a new registration', async () => {
      const draft = buildRegistrationRow({ id: 13, registrationNo: null, status: statusOf('Draft'), expiredOn: null });
      const returned = buildRegistrationRow({ id: 14, registrationNo: null, status: statusOf('SLDCReturned') });
      renderPage({}, { [OWN]: () => success(buildRegistrationList([draft, returned])) });
      const rows = await screen.findAllByRole('link', { name: 'Edit' });
      expect(rows.map((link) => link.getAttribute('href'))).toEqual([
        '/registrations/edit/InjectingEntity/13',
        '/registrations/edit/InjectingEntity/14',
      ]);
      expect(screen.getByRole('button', { name: 'New Registration' })).toBeDisabled();
      expect(screen.getByText(CONTINUE_DRAFT_HINT)).toBeInTheDocument();
    });

    it('starts a new registration when the only one was rejected', async () => {
      const rejected = buildRegistrationRow({ status: statusOf('SLDCRejected'), registrationNo: null });
      const { router, user } = renderPage({}, { [OWN]: () => success(buildRegistrationList([rejected])) });
      await findRow('Sunrise Solar Pvt Ltd');
      const button = screen.getByRole('button', { name: 'New Registration' });
      expect(button).toBeEnabled();
      await user.click(button);
      expect(router.state.location.pathname).toBe('/registrations/new');
    });

    it("shows a trader's licence columns and none of the connection's", async () => {
      const trader = buildRegistrationRow({
        entityType: 'Trader',
        registrationNo: 'STOA/TRD/2026/0001',
        entityName: 'Northeast Power Traders',
        issuingAuthority: 'CERC',
        tradingLicenceNo: 'CERC/TL/12',
        dateOfOpenAccessStart: null,
        stoaInjectionQuantum: null,
        connectivity: null,
        transmissionZone: 'N/A',
      });
      renderPage(
        { role: 'Trader', entityType: 'Trader' },
        { 'GET /api/Registration/GetTraderRegistrations': () => success(buildRegistrationList([trader])) },
      );
      const row = await findRow('STOA/TRD/2026/0001');
      expect(headers()).toEqual([
        'Registration No / Entity Name',
        'Issuing Authority',
        'Trading Licence No.',
        'Updated On / Valid To',
        'Status',
        'Due',
        'Actions',
      ]);
      expect(within(row).getByText('CERC/TL/12')).toBeInTheDocument();
    });
  });

  describe('for a processor', () => {
    it('lists every entity type for the SLDC with the columns every type has', async () => {
      const { fetchMock } = renderPage(
        { role: 'SLDCBusinessUser', entityType: null },
        { [ALL]: () => success(buildRegistrationList([approved, drawee], 12)) },
      );
      expect(screen.getByRole('heading', { name: 'Registration Requests' })).toBeInTheDocument();
      const row = await findRow('Hill Cement Ltd');
      expect(headers()).toEqual([
        'Registration No / Entity Name',
        'Entity Type',
        'Updated On / Valid To',
        'Status',
        'Due',
        'View',
      ]);
      expect(within(row).getAllByText('—')).toHaveLength(1);
      expect(within(row).getByText('Overdue by 1 working day')).toBeInTheDocument();
      expect(within(row).getByText('Drawee Entity')).toBeInTheDocument();
      expect(within(row).getByText('Pending DISCOM approval')).toBeInTheDocument();
      expect(within(row).getByRole('link', { name: 'View' })).toHaveAttribute(
        'href',
        '/registrations/view/DraweeEntity/12',
      );
      expect(screen.queryByRole('button', { name: 'New Registration' })).not.toBeInTheDocument();
      expect(listQueries(fetchMock, 'GetRegistrations')).toEqual(['pageNumber=1&pageSize=10']);
    });

    it("sends the filters on Submit, keeps them in the URL and shows the chosen type's columns; Reset clears", async () => {
      const { fetchMock, router, user } = renderPage(
        { role: 'SLDCApproverI', entityType: null },
        { [ALL]: () => success(buildRegistrationList([drawee])) },
        '/registrations?pageNumber=2',
      );
      await findRow('Hill Cement Ltd');
      expect(screen.getByLabelText('Workflow')).toHaveValue('');
      await user.selectOptions(screen.getByLabelText('Workflow'), 'Pending DISCOM approval');
      await user.selectOptions(screen.getByLabelText('Entity Type'), 'Drawee Entity');
      await user.type(screen.getByLabelText('Entity Name'), 'Hill');
      await user.click(screen.getByRole('button', { name: 'Submit' }));
      await waitFor(() =>
        expect(listQueries(fetchMock, 'GetRegistrations').at(-1)).toBe(
          'pageNumber=1&pageSize=10&status=PendingDISCOMApproval&entityType=DraweeEntity&entityName=Hill',
        ),
      );
      expect(router.state.location.search).toBe(
        '?status=PendingDISCOMApproval&entityType=DraweeEntity&entityName=Hill',
      );
      await waitFor(() => expect(headers()).toContain('Drawl Quantum (MW)'));
      expect(headers()).toEqual([
        'Registration No / Entity Name',
        'Consumer No.',
        'Open Access Start',
        'Drawl Quantum (MW)',
        'Connectivity',
        'Transmission / Distribution Zone',
        'Updated On / Valid To',
        'Status',
        'Due',
        'View',
      ]);
      const row = await findRow('Hill Cement Ltd');
      expect(within(row).getByText('C-1001')).toBeInTheDocument();
      expect(within(row).getByText('4.00')).toBeInTheDocument();

      await user.click(screen.getByRole('button', { name: 'Reset' }));
      await waitFor(() => expect(router.state.location.search).toBe(''));
      expect(listQueries(fetchMock, 'GetRegistrations').at(-1)).toBe('pageNumber=1&pageSize=10');
      expect(screen.getByLabelText('Workflow')).toHaveValue('');
      expect(screen.getByLabelText('Entity Name')).toHaveValue('');
    });

    it('reads the filters from the URL and leaves out values that are not ours', async () => {
      const { fetchMock } = renderPage(
        { role: 'SLDCApproverII', entityType: null },
        { [ALL]: () => success(buildRegistrationList([drawee])) },
        '/registrations?status=SLDCApproverIApproved&entityType=Nobody&registrationNo=STOA&overdue=true',
      );
      await findRow('Hill Cement Ltd');
      expect(screen.getByLabelText('Workflow')).toHaveValue('SLDCApproverIApproved');
      // The overdue tile's link: the Clock box shows it, the call carries it.
      expect(screen.getByLabelText('Clock')).toHaveValue('true');
      expect(listQueries(fetchMock, 'GetRegistrations')).toEqual([
        'pageNumber=1&pageSize=10&status=SLDCApproverIApproved&registrationNo=STOA&overdue=true',
      ]);
    });

    it('downloads every page of the filters in force as Excel or CSV', async () => {
      const saved = stubFileSaving();
      const file = (name: string) => () =>
        new Response('bytes', { headers: { 'content-disposition': `attachment; filename="${name}"` } });
      const { fetchMock, user } = renderPage(
        { role: 'SLDCApproverI', entityType: null },
        {
          [ALL]: () => success(buildRegistrationList([drawee])),
          [`${ALL}/Export`]: [file('Registrations.xlsx'), file('Registrations.csv')],
        },
        '/registrations?status=STOAApproved&entityName=Hill&pageNumber=2',
      );
      await findRow('Hill Cement Ltd');
      for (const format of ['Excel (.xlsx)', 'CSV (.csv)']) {
        await user.click(screen.getByRole('button', { name: 'Download' }));
        await user.click(screen.getByRole('menuitem', { name: format }));
      }
      await waitFor(() => expect(saved).toEqual(['Registrations.xlsx', 'Registrations.csv']));
      const exports = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.includes('/Export'));
      expect(exports).toEqual([
        '/api/Registration/GetRegistrations/Export?format=xlsx&status=STOAApproved&entityName=Hill',
        '/api/Registration/GetRegistrations/Export?format=csv&status=STOAApproved&entityName=Hill',
      ]);
    });

    it('verifies and forwards the chosen registrations in bulk with one comment, and reports each one', async () => {
      const waiting = (id: number, entityName: string) =>
        buildRegistrationRow({
          id,
          entityType: 'DraweeEntity',
          registrationNo: null,
          entityName,
          status: statusOf('Submitted'),
        });
      const rows = [waiting(21, 'Hill Cement Ltd'), waiting(22, 'River Mills Ltd'), approved];
      const { fetchMock, user } = renderPage(
        { role: 'SLDCBusinessUser', entityType: null },
        {
          [ALL]: () => success(buildRegistrationList(rows)),
          'POST /api/Registration/ApproveAndForward/21/DraweeEntity': () =>
            success({ id: 21, status: 'PendingDISCOMApproval', registrationNo: null }),
          'POST /api/Registration/ApproveAndForward/22/DraweeEntity': () =>
            failure([REGISTRATION_MESSAGES.documentsUnverified], 422, 'Unprocessable Entity'),
        },
      );
      // Only the rows waiting on the role are selectable: an approved one is not.
      expect(within(await findRow('STOA/INJ/2026/0001')).getByRole('checkbox')).toBeDisabled();
      await user.click(within(await findRow('Hill Cement Ltd')).getByRole('checkbox'));
      await user.click(within(await findRow('River Mills Ltd')).getByRole('checkbox'));
      await user.click(screen.getByRole('button', { name: 'Verify and Forward selected (2)' }));
      const ask = screen.getByRole('dialog', { name: 'Verify and Forward: 2 selected' });
      expect(within(ask).getByText('Hill Cement Ltd, River Mills Ltd')).toBeInTheDocument();
      await user.type(within(ask).getByLabelText('Comments (optional, for every one)'), 'Documents in order');
      await user.click(within(ask).getByRole('button', { name: 'Verify and Forward' }));
      const results = await screen.findByRole('dialog', { name: 'Results' });
      expect(within(results).getByText('1 of 2 done.')).toBeInTheDocument();
      expect(within(results).getByText('Done: Pending DISCOM approval')).toBeInTheDocument();
      expect(within(results).getByText(REGISTRATION_MESSAGES.documentsUnverified)).toBeInTheDocument();
      const postCalls = fetchMock.mock.calls.filter(([, init]) => init?.method === 'POST');
      expect(postCalls.map(([url]) => String(url))).toEqual([
        '/api/Registration/ApproveAndForward/21/DraweeEntity',
        '/api/Registration/ApproveAndForward/22/DraweeEntity',
      ]);
      for (const [, init] of postCalls)
        expect(JSON.parse(String(init?.body))).toEqual({ comments: 'Documents in order' });
      // Closing the results reads the list again and clears the choice.
      const reads = listQueries(fetchMock, 'GetRegistrations').length;
      await user.click(within(results).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(listQueries(fetchMock, 'GetRegistrations').length).toBeGreaterThan(reads));
      expect(screen.getByRole('button', { name: 'Verify and Forward selected (0)' })).toBeDisabled();
    });

    it('offers approver II its Approve on the rows waiting on it', async () => {
      const waiting = buildRegistrationRow({ id: 23, status: statusOf('SLDCApproverIApproved') });
      renderPage(
        { role: 'SLDCApproverII', entityType: null },
        { [ALL]: () => success(buildRegistrationList([waiting])) },
      );
      const row = await findRow('STOA/INJ/2026/0001');
      expect(screen.getByRole('button', { name: 'Approve selected (0)' })).toBeDisabled();
      expect(screen.queryByRole('button', { name: /Verify and Forward selected/ })).not.toBeInTheDocument();
      expect(within(row).getByRole('checkbox')).toBeEnabled();
    });

    it("lists the DISCOM's own utility's registrations", async () => {
      const role: Role = 'DISCOMBusinessUser';
      const { fetchMock } = renderPage(
        { role, entityType: null },
        { [UTILITY]: () => success(buildRegistrationList([drawee])) },
      );
      await findRow('Hill Cement Ltd');
      expect(screen.getByRole('heading', { name: 'Registration Requests' })).toBeInTheDocument();
      expect(listQueries(fetchMock, 'GetTranscoDiscomRegistrations')).toEqual(['pageNumber=1&pageSize=10']);
    });
  });
});
