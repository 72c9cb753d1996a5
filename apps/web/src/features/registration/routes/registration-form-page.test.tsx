import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent, { type UserEvent } from '@testing-library/user-event';
import { useLocation } from 'react-router';
import {
  REGISTRATION_MESSAGES,
  REGISTRATION_WORKFLOW,
  type RegistrationDetail,
  type UtilityZoneRow,
} from '@stoa/shared';
import { ERROR_SUMMARY_TITLE } from '../../../components/form/error-summary.tsx';
import { completeLogin } from '../../../lib/auth-session.ts';
import { noticeOf } from '../../../lib/route-notice.ts';
import { actionBarFor } from '../../../test/action-bar.ts';
import { fieldFailure, requestOf, stubFetch, success, type StubHandler } from '../../../test/fetch-stub.ts';
import { buildSignedInUser } from '../../../test/factories.ts';
import { renderRoutes } from '../../../test/render.tsx';
import { RegistrationFormPage } from './registration-form-page.tsx';

const FILE = (n: number) => `a1b2c3d4-0000-4000-8000-00000000000${n}`;

const UTILITY_ROWS: UtilityZoneRow[] = [
  { id: 3, name: 'State Transmission Corporation', type: 'TRANSCO', zone: 'Itanagar' },
  { id: 3, name: 'State Transmission Corporation', type: 'TRANSCO', zone: 'Dirang' },
];
const DISCOM_ROWS: UtilityZoneRow[] = [{ id: 11, name: 'APDCL East', type: 'DISCOM', zone: 'Pasighat' }];

/** A complete injecting entity's registration: the shared schema accepts it. */
function validDetails() {
  return {
    connection: {
      transcoId: 3,
      discomId: null,
      voltageLevel: 33,
      dateOfOpenAccessStart: '2026-12-01',
      substationName: 'Chimpu',
      feederName: 'F-2',
      transmissionZone: 'Itanagar',
      distributionZone: null,
    },
    generator: {
      plantName: 'Sunrise Solar Park',
      plantLocation: 'Doimukh, Papum Pare',
      fuelCategory: 'RE',
      fuel: 'Solar power',
      fuelOther: null,
      generatorType: 'IPP',
      installedCapacity: 10,
      auxiliaryConsumption: 0.5,
      stoaInjectionQuantum: 9,
    },
    units: [
      {
        unitNo: 1,
        name: 'Block A',
        capacity: 5,
        commissioningDate: '2025-01-10',
        commercialOperationDate: '2025-02-01',
      },
      {
        unitNo: 2,
        name: 'Block B',
        capacity: 5,
        commissioningDate: '2025-01-10',
        commercialOperationDate: '2025-02-01',
      },
    ],
    zones: [{ zone: 'Itanagar', connectivityPoints: 'Chimpu 33 kV bus', zonefileId: FILE(9) }],
    documents: [
      { documentType: 'panCard', fileId: FILE(1) },
      { documentType: 'incorporationCertificate', fileId: FILE(2) },
      { documentType: 'authorisationLetter', fileId: FILE(3) },
      { documentType: 'connectivityAgreement', fileId: FILE(4) },
      { documentType: 'commissioningCertificate', fileId: FILE(5) },
    ],
    declaration: {
      accurate: true,
      abideByRegulations: true,
      place: 'Itanagar',
      authorizedPersonName: 'Asha Rao',
      authorizedPersonDesignation: 'Director',
    },
  };
}

/** The applicant's own injecting entity (TRANSCO involved, no DISCOM); its action bar is the applicant's. */
function buildRegistration(overrides: Partial<RegistrationDetail> = {}): RegistrationDetail {
  const record: Omit<RegistrationDetail, 'actionBar'> = {
    id: 12,
    kind: 'Registration',
    entityType: 'InjectingEntity',
    registrationNo: null,
    entityName: 'Sunrise Solar Pvt Ltd',
    issuingAuthority: null,
    tradingLicenceNo: null,
    consumerNumber: null,
    dateOfOpenAccessStart: '2026-12-01',
    stoaInjectionQuantum: 9,
    stoaDrawlQuantum: null,
    connectivity: 'Chimpu 33 kV bus',
    transmissionZone: 'Itanagar',
    distributionZone: 'N/A',
    submittedOn: null,
    updatedOn: '2026-11-20T06:00:00Z',
    approvedOn: null,
    expiredOn: null,
    status: { status: 'Draft', statusDescription: 'Draft' },
    applicantUserId: 7,
    previousRegistrationId: null,
    details: validDetails(),
    files: [
      {
        fileId: FILE(1),
        fileName: 'pan.pdf',
        documentType: 'panCard',
        label: 'PAN Card',
        isValid: null,
        comments: null,
      },
    ],
    timeline: [],
    formActions: ['Write'],
    actions: ['Submit'],
    clock: null,
    nextStep: null,
    canRenew: false,
    renewedBy: null,
    fee: null,
    transcoName: 'State Transmission Corporation',
    discomName: null,
    version: 2,
    ...overrides,
  };
  const viewer = { role: 'OABusinessUser' as const, status: record.status.status, actions: record.actions };
  const route = { involvesDiscom: false, involvesTransco: true };
  return { ...record, actionBar: actionBarFor(REGISTRATION_WORKFLOW, route, viewer) };
}

