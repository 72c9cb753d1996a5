import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_MESSAGES, type Reason } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { ReasonsPage } from './reasons-page.tsx';

const reason = (over: Partial<Reason>): Reason => ({
  id: 1,
  updatedAt: '2026-11-20T05:00:00Z',
  updatedBy: 'Admin User',
  recordType: 'Application',
  code: 'INCOMPLETE_DOCUMENTS',
  label: 'Incomplete documents',
  isActive: true,
  sortOrder: 10,
  ...over,
});

beforeEach(() => completeLogin(buildSignedInUser({ role: 'Admin', entityType: null })));

describe('ReasonsPage', { timeout: 20_000 }, () => {
  it('lists the reasons by record type and adds one', async () => {
    const added = reason({ id: 2, code: 'METER_DATA', label: 'Meter data missing', sortOrder: 0 });
    const fetchMock = stubFetch({
      'GET /api/Configuration/Reasons/GetAll': [
        () => success({ reasons: [reason({})] }),
        () => success({ reasons: [reason({}), added] }),
      ],
      'POST /api/Configuration/Reasons/Add': () => success(added),
    });
    renderRoutes([{ path: '/configurations/reasons', element: <ReasonsPage /> }], '/configurations/reasons');
    const user = userEvent.setup();
    expect(await screen.findByText('Incomplete documents')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Reason' }));
    const dialog = screen.getByRole('dialog', { name: 'Add Reason' });
    await user.selectOptions(within(dialog).getByLabelText('Record Type'), 'Application');
    await user.type(within(dialog).getByLabelText('Code'), 'METER_DATA');
    await user.type(within(dialog).getByLabelText('Reason'), 'Meter data missing');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFIG_MESSAGES.saved)).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({
      recordType: 'Application',
      code: 'METER_DATA',
      label: 'Meter data missing',
      isActive: true,
      sortOrder: 0,
    });
  });
});
