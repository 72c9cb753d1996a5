import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { INTER_STATE_MESSAGES, type SignedInUser } from '@stoa/shared';
import { ERROR_SUMMARY_TITLE } from '../../../components/form/error-summary.tsx';
import { completeLogin } from '../../../lib/auth-session.ts';
import { fieldFailure, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { InterStateFormPage } from './inter-state-form-page.tsx';

const SUBMIT = 'POST /api/InterStateRegistration/Submit';

function renderForm(
  path = '/inter-state-registration/CIConsumer/new',
  handlers: Record<string, StubHandler | StubHandler[]> = {},
  user: Partial<SignedInUser> = {},
) {
  completeLogin(buildSignedInUser(user));
  const fetchMock = stubFetch(handlers);
  const view = renderRoutes(
    [
      { path: '/inter-state-registration/:utilityType/new', element: <InterStateFormPage /> },
      { path: '/inter-state-registration/:utilityType/:id', element: <p>Record page</p> },
      { path: '*', element: <p>Other page</p> },
    ],
    path,
  );
  return { ...view, fetchMock, user: userEvent.setup() };
}

const stepper = () => screen.getByRole('tablist', { name: 'Inter-state registration steps' });
const stepButton = (name: string) => within(stepper()).getByRole('tab', { name: new RegExp(`^${name}`) });

describe('InterStateFormPage', { timeout: 20_000 }, () => {
  it('walks the five steps with Next; only the last shows Submit', async () => {
    const { user } = renderForm();
    expect(screen.getByRole('heading', { name: 'New Inter-State Registration' })).toBeInTheDocument();
    expect(screen.getByText('Sector: C&I Consumer')).toBeInTheDocument();
    expect(screen.getByLabelText('Sector')).toHaveValue('C&I Consumer');
    expect(screen.getByLabelText('Sector')).toBeDisabled();
    expect(screen.getByLabelText('RLDC')).toHaveValue('NERLDC');

    for (const title of ['Connection', 'Contact', 'Documents', 'Declaration']) {
      expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
      await user.click(screen.getByRole('button', { name: 'Next' }));
      expect(screen.getByRole('heading', { level: 2, name: title })).toBeInTheDocument();
    }
    expect(screen.queryByRole('button', { name: 'Next' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Submit' })).toBeInTheDocument();
  });

  it('on Submit checks every step, flags those with errors and opens the first of them', async () => {
    const { fetchMock, user } = renderForm();
    for (let i = 0; i < 4; i++) await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    // The error summary holds focus and names each problem's step.
    const summary = screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Connection: Connectivity Point is required' })).toBeVisible();
    expect(stepButton('General')).not.toHaveTextContent('Check this step');
    for (const step of ['Connection', 'Contact', 'Documents', 'Declaration']) {
      expect(stepButton(step)).toHaveTextContent('Check this step');
    }
    // The first flagged step is open, with each message under its field.
    expect(screen.getByRole('heading', { level: 2, name: 'Connection' })).toBeInTheDocument();
    expect(screen.getByText('Connectivity Point is required')).toBeInTheDocument();
    expect(screen.getByText('Interface meter (SEM) number is required')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();

    // Answering a field clears its message; a step still has others.
    await user.type(screen.getByLabelText('Connectivity Point'), 'Chimpu 132 kV bus');
    expect(screen.queryByText('Connectivity Point is required')).not.toBeInTheDocument();
    await user.click(stepButton('Documents'));
    expect(screen.getByText('Authorisation Letter is required')).toBeInTheDocument();
    await user.click(stepButton('Declaration'));
    expect(screen.getByText(INTER_STATE_MESSAGES.declaration)).toBeInTheDocument();
  });

  it('saves a draft unchecked and opens the saved record', async () => {
    const { fetchMock, router, user } = renderForm('/inter-state-registration/CIConsumer/new', {
      [SUBMIT]: () => success({ id: 41, status: 'Draft', version: 1 }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.type(screen.getByLabelText('Maximum Drawl (MW)'), '12.5');
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText('Record page')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/inter-state-registration/CIConsumer/41');
    const [, init] = fetchMock.mock.calls[0]!;
    const body = JSON.parse(String(init?.body)) as { isDraft: boolean; id: null; details: Record<string, unknown> };
    expect(body).toMatchObject({ isDraft: true, id: null });
    expect(body.details).toMatchObject({
      general: { sector: 'C&I Consumer', rldc: 'NERLDC', intraStateRegistrationNo: null },
      connection: { maxDrawlMw: 12.5, maxInjectionMw: '', voltageLevel: null },
      documents: [],
    });
  });

  it("puts the server's field errors under their fields and flags their step", async () => {
    const { user } = renderForm('/inter-state-registration/CIConsumer/new', {
      [SUBMIT]: () => fieldFailure({ 'general.sector': [INTER_STATE_MESSAGES.sectorNotYours] }),
    });
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));
    expect(await screen.findByText(INTER_STATE_MESSAGES.sectorNotYours)).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'General' })).toBeInTheDocument();
    expect(stepButton('General')).toHaveTextContent('Check this step');
  });

  it("refuses a sector that is not of the user's role", () => {
    renderForm('/inter-state-registration/DISCOM/new');
    expect(screen.getByText(INTER_STATE_MESSAGES.sectorNotYours)).toBeInTheDocument();
    expect(screen.queryByRole('form')).not.toBeInTheDocument();
  });
});
