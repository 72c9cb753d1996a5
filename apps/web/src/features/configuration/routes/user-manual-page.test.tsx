import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONFIG_MESSAGES, type ManualRow } from '@stoa/shared';
import { completeLogin } from '../../../lib/auth-session.ts';
import { requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { stubXhr, xhrSuccess } from '../../../test/xhr-stub.ts';
import { UserManualPage } from './user-manual-page.tsx';

const FILE_ID = '3b241101-e2bb-4255-8caf-4136c566a962';
const builtIn: ManualRow = {
  audience: 'Trader',
  label: 'Trader',
  fileId: null,
  fileName: null,
  uploadedBy: null,
  uploadedAt: null,
};
const uploaded: ManualRow = {
  audience: 'Admin',
  label: 'Admin',
  fileId: FILE_ID,
  fileName: 'admin-manual.pdf',
  uploadedBy: 'Admin User',
  uploadedAt: '2026-11-20T05:00:00Z',
};

beforeEach(() => completeLogin(buildSignedInUser({ role: 'Admin', entityType: null })));

describe('UserManualPage', { timeout: 20_000 }, () => {
  it('shows the built-in manual, saves an uploaded PDF for an audience and reverts one', async () => {
    stubXhr(() => xhrSuccess({ id: FILE_ID, fileName: 'trader-manual.pdf', kind: 'Pdf', sizeBytes: 10 }));
    const fetchMock = stubFetch({
      'GET /api/Configuration/UserManual/GetAll': () => success({ manuals: [uploaded, builtIn] }),
      'POST /api/Configuration/UserManual/Save': () => success(null),
      'DELETE /api/Configuration/UserManual/Delete/Admin': () => success(null),
    });
    const user = userEvent.setup();
    renderRoutes([{ path: '/configurations/manual', element: <UserManualPage /> }], '/configurations/manual');
    const row = (await screen.findByText('Built-in manual')).closest<HTMLElement>('[role="row"]')!;
    expect(within(row).queryByRole('button', { name: /^Revert/ })).not.toBeInTheDocument();

    await user.click(within(row).getByRole('button', { name: 'Upload manual for Trader' }));
    const dialog = within(screen.getByRole('dialog', { name: 'Upload manual for Trader' }));
    expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.upload(dialog.getByLabelText('Upload'), new File(['%PDF-1.4'], 'trader-manual.pdf'));
    expect(await dialog.findByText('trader-manual.pdf')).toBeInTheDocument();
    await user.click(dialog.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(CONFIG_MESSAGES.saved)).toBeInTheDocument();
    const save = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, save).body).toEqual({ audience: 'Trader', fileId: FILE_ID });

    await user.click(screen.getByRole('button', { name: 'Revert Admin to built-in' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Revert' }));
    expect(await screen.findByText(CONFIG_MESSAGES.deleted)).toBeInTheDocument();
  });
});
