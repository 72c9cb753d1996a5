/**
 * The business rules form's cards (DOMAIN §3–§8): one card per group of rules, one field per number. The fields
 * carry the shared schema's labels; the schema checks every bound.
 */
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { APPLICATION_TYPE_LABELS, E_BIDDING_PRICING_LABELS, E_BIDDING_PRICING_RULES } from '@stoa/shared';
import { FormRadioField } from '../../../components/crud/choice-fields.tsx';
import { FormNumberField, FormTextField } from '../../../components/crud/form-fields.tsx';
import { FormTimeField } from '../../../components/crud/time-field.tsx';
import { labelOptions } from '../../../components/crud/options.ts';

type FieldKind = 'whole' | 'decimal' | 'time' | 'text';
interface RuleField {
  name: string;
  label: string;
  kind: FieldKind;
}
interface RuleGroup {
  title: string;
  fields: readonly RuleField[];
}

const whole = (name: string, label: string): RuleField => ({ name, label, kind: 'whole' });
const windows = 'applicationWindows';

const WINDOW_GROUPS: readonly RuleGroup[] = [
  {
    title: APPLICATION_TYPE_LABELS.Advance,
    fields: [
      whole(`${windows}.Advance.monthsAhead`, 'Months Ahead'),
      whole(`${windows}.Advance.cutoffDaysBeforeMonthEnd.0`, 'Cut-off for M+1 (days before month end)'),
      whole(`${windows}.Advance.cutoffDaysBeforeMonthEnd.1`, 'Cut-off for M+2 (days before month end)'),
      whole(`${windows}.Advance.cutoffDaysBeforeMonthEnd.2`, 'Cut-off for M+3 (days before month end)'),
    ],
  },
  {
    title: APPLICATION_TYPE_LABELS.FCFS,
    fields: [
      whole(`${windows}.FCFS.minDaysBeforeStart`, 'Days Before Start'),
      whole(`${windows}.FCFS.monthsAhead`, 'Months Ahead'),
      whole(`${windows}.FCFS.processingWorkingDays`, 'Processing Working Days'),
    ],
  },
  {
    title: APPLICATION_TYPE_LABELS.DayAhead,
    fields: [
      whole(`${windows}.DayAhead.openDaysBefore`, 'Opens Days Before'),
      { name: `${windows}.DayAhead.cutoffTime`, label: 'Cut-off Time', kind: 'time' },
    ],
  },
  {
    title: APPLICATION_TYPE_LABELS.ContingencyDayAhead,
    fields: [{ name: `${windows}.ContingencyDayAhead.opensAt`, label: 'Opens At', kind: 'time' }],
  },
  {
    title: APPLICATION_TYPE_LABELS.ContingencySameDay,
    fields: [whole(`${windows}.ContingencySameDay.minBlocksAfterReceipt`, 'Blocks After Receipt')],
  },
];

const OTHER_GROUPS: readonly RuleGroup[] = [
  {
    title: 'Revision and cancellation',
    fields: [
      whole('revision.effectiveFromBlock', 'Effective From Block'),
      { name: 'revision.minRevisionPercent', label: 'Minimum Revision (%)', kind: 'decimal' },
      whole('revision.noticeDays', 'Notice Days'),
    ],
  },
  { title: 'Registration validity', fields: [whole('registration.validityMonths', 'Validity (months)')] },
  {
    title: 'Standing clearance',
    fields: [whole('standingClearance.responseWorkingDays', 'Response (working days)')],
  },
  {
    title: 'Statutory clocks',
    fields: [
      whole('clocks.registrationStepWorkingDays', 'Registration step (working days)'),
      whole('clocks.interStateStepWorkingDays', 'Inter-state registration step (working days)'),
      whole('clocks.applicationStepWorkingDays', 'Application approval step (working days)'),
    ],
  },
  { title: 'Defaulter', fields: [whole('defaulter.daysPastDue', 'Days Past Due')] },
  { title: 'Payment reminders', fields: [whole('reminders.dueSoonDays', 'Reminder Days Before Due')] },
  {
    title: 'TDS defaults',
    fields: [
      { name: 'tds.defaultRatePercent', label: 'Default TDS Rate (%)', kind: 'decimal' },
      { name: 'tds.defaultSection', label: 'Default TDS Section', kind: 'text' },
      whole('tds.challanDueDay', 'Challan Due Day'),
    ],
  },
];

const PRICING_OPTIONS = labelOptions(E_BIDDING_PRICING_RULES, (rule) => E_BIDDING_PRICING_LABELS[rule]);

function Field({ field }: { field: RuleField }) {
  if (field.kind === 'time') return <FormTimeField name={field.name} label={field.label} />;
  if (field.kind === 'text') return <FormTextField name={field.name} label={field.label} />;
  return <FormNumberField name={field.name} label={field.label} decimals={field.kind === 'whole' ? 0 : undefined} />;
}

function FieldGrid({ fields }: { fields: readonly RuleField[] }) {
  return (
    <Box
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(4, 1fr)' } }}
    >
      {fields.map((field) => (
        <Field key={field.name} field={field} />
      ))}
    </Box>
  );
}

function RuleCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-label={title}>
      <CardContent>
        <Typography variant="h3" component="h3" sx={{ fontSize: '1.1rem', mb: 2 }}>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** Every field path of the form: a server error about any of them goes under its field. */
export const RULE_FIELD_PATHS: readonly string[] = [...WINDOW_GROUPS, ...OTHER_GROUPS]
  .flatMap((group) => group.fields.map((field) => field.name))
  .concat('eBidding.pricingRule');

export function RulesFields() {
  return (
    <>
      <RuleCard title="Application windows">
        {WINDOW_GROUPS.map((group) => (
          <Box key={group.title} sx={{ mb: 2 }}>
            <Typography variant="subtitle2" sx={{ mb: 1.5 }}>
              {group.title}
            </Typography>
            <FieldGrid fields={group.fields} />
          </Box>
        ))}
      </RuleCard>
      <RuleCard title="E-bidding pricing rule">
        <FormRadioField name="eBidding.pricingRule" label="Price paid by allocated bidders" options={PRICING_OPTIONS} />
      </RuleCard>
      {OTHER_GROUPS.map((group) => (
        <RuleCard key={group.title} title={group.title}>
          <FieldGrid fields={group.fields} />
        </RuleCard>
      ))}
    </>
  );
}