function stubApi(extra: Record<string, StubHandler | StubHandler[]> = {}) {
  return stubFetch({
    'GET /api/Registration/GetTranscos': () => success({ transcoDiscomList: UTILITY_ROWS }),
    'GET /api/Registration/GetDiscoms': () => success({ transcoDiscomList: DISCOM_ROWS }),
    'GET /api/Registration/GetRegistrationFee': () => success({ entityType: 'InjectingEntity', amount: 10000 }),
    'GET /api/Registration/GetRenewalFee': () => success({ entityType: 'InjectingEntity', amount: 5000 }),
    ...extra,
  });
}

/** Where a save lands: the record's page, with the success text carried through router state. */
function ViewPage() {
  const location = useLocation();
  return (
    <p>
      Viewing {location.pathname}: {noticeOf(location.state)}
    </p>
  );
}

function renderPage(path: string) {
  return renderRoutes(
    [
      { path: '/registrations/new', element: <RegistrationFormPage /> },
      { path: '/registrations/edit/:entityType/:id', element: <RegistrationFormPage /> },
      { path: '/registrations/renew/:previousId', element: <RegistrationFormPage /> },
      { path: '/registrations/view/:entityType/:id', element: <ViewPage /> },
    ],
    path,
  );
}

/** The open step's title (the error summary's heading is the other h2 after a refused Submit). */
const stepTitle = () =>
  screen.getAllByRole('heading', { level: 2 }).find((heading) => heading.textContent !== ERROR_SUMMARY_TITLE);

async function goToLastStep(user: UserEvent) {
  while (screen.queryByRole('button', { name: 'Next' })) await user.click(screen.getByRole('button', { name: 'Next' }));
}

const stepper = () => within(screen.getByRole('tablist', { name: 'Registration steps' }));

/** The stepper's tab of a step. */
function stepButton(label: string): HTMLElement {
  return stepper().getByRole('tab', { name: new RegExp(label) });
}

/** The step labels flagged with "Check this step", in order. */
function flaggedSteps(): string[] {
  return stepper()
    .getAllByText('Check this step')
    .map((flag) => flag.closest('[role="tab"]')?.querySelector('.MuiStepLabel-label')?.textContent ?? '');
}

beforeEach(() => {
  completeLogin(buildSignedInUser());
});

