/**
 * The six steps of Form ST2: General Information (the congestion's facts, read-only, with the affected applications)
 * and five steps of fields, each drawn from the step's field list (invitation-form-values.ts) by the field's kind.
 */
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { INVITATION_LABELS as L, INVITATION_STATUS_LABELS, type InvitationDetail } from '@stoa/shared';
import { FIELD_GRID, FormDateField, FormNumberField, FormTextField } from '../../../../components/crud/form-fields.tsx';
import { FormTimeField } from '../../../../components/crud/time-field.tsx';
import { RecordSummary, type RecordFact } from '../../../../components/record/record-summary.tsx';
import { formatCalendarDate, formatMw, formatRate } from '../../../../lib/format.ts';
import { formatCongestedPeriods } from '../ebidding-cells.tsx';
import { CongestedApplicationsDialog } from './congested-applications-dialog.tsx';
import {
  STEP_FIELDS,
  type InvitationField,
  type InvitationFormValues,
  type InvitationStep,
} from './invitation-form-values.ts';

const TextField = FormTextField<InvitationFormValues>;
const NumberField = FormNumberField<InvitationFormValues>;
const DateField = FormDateField<InvitationFormValues>;
const TimeField = FormTimeField<InvitationFormValues>;

type FieldKind = 'text' | 'multiline' | 'number' | 'date' | 'time';

const KINDS: Readonly<Record<InvitationField, FieldKind>> = {
  subStationDetails: 'multiline',
  availableMarginSubstation: 'number',
  transmissionSystemDetails: 'multiline',
  nameOfTransmissionSystem: 'text',
  lastDateOfSubmission: 'date',
  deadLine: 'time',
  bidOpeningDate: 'date',
  bidOpeningTime: 'time',
  floorPrice: 'number',
  place: 'text',
  date: 'date',
  authorizedPersonName: 'text',
  authorizedPersonDesignation: 'text',
};

export function invitationFacts(detail: InvitationDetail): RecordFact[] {
  return [
    { label: 'Corridor', value: detail.corridorName },
    { label: 'Bid Invitation No.', value: detail.bidInvitationNo ?? 'Issued when sent' },
    { label: 'Date of Invitation', value: formatCalendarDate(detail.dateOfInvitation) },
    { label: 'Status', value: INVITATION_STATUS_LABELS[detail.status.status] },
    { label: 'Congestion From Date', value: formatCalendarDate(detail.congestionFromDate) },
    { label: 'Congestion To Date', value: formatCalendarDate(detail.congestionToDate) },
    { label: 'Congestion From Time', value: detail.congestionFromTime },
    { label: 'Congestion To Time', value: detail.congestionToTime },
    { label: 'Congested Blocks', value: formatCongestedPeriods(detail.congestedPeriods) },
    { label: 'Available Margin (MW)', value: formatMw(detail.availableMargin) },
    { label: 'Total Applied Quantum (MW)', value: formatMw(detail.allApplicationsAppliedQuantum) },
  ];
}

function GeneralStep({ detail }: { detail: InvitationDetail }) {
  const [isOpen, setOpen] = useState(false);
  return (
    <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
      <Box sx={{ alignSelf: 'stretch' }}>
        <RecordSummary facts={invitationFacts(detail)} />
      </Box>
      <Button variant="outlined" onClick={() => setOpen(true)}>
        View affected applications
      </Button>
      {isOpen && (
        <CongestedApplicationsDialog applications={detail.eBiddedApplications} onClose={() => setOpen(false)} />
      )}
    </Stack>
  );
}

interface FieldOfProps {
  field: InvitationField;
  isReadOnly: boolean;
  defaultFloorPrice: number | null;
}

function FieldOf({ field, isReadOnly, defaultFloorPrice }: FieldOfProps) {
  const shared = { name: field, label: L[field], disabled: isReadOnly };
  switch (KINDS[field]) {
    case 'multiline':
      return (
        <Box sx={{ gridColumn: '1 / -1' }}>
          <TextField {...shared} multiline />
        </Box>
      );
    case 'number': {
      const isFloor = field === 'floorPrice' && defaultFloorPrice !== null;
      const helperText = isFloor ? `STU rate in force: ${formatRate(defaultFloorPrice, 'RsPerKWh')}` : undefined;
      return <NumberField {...shared} helperText={helperText} />;
    }
    case 'date':
      return <DateField {...shared} />;
    case 'time':
      return <TimeField {...shared} />;
    case 'text':
      return <TextField {...shared} />;
  }
}

export function InvitationStepContent({
  step,
  detail,
  isReadOnly,
}: {
  step: InvitationStep;
  detail: InvitationDetail;
  isReadOnly: boolean;
}) {
  if (step === 'general') return <GeneralStep detail={detail} />;
  return (
    <Box sx={FIELD_GRID}>
      {STEP_FIELDS[step].map((field) => (
        <FieldOf key={field} field={field} isReadOnly={isReadOnly} defaultFloorPrice={detail.defaultFloorPrice} />
      ))}
    </Box>
  );
}
