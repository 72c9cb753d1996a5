import { beforeEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ACCEPT_TERMS_MESSAGE, ACCOUNT_MESSAGES, MESSAGES } from '@stoa/shared';
import { fieldFailure, requestOf, stubFetch, success } from '../../../test/fetch-stub.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { NoticeProbe } from '../test-helpers.tsx';
import { PreRegisterPage } from './pre-register-page.tsx';
import { changeDate } from '../../../test/date-field.ts';
import { expectFieldMessage, findErrorSummary, summaryProblems } from '../../../test/error-summary.ts';

const PRE_REGISTER = 'POST /api/Account/Preregister';

function renderPage() {
  return renderRoutes(
    [
      { path: '/pre-register', element: <PreRegisterPage /> },
      { path: '/set-password', element: <NoticeProbe name="Set password" /> },
    ],
    '/pre-register',
  );
}

async function fillForm({ isTrader = false } = {}) {
  const user = userEvent.setup({ delay: null });
  // Pasting is one change event per field: a dozen fields per test stay fast on a busy machine.
  const enter = async (label: string, value: string) => {
    await user.click(screen.getByLabelText(label));
    await user.paste(value);
  };
  if (isTrader) await user.click(screen.getByLabelText('Trader'));
  await enter('Entity Name', 'Sunrise Solar Pvt Ltd');
  if (!isTrader) await user.selectOptions(screen.getByLabelText('Entity Type'), 'InjectingEntity');
  await enter('Registered Address', '12 Ring Road, Itanagar');
  changeDate('Date of Incorporation', '2015-04-01');
  await user.type(screen.getByLabelText('PAN Card Number'), 'abcde1234f');
  await enter('First Name', 'Asha');
  await enter('Last Name', 'Rao');
  await enter('Email', 'asha@sunrise.example');
  await enter('User Name', 'sunrise.solar');
  await enter('Contact Number', '9876543210');
  await user.click(screen.getByLabelText('I accept that my contract demand is 1 MW and above'));
  await user.click(screen.getByLabelText('I accept the dedicated feeder terms'));
  await user.click(screen.getByLabelText('I accept the terms and conditions'));
  return user;
}

beforeEach(() => window.sessionStorage.clear());

// Form-A is the largest form of the portal: rendering and filling it in jsdom takes seconds on a busy machine.
describe('PreRegisterPage', { timeout: 20_000 }, () => {
  it('shows the Form-A title, the OPEN ACCESS panel and a way back to /login', () => {
    stubFetch({});
    renderPage();
    expect(screen.getByRole('heading', { name: 'Pre-Registration (Form-A)' })).toBeInTheDocument();
    expect(screen.getByText('OPEN ACCESS')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'OA Applicant' })).toBeChecked();
    expect(screen.getByRole('link', { name: 'Back to Log In' })).toHaveAttribute('href', '/login');
  });

  it('shows the schema messages under the fields, the terms included, without calling the server', async () => {
    const fetchMock = stubFetch({});
    renderPage();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await findErrorSummary()).toHaveFocus();
    expect(summaryProblems()).toEqual(
      expect.arrayContaining([
        'Entity Name is required',
        'Entity Type is required',
        'PAN Card Number is required',
        'User Name is required',
      ]),
    );
    expectFieldMessage('Entity Name', 'Entity Name is required');
    expectFieldMessage('User Name', 'User Name is required');
    // Each of the three terms: under its box and in the summary.
    expect(screen.getAllByText(ACCEPT_TERMS_MESSAGE)).toHaveLength(6);
    expect(screen.getByRole('checkbox', { name: 'I accept the terms and conditions' })).toHaveAccessibleDescription(
      ACCEPT_TERMS_MESSAGE,
    );
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('fixes a trader to entity type Trader, hides the choice and sends the PAN in upper case', async () => {
    const fetchMock = stubFetch({ [PRE_REGISTER]: () => success(null) });
    renderPage();
    await fillForm({ isTrader: true });
    expect(screen.queryByLabelText('Entity Type')).not.toBeInTheDocument();
    expect(screen.getByLabelText('PAN Card Number')).toHaveValue('ABCDE1234F');
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(/Set password page/)).toBeInTheDocument();
    expect(requestOf(fetchMock, 0).body).toEqual({
      isTrader: true,
      entityName: 'Sunrise Solar Pvt Ltd',
      entityType: 'Trader',
      registeredAddress: '12 Ring Road, Itanagar',
      dateOfIncorporation: '2015-04-01',
      panCardNumber: 'ABCDE1234F',
      firstName: 'Asha',
      lastName: 'Rao',
      email: 'asha@sunrise.example',
      userName: 'sunrise.solar',
      contactNumber: '9876543210',
      acceptContractDemandTerms: true,
      acceptDedicatedFeederTerms: true,
      acceptTerms: true,
    });
  });

  it('shows a duplicate from the server under its field and lists every first message in the alert', async () => {
    stubFetch({
      [PRE_REGISTER]: () =>
        fieldFailure(
          { userName: [ACCOUNT_MESSAGES.userNameTaken, 'second message'], panCardNumber: [ACCOUNT_MESSAGES.panTaken] },
          409,
          'Conflict',
        ),
    });
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    const alert = await screen.findByRole('alert', { name: '' });
    expect(within(alert).getByText(ACCOUNT_MESSAGES.userNameTaken)).toBeInTheDocument();
    expect(within(alert).getByText(ACCOUNT_MESSAGES.panTaken)).toBeInTheDocument();
    expect(alert).not.toHaveTextContent('second message');
    expect(screen.getByLabelText('User Name')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.userNameTaken);
    expect(screen.getByLabelText('PAN Card Number')).toHaveAccessibleDescription(ACCOUNT_MESSAGES.panTaken);
  });

  it('shows the generic message when the server gives none', async () => {
    stubFetch({ [PRE_REGISTER]: () => new Response('down', { status: 502, statusText: 'Bad Gateway' }) });
    renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.genericError);
  });

  it('keeps the e-mail for /set-password and goes there with the success message', async () => {
    const fetchMock = stubFetch({ [PRE_REGISTER]: () => success(null) });
    const { router } = renderPage();
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Submit' }));
    expect(await screen.findByText(`Set password page: ${ACCOUNT_MESSAGES.preRegistered}`)).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/set-password');
    expect(window.sessionStorage.getItem('accountEmail')).toBe('asha@sunrise.example');
    expect(requestOf(fetchMock, 0).body).toMatchObject({ isTrader: false, entityType: 'InjectingEntity' });
  });
});
