import type { ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Link as RouterLink, useParams } from 'react-router';
import {
  ENTITY_TYPE_LABELS,
  MESSAGES,
  REGISTRATION_MESSAGES,
  REGISTRATION_SYSTEM_TRANSITIONS,
  REGISTRATION_WORKFLOW,
  isEntityType,
  openReasonsOf,
  type EntityType,
  type RecordStatus,
  type RegistrationDetail,
} from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useRegistration } from '../api/get-registration.ts';
import { RegistrationForm } from '../components/form/registration-form.tsx';
import { emptyFormValues, renewalValues, valuesFromDetails } from '../components/form/form-values.ts';

type Mode =
  | { kind: 'new' }
  | { kind: 'edit'; entityType: string | undefined; id: number | null }
  | { kind: 'renew'; previousId: number | null };

const positiveId = (value: string | undefined): number | null => {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
};

function modeOf(params: Readonly<Partial<Record<string, string>>>): Mode {
  if (params['previousId'] !== undefined) return { kind: 'renew', previousId: positiveId(params['previousId']) };
  if (params['id'] !== undefined)
    return { kind: 'edit', entityType: params['entityType'], id: positiveId(params['id']) };
  return { kind: 'new' };
}

const registrationTitle = (entityType: EntityType) => `Registration — ${ENTITY_TYPE_LABELS[entityType]}`;
const RENEWAL_TITLE = 'Renewal of Registration';

/**
 * /registrations/new, /registrations/edit/:entityType/:id and /registrations/renew/:previousId (spec §2.2, §4): the
 * signed-in applicant's registration form, for their own entity type. A new registration starts empty; a draft or
 * returned one is filled from its saved details; a renewal starts from the registration it renews.
 */
export function RegistrationFormPage() {
  const user = useSignedInUser();
  const mode = modeOf(useParams());
  const entityType = user?.entityType ?? null;
  if (!entityType) {
    return (
      <PageFrame title="Registration">
        <Alert severity="info">Registration is for open access applicants and traders.</Alert>
      </PageFrame>
    );
  }
  switch (mode.kind) {
    case 'new':
      return (
        <PageFrame title={registrationTitle(entityType)}>
          <FormCard>
            <RegistrationForm entityType={entityType} initialValues={emptyFormValues()} saved={null} renewal={null} />
          </FormCard>
        </PageFrame>
      );
    case 'edit':
      if (mode.id === null || !isEntityType(mode.entityType)) return <NotFound title={registrationTitle(entityType)} />;
      if (mode.entityType !== entityType) {
        return (
          <PageFrame title={registrationTitle(entityType)}>
            <Alert severity="error">{REGISTRATION_MESSAGES.wrongEntityType}</Alert>
          </PageFrame>
        );
      }
      return <EditRegistration entityType={entityType} id={mode.id} />;
    case 'renew':
      if (mode.previousId === null) return <NotFound title={RENEWAL_TITLE} />;
      return <RenewRegistration entityType={entityType} previousId={mode.previousId} />;
  }
}

/** A saved draft or returned registration (or renewal), filled from its details; only its owner may write to it. */
function EditRegistration({ entityType, id }: { entityType: EntityType; id: number }) {
  const registration = useRegistration(entityType, id);
  const record = registration.data;
  const isRenewal = record?.kind === 'Renewal';
  const previousId = record?.previousRegistrationId ?? null;
  // A renewal's Renew button follows the registration it renews (spec §4).
  const renewed = useRegistration(entityType, previousId ?? 0, isRenewal && previousId !== null);
  const title = isRenewal ? RENEWAL_TITLE : registrationTitle(entityType);

  if (registration.isPending)
    return (
      <PageFrame title={title}>
        <PageLoader />
      </PageFrame>
    );
  if (!record) return <LoadFailed title={title} error={registration.error} />;
  if (!record.formActions.includes('Write')) {
    return (
      <PageFrame title={title}>
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={`/registrations/view/${entityType}/${id}`} color="inherit" size="small">
              View
            </Button>
          }
        >
          {REGISTRATION_MESSAGES.notEditable}
        </Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={title} subtitle={subtitleOf(record)}>
      <FormCard>
        <RegistrationForm
          // Another record in the same route starts a fresh form.
          key={record.id}
          entityType={entityType}
          initialValues={valuesFromDetails(record.details, record.files)}
          saved={{ id: record.id, version: record.version }}
          openReasons={openReasonsOf(REGISTRATION_WORKFLOW, record.status.status, record.timeline)}
          renewal={
            isRenewal && previousId !== null ? { previousRegistrationId: previousId, renewed: renewed.data } : null
          }
        />
      </FormCard>
    </PageFrame>
  );
}

/** A renewal of the applicant's Approved or Expired registration, starting from its details. */
function RenewRegistration({ entityType, previousId }: { entityType: EntityType; previousId: number }) {
  const previous = useRegistration(entityType, previousId);
  const record = previous.data;
  if (previous.isPending)
    return (
      <PageFrame title={RENEWAL_TITLE}>
        <PageLoader />
      </PageFrame>
    );
  if (!record) return <LoadFailed title={RENEWAL_TITLE} error={previous.error} />;
  if (!record.canRenew) {
    return (
      <PageFrame title={RENEWAL_TITLE}>
        <Alert severity="info">{renewRefusal(record)}</Alert>
      </PageFrame>
    );
  }
  return (
    <PageFrame title={RENEWAL_TITLE} subtitle={subtitleOf(record)}>
      <FormCard>
        <RegistrationForm
          key={previousId}
          entityType={entityType}
          initialValues={renewalValues(record.details, record.files)}
          saved={null}
          renewal={{ previousRegistrationId: previousId, renewed: record }}
        />
      </FormCard>
    </PageFrame>
  );
}

/**
 * Why a registration cannot be renewed now: not Approved or Expired, already renewed (an approved renewal takes
 * over from it), or a renewal of it is already in process.
 */
function renewRefusal(record: RegistrationDetail): string {
  const renewable: readonly RecordStatus[] = REGISTRATION_SYSTEM_TRANSITIONS.renew.from;
  if (record.renewedBy) return REGISTRATION_MESSAGES.alreadyRenewed(record.renewedBy.validFrom ?? '');
  return renewable.includes(record.status.status)
    ? REGISTRATION_MESSAGES.renewalInProcess
    : REGISTRATION_MESSAGES.renewNotAllowed;
}

function subtitleOf(record: RegistrationDetail): string {
  const parts = [record.entityName, record.registrationNo, record.status.statusDescription];
  return parts.filter((part): part is string => Boolean(part)).join(' · ');
}

function PageFrame({ title, subtitle, children }: { title: string; subtitle?: string; children: ReactNode }) {
  return (
    <Stack spacing={3} sx={{ maxWidth: 1200 }}>
      <Stack spacing={0.5}>
        <Typography variant="h1">{title}</Typography>
        {subtitle && <Typography color="text.secondary">{subtitle}</Typography>}
      </Stack>
      {children}
    </Stack>
  );
}

/** The form (or its loader) sits on a card; notices stand alone. */
function FormCard({ children }: { children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      {children}
    </Paper>
  );
}

function LoadFailed({ title, error }: { title: string; error: unknown }) {
  return (
    <PageFrame title={title}>
      <Alert severity="error">{firstErrorMessage(error, MESSAGES.fetchError)}</Alert>
    </PageFrame>
  );
}

function NotFound({ title }: { title: string }) {
  return (
    <PageFrame title={title}>
      <Alert severity="error">{REGISTRATION_MESSAGES.notFound}</Alert>
    </PageFrame>
  );
}