describe('RegistrationFormPage', { timeout: 20_000 }, () => {
  it('moves with Next and Back, and shows Submit (with the fee due) on the last step only', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage('/registrations/new');
    expect(screen.getByRole('heading', { name: 'Registration — Injecting Entity' })).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Connection');
    expect(screen.getByRole('button', { name: 'Back' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Submit' })).not.toBeInTheDocument();
    // An injecting entity without a DISCOM has no distribution zone.
    expect(screen.getByText('Only when connected to a DISCOM network')).toBeInTheDocument();
    expect(screen.queryByLabelText('Distribution Zone')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(stepTitle()).toHaveTextContent('Generator');
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(stepTitle()).toHaveTextContent('Connection');

    await goToLastStep(user);
    expect(stepTitle()).toHaveTextContent('Declaration');
    expect(screen.getByRole('button', { name: 'Submit' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Save as Draft' })).toBeInTheDocument();
    expect(await screen.findByText('Registration fee: ₹10,000.00 — due after submission')).toBeInTheDocument();
  });

  it('computes the ex-bus capacity as the capacities are typed', async () => {
    stubApi();
    const user = userEvent.setup();
    renderPage('/registrations/new');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Installed Capacity (MW)'), { target: { value: '10' } });
    expect(screen.getByLabelText('Ex-Bus Capacity (MW)')).toHaveValue('');
    fireEvent.change(screen.getByLabelText('Auxiliary Consumption (MW)'), { target: { value: '0.35' } });
    expect(screen.getByLabelText('Ex-Bus Capacity (MW)')).toHaveValue('9.65');
    // Number inputs refuse a third decimal (spec §5).
    fireEvent.change(screen.getByLabelText('Auxiliary Consumption (MW)'), { target: { value: '0.355' } });
    expect(screen.getByLabelText('Auxiliary Consumption (MW)')).toHaveValue('0.35');
  });

  it('flags every step with errors on Submit of an empty form, opens the first and shows the messages', async () => {
    const fetchMock = stubApi();
    const user = userEvent.setup();
    renderPage('/registrations/new');
    await goToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(stepTitle()).toHaveTextContent('Connection');
    // Every step with a problem is flagged at once, the missing documents included.
    expect(flaggedSteps()).toEqual([
      'Connection',
      'Generator',
      'Units',
      'Zones and Connectivity',
      'Documents',
      'Declaration',
    ]);
    expect(screen.getByText('Voltage Level is required')).toBeInTheDocument();
    expect(screen.getByText('Sub-station is required')).toBeInTheDocument();
    // The error summary at the top holds focus and lists each problem by its step; a link opens the step and
    // focuses the field.
    const summary = screen.getByRole('alert', { name: ERROR_SUMMARY_TITLE });
    expect(summary).toHaveFocus();
    expect(within(summary).getByRole('link', { name: 'Connection: Sub-station is required' })).toBeInTheDocument();
    await user.click(within(summary).getByRole('link', { name: 'Generator: Plant Name is required' }));
    expect(stepTitle()).toHaveTextContent('Generator');
    expect(screen.getByLabelText('Plant Name')).toHaveFocus();

    await user.click(stepButton('Units'));
    expect(screen.getByText(REGISTRATION_MESSAGES.unitsRequired)).toBeInTheDocument();
    // Typing answers a message: it goes, and so does the flag once the step has none left.
    await user.click(stepButton('Connection'));
    fireEvent.change(screen.getByLabelText('Sub-station'), { target: { value: 'Chimpu' } });
    expect(screen.queryByText('Sub-station is required')).not.toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('fills a draft from its details, refuses auxiliary ≥ installed, then submits the checked details', async () => {
    const record = buildRegistration();
    const details = validDetails();
    details.generator.auxiliaryConsumption = 10;
    const fetchMock = stubApi({
      'GET /api/Registration/GetInjectingEntityRegistration/12': () => success({ ...record, details }),
      'POST /api/Registration/SubmitInjectingEntityRegistration': () =>
        success({ id: 12, status: 'Submitted', version: 3 }),
    });
    const user = userEvent.setup();
    renderPage('/registrations/edit/InjectingEntity/12');
    expect(await screen.findByLabelText('Sub-station')).toHaveValue('Chimpu');

    await goToLastStep(user);
    expect(screen.getByLabelText('Place')).toHaveValue('Itanagar');
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    expect(stepTitle()).toHaveTextContent('Generator');
    expect(flaggedSteps()).toEqual(['Generator']);
    expect(screen.getByText(REGISTRATION_MESSAGES.auxiliary)).toBeInTheDocument();
    expect(screen.getByLabelText('Ex-Bus Capacity (MW)')).toHaveValue('0.00');

    fireEvent.change(screen.getByLabelText('Auxiliary Consumption (MW)'), { target: { value: '0.5' } });
    expect(screen.queryByText(REGISTRATION_MESSAGES.auxiliary)).not.toBeInTheDocument();
    await goToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText(/Viewing \/registrations\/view\/InjectingEntity\/12/)).toHaveTextContent(
      REGISTRATION_MESSAGES.submitted,
    );
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toEqual({ id: 12, version: 2, isDraft: false, details: validDetails() });
  });

  it("shows the server's field errors under their fields on the flagged step", async () => {
    stubApi({
      'GET /api/Registration/GetInjectingEntityRegistration/12': () => success(buildRegistration()),
      'POST /api/Registration/SubmitInjectingEntityRegistration': () =>
        fieldFailure({ 'documents.panCard': ['Upload the document again'] }),
    });
    const user = userEvent.setup();
    renderPage('/registrations/edit/InjectingEntity/12');
    await screen.findByLabelText('Sub-station');
    await goToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));

    expect(await screen.findByText('Upload the document again')).toBeInTheDocument();
    expect(stepTitle()).toHaveTextContent('Documents');
    expect(flaggedSteps()).toEqual(['Documents']);
    // The saved file shows by its name, with View and Remove.
    const pan = screen.getByRole('group', { name: 'PAN Card' });
    expect(within(pan).getByText('pan.pdf')).toBeInTheDocument();
    expect(within(pan).getByRole('button', { name: 'Remove' })).toBeInTheDocument();
  });

  it('saves a draft from any step, unchecked', async () => {
    const fetchMock = stubApi({
      'POST /api/Registration/SubmitInjectingEntityRegistration': () =>
        success({ id: 15, status: 'Draft', version: 1 }),
    });
    const user = userEvent.setup();
    renderPage('/registrations/new');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    fireEvent.change(screen.getByLabelText('Plant Name'), { target: { value: 'Sunrise Solar Park' } });
    await user.click(screen.getByRole('button', { name: 'Save as Draft' }));

    expect(await screen.findByText(/Viewing \/registrations\/view\/InjectingEntity\/15/)).toHaveTextContent(
      REGISTRATION_MESSAGES.draftSaved,
    );
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    const body = requestOf(fetchMock, post).body as { id: unknown; isDraft: boolean; details: typeof validDetails };
    expect(body).toMatchObject({
      id: null,
      isDraft: true,
      details: { generator: { plantName: 'Sunrise Solar Park' } },
    });
  });

  it('renews an Approved registration only once a detail has changed', async () => {
    const previous = buildRegistration({
      id: 7,
      registrationNo: 'STOA/INJ/2025/0001',
      status: { status: 'Approved', statusDescription: 'Approved' },
      formActions: ['ReadOnly'],
      canRenew: true,
    });
    const fetchMock = stubApi({
      'GET /api/Registration/GetInjectingEntityRegistration/7': () => success(previous),
      'POST /api/Registration/RenewInjectingEntityRegistration': () =>
        success({ id: 20, status: 'Submitted', version: 1 }),
    });
    const user = userEvent.setup();
    renderPage('/registrations/renew/7');
    expect(await screen.findByLabelText('Sub-station')).toHaveValue('Chimpu');
    expect(screen.getByRole('heading', { name: 'Renewal of Registration' })).toBeInTheDocument();
    await goToLastStep(user);
    expect(await screen.findByText('Renewal fee: ₹5,000.00 — due after submission')).toBeInTheDocument();
    // The declaration is made afresh; it is not a change of the registration.
    const accurate = screen.getByRole('checkbox', { name: /information given is true/ });
    expect(accurate).not.toBeChecked();
    await user.click(accurate);
    await user.click(screen.getByRole('checkbox', { name: /abide by the open access regulations/ }));
    expect(screen.getByRole('button', { name: 'Renew' })).toBeDisabled();
    expect(screen.getByLabelText(REGISTRATION_MESSAGES.renewUnchanged)).toContainElement(
      screen.getByRole('button', { name: 'Renew' }),
    );

    await user.click(stepButton('Generator'));
    fireEvent.change(screen.getByLabelText('STOA Injection Quantum (MW)'), { target: { value: '8' } });
    await goToLastStep(user);
    await user.click(screen.getByRole('button', { name: 'Renew' }));

    expect(await screen.findByText(/Viewing \/registrations\/view\/InjectingEntity\/20/)).toHaveTextContent(
      REGISTRATION_MESSAGES.renewalSubmitted,
    );
    const post = fetchMock.mock.calls.findIndex(([, init]) => init?.method === 'POST');
    expect(requestOf(fetchMock, post).body).toMatchObject({
      previousRegistrationId: 7,
      id: null,
      isDraft: false,
      details: { generator: { stoaInjectionQuantum: 8 } },
    });
  });

  it('shows a notice and no form when the record is not the applicant’s to write', async () => {
    stubApi({
      'GET /api/Registration/GetInjectingEntityRegistration/12': () =>
        success(
          buildRegistration({
            status: { status: 'Submitted', statusDescription: 'Pending SLDC verification' },
            formActions: ['ReadOnly'],
          }),
        ),
    });
    renderPage('/registrations/edit/InjectingEntity/12');
    expect(await screen.findByText(REGISTRATION_MESSAGES.notEditable)).toBeInTheDocument();
    expect(screen.queryByRole('form', { name: 'Registration form' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'View' })).toHaveAttribute(
      'href',
      '/registrations/view/InjectingEntity/12',
    );
  });
});
