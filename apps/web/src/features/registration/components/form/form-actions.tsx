import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useFormContext, useWatch } from 'react-hook-form';
import {
  REGISTRATION_MESSAGES,
  VALID_REGISTRATION_STATUSES,
  registrationChanged,
  type EntityType,
  type RecordStatus,
  type RegistrationDetail,
} from '@stoa/shared';
import { detailsFromValues, type RegistrationFormValues } from './form-values.ts';

export type PendingAction = 'draft' | 'submit' | null;

interface FormActionsProps {
  entityType: EntityType;
  isFirst: boolean;
  isLast: boolean;
  /** A renewal submits with Renew. */
  isRenewal: boolean;
  /** The registration a renewal renews, once loaded: an Approved one must change before it can be renewed. */
  renewed: RegistrationDetail | undefined;
  pending: PendingAction;
  onBack: () => void;
  onNext: () => void;
  onDraft: () => void;
  onSubmit: () => void;
}

/** Back / Save as Draft / Next, and on the last step Submit or Renew (spec §2.4). */
export function FormActions({
  entityType,
  isFirst,
  isLast,
  isRenewal,
  renewed,
  pending,
  onBack,
  onNext,
  onDraft,
  onSubmit,
}: FormActionsProps) {
  const isUnchanged = useIsUnchangedRenewal(entityType, renewed);
  const isBusy = pending !== null;
  const finalButton = (
    <Button variant="contained" onClick={onSubmit} loading={pending === 'submit'} disabled={isUnchanged || isBusy}>
      {isRenewal ? 'Renew' : 'Submit'}
    </Button>
  );
  return (
    <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
      <Button variant="outlined" onClick={onBack} disabled={isFirst || isBusy}>
        Back
      </Button>
      <Box sx={{ flex: 1 }} />
      <Button variant="outlined" onClick={onDraft} loading={pending === 'draft'} disabled={isBusy}>
        Save as Draft
      </Button>
      {!isLast && (
        <Button variant="contained" onClick={onNext} disabled={isBusy}>
          Next
        </Button>
      )}
      {isLast &&
        (isUnchanged ? (
          // A disabled button fires no events: the wrapper carries the tooltip.
          <Tooltip title={REGISTRATION_MESSAGES.renewUnchanged}>
            <span>{finalButton}</span>
          </Tooltip>
        ) : (
          finalButton
        ))}
    </Stack>
  );
}

/**
 * Spec §4: the Renew button is disabled while the renewed registration is Approved (still in force) and nothing
 * the applicant typed differs from it; an Expired one may be renewed as it was.
 */
function useIsUnchangedRenewal(entityType: EntityType, renewed: RegistrationDetail | undefined): boolean {
  const { control, getValues } = useFormContext<RegistrationFormValues>();
  // Subscribes to every change; the values themselves are read typed from getValues.
  useWatch({ control });
  const inForce: readonly RecordStatus[] = VALID_REGISTRATION_STATUSES;
  if (!renewed || !inForce.includes(renewed.status.status)) return false;
  return !registrationChanged(entityType, renewed.details, detailsFromValues(entityType, getValues()));
}
