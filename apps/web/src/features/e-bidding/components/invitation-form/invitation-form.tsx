/**
 * Form ST2 (spec §2.3): the six steps as a non-linear stepper, Next until the last step, which shows Submit; Save as
 * Draft on every step and Download (the PDF) beside them. When the caller may not write (access ReadOnly or NoOP)
 * every field is disabled and only Back, Next and Download remain.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import PictureAsPdfOutlined from '@mui/icons-material/PictureAsPdfOutlined';
import { useForm } from 'react-hook-form';
import type { InvitationDetail, SavedInvitation } from '@stoa/shared';
import { useLeaveGuard } from '../../../../components/form/use-leave-guard.tsx';
import { WorkflowStepsForm } from '../../../../components/workflow/workflow-steps-form.tsx';
import {
  INVITATION_STEPS,
  INVITATION_STEP_LABELS,
  flaggedSteps,
  stepOfPath,
  valuesFromDetail,
  type InvitationFormValues,
} from './invitation-form-values.ts';
import { InvitationStepContent } from './invitation-steps.tsx';
import { useInvitationSave } from './use-invitation-save.ts';

const LAST = INVITATION_STEPS.length - 1;

interface InvitationActionsProps {
  active: number;
  onMove: (index: number) => void;
  isReadOnly: boolean;
  pending: 'draft' | 'submit' | null;
  onSave: (isDraft: boolean) => void;
  onDownload: () => void;
}

function InvitationActions({ active, onMove, isReadOnly, pending, onSave, onDownload }: InvitationActionsProps) {
  const isBusy = pending !== null;
  return (
    <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
      <Button variant="outlined" onClick={() => onMove(active - 1)} disabled={active === 0}>
        Back
      </Button>
      <Button variant="outlined" startIcon={<PictureAsPdfOutlined />} onClick={onDownload}>
        Download
      </Button>
      <Box sx={{ flex: 1 }} />
      {!isReadOnly && (
        <Button variant="outlined" onClick={() => onSave(true)} loading={pending === 'draft'} disabled={isBusy}>
          Save as Draft
        </Button>
      )}
      {active < LAST && (
        <Button variant="contained" onClick={() => onMove(active + 1)}>
          Next
        </Button>
      )}
      {active === LAST && !isReadOnly && (
        <Button variant="contained" onClick={() => onSave(false)} loading={pending === 'submit'} disabled={isBusy}>
          Submit
        </Button>
      )}
    </Stack>
  );
}

export interface InvitationFormProps {
  detail: InvitationDetail;
  onSaved: (result: SavedInvitation, isDraft: boolean) => void;
  onDownload: () => void;
}

export function InvitationForm({ detail, onSaved, onDownload }: InvitationFormProps) {
  const [active, setActive] = useState(0);
  const form = useForm<InvitationFormValues>({ defaultValues: valuesFromDetail(detail) });
  const onOpenStep = (step: (typeof INVITATION_STEPS)[number]) => setActive(INVITATION_STEPS.indexOf(step));
  const leaveGuard = useLeaveGuard(form);
  const { errors, setErrors, refusal, alert, setAlert, pending, save } = useInvitationSave({
    form,
    detail,
    onOpenStep,
    onSaved,
    leaveGuard,
  });
  const step = INVITATION_STEPS[active] ?? 'general';
  const isReadOnly = detail.access !== 'Write';
  return (
    <WorkflowStepsForm
      form={form}
      errors={errors}
      setErrors={setErrors}
      refusal={refusal}
      stepOf={stepOfPath}
      leaveGuard={leaveGuard}
      aria-label="Form ST2"
      stepsLabel="Invitation steps"
      steps={INVITATION_STEPS}
      labels={INVITATION_STEP_LABELS}
      active={active}
      step={step}
      flagged={flaggedSteps(errors)}
      onSelect={setActive}
      alert={alert}
      onCloseAlert={() => setAlert(null)}
      actions={
        <InvitationActions
          active={active}
          onMove={(index) => setActive(Math.min(LAST, Math.max(0, index)))}
          isReadOnly={isReadOnly}
          pending={pending}
          onSave={(isDraft) => void save(isDraft)}
          onDownload={onDownload}
        />
      }
    >
      <InvitationStepContent step={step} detail={detail} isReadOnly={isReadOnly} />
    </WorkflowStepsForm>
  );
}
