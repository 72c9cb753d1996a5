import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_MESSAGES, OTHERS_MESSAGE, type UtilityDetail } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { UtilitiesPage } from './utilities-page.tsx';

const LIST = 'GET /api/Configuration/TranscoDiscom/GetUtilities';
const east: UtilityDetail = {
  id: 2,
  name: 'East TRANSCO',
  type: 'TRANSCO',
  zones: ['Dirang', 'Tawang'],
  userCount: 3,
  updatedAt: '2026-03-04T20:45:00Z',
  updatedBy: null,
};

function renderPage(handlers: Record<string, StubHandler | StubHandler[]> = {}) {
  const fetchMock = stubFetch({ [LIST]: () => success({ utilities: [east] }), ...handlers });
  const view = renderRoutes(
    [{ path: '/configurations/transco', element: <UtilitiesPage type="TRANSCO" /> }],
    '/configurations/transco',
  );
  return { fetchMock, user: userEvent.setup(), queryClient: view.queryClient };
}

beforeEach(() => completeLogin(buildSignedInUser({ role: 'Admin', entityType: null })));

describe('UtilitiesPage', { timeout: 20_000 }, () => {
  it('lists the utilities of its type with zones and users connected', async () => {
    const { fetchMock } = renderPage();
    expect(screen.getByRole('heading', { name: 'TRANSCO' })).toBeInTheDocument();
    const row = (await screen.findByText('East TRANSCO')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).getByText('Tawang')).toBeInTheDocument();
    expect(within(row).getByText('3')).toBeInTheDocument();
    expect(String(fetchMock.mock.calls[0]![0])).toBe('/api/Configuration/TranscoDiscom/GetUtilities?type=TRANSCO');
  });

  it('adds a utility with a known zone and a new one typed under Others, then refreshes the pickers too', async () => {
    const { fetchMock, user, queryClient } = renderPage({
      'POST /api/Configuration/TranscoDiscom/Add': () => success({ ...east, id: 5, name: 'West TRANSCO' }),
    });
    queryClient.setQueryData(['utilities'], []);
    await screen.findByText('East TRANSCO');
    await user.click(screen.getByRole('button', { name: 'Add TRANSCO' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Add TRANSCO' }));
    await user.type(dialog.getByLabelText('Name'), 'West TRANSCO');
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(['At least one zone is required']);

    // Known zones: the defaults and those already configured.
    const zone = dialog.getByLabelText('Zone');
    const known = within(zone)
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(known).toEqual(['Select', 'Dirang', 'Itanagar', 'Pasighat', 'Tawang', 'Others']);
    await user.selectOptions(zone, 'Itanagar');
    await user.click(dialog.getByRole('button', { name: 'Add zone' }));
    await user.selectOptions(dialog.getByLabelText('Zone'), 'Others');
    await user.click(dialog.getByRole('button', { name: 'Add zone' }));
    expect(dialog.getByText(OTHERS_MESSAGE)).toBeInTheDocument();
    await user.type(dialog.getByLabelText('New Zone'), 'itanagar');
    await user.click(dialog.getByRole('button', { name: 'Add zone' }));
    expect(dialog.getByText('Zones must not repeat')).toBeInTheDocument();
    await user.clear(dialog.getByLabelText('New Zone'));
    await user.type(dialog.getByLabelText('New Zone'), 'Ziro');
    await user.click(dialog.getByRole('button', { name: 'Add zone' }));
    const chips = within(dialog.getByRole('list', { name: 'Zones' })).getAllByRole('listitem');
    expect(chips.map((chip) => chip.textContent)).toEqual(['Itanagar', 'Ziro']);

    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFIG_MESSAGES.saved)).toBeInTheDocument();
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({
      name: 'West TRANSCO',
      type: 'TRANSCO',
      zones: ['Itanagar', 'Ziro'],
    });
    await waitFor(() => expect(queryClient.getQueryState(['utilities'])?.isInvalidated).toBe(true));
  });

  it("shows the server's refusal of a delete in the page's alert", async () => {
    const { user } = renderPage({
      'DELETE /api/Configuration/TranscoDiscom/Delete/2': () =>
        fieldFailure({ id: ['Users are connected to this utility.'] }, 409, 'Conflict'),
    });
    await user.click(await screen.findByRole('button', { name: 'Delete East TRANSCO' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Users are connected to this utility.');
  });
});
