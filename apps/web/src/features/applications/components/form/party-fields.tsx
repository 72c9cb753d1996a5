/**
 * The parties of an application (DOMAIN §3): a seller (injecting or both) and a buyer (drawee or both). An OA
 * applicant applies as one side with its own approved registration and picks the other side among all approved ones,
 * and may name a trader acting for it; a trader picks both among the parties that added it. Each chosen party's card
 * shows what limits a row: ex-bus capacity, contract demand, zone.
 */
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useFormContext, useWatch } from 'react-hook-form';
import type { Party } from '@stoa/shared';
import { FormSelectField } from '../../../../components/crud/form-fields.tsx';
import type { SelectOption } from '../../../../components/select-input.tsx';
import { useParties, type PartySide } from '../../api/get-parties.ts';
import { useUserBasedTraders } from '../../api/get-user-based-traders.ts';
import { PartyCard } from '../party-card.tsx';
import { canTakeSide, ownSideRegistration, type ApplicationFormValues, type ApplySide } from './form-values.ts';

const SelectField = FormSelectField<ApplicationFormValues>;

const SIDE_LABELS: Record<ApplySide, string> = { seller: 'Seller', buyer: 'Buyer' };
const other = (side: ApplySide): ApplySide => (side === 'seller' ? 'buyer' : 'seller');

const partyOption = (party: Party): SelectOption => ({
  value: String(party.registrationId),
  label: party.registrationNo ? `${party.entityName} (${party.registrationNo})` : party.entityName,
});

/** The options of a side, with the party the saved record names even when it is no longer offered. */
function optionsOf(parties: readonly Party[], saved: Party | null): SelectOption[] {
  const all = saved && !parties.some((p) => p.registrationId === saved.registrationId) ? [saved, ...parties] : parties;
  return all.map(partyOption);
}

export interface PartyFieldsProps {
  /** An OA applicant's own approved registrations; null for a trader. */
  own: readonly Party[] | null;
  /** The parties the saved record names. */
  saved: { seller: Party | null; buyer: Party | null };
  /** The chosen parties' details (ex-bus capacity, contract demand), once read. */
  details: { seller: Party | undefined; buyer: Party | undefined };
  disabled: boolean;
}

export function PartyFields(props: PartyFieldsProps) {
  return props.own ? <ApplicantParties {...props} own={props.own} /> : <TraderParties {...props} />;
}

function ApplicantParties({ own, saved, details, disabled }: PartyFieldsProps & { own: readonly Party[] }) {
  const { control, setValue } = useFormContext<ApplicationFormValues>();
  const applyAs = useWatch({ control, name: 'applyAs' });
  const counterpart = applyAs === '' ? null : other(applyAs);
  const counterparts = useParties(counterpart ?? 'seller', 'all', counterpart !== null);
  const traders = useUserBasedTraders(true);
  const sides = (['seller', 'buyer'] as const).filter((side) => own.some((p) => canTakeSide(p, side)));
  const listOf = (side: ApplySide): SelectOption[] => {
    if (applyAs === '') return [];
    const parties = side === applyAs ? own.filter((p) => canTakeSide(p, side)) : (counterparts.data ?? []);
    return optionsOf(parties, saved[side]);
  };

  return (
    <Stack spacing={2}>
      <Box sx={PARTY_GRID}>
        <SelectField
          name="applyAs"
          label="Apply as"
          options={sides.map((side) => ({ value: side, label: SIDE_LABELS[side] }))}
          disabled={disabled}
          // A new side: the parties chosen for the old one no longer fit.
          onPicked={(side) => {
            const mine = side === 'seller' || side === 'buyer' ? ownSideRegistration(own, side) : '';
            setValue('sellerRegistrationId', side === 'seller' ? mine : '');
            setValue('buyerRegistrationId', side === 'buyer' ? mine : '');
          }}
        />
        <SelectField
          name="traderId"
          label="Trader (optional)"
          placeholder="No trader"
          options={(traders.data ?? []).map((t) => ({ value: String(t.id), label: t.entityName }))}
          disabled={disabled}
        />
      </Box>
      {sides.length === 0 && <Typography color="error">You have no approved registration to apply with.</Typography>}
      <SidePickers listOf={listOf} details={details} disabled={disabled || applyAs === ''} />
    </Stack>
  );
}

function TraderParties({ saved, details, disabled }: PartyFieldsProps) {
  const sellers = useParties('seller', 'trader', true);
  const buyers = useParties('buyer', 'trader', true);
  const listOf = (side: ApplySide) => optionsOf((side === 'seller' ? sellers : buyers).data ?? [], saved[side]);
  return <SidePickers listOf={listOf} details={details} disabled={disabled} />;
}

const PARTY_GRID = {
  display: 'grid',
  gap: 2,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' },
} as const;

const FIELD_OF: Record<PartySide, 'sellerRegistrationId' | 'buyerRegistrationId'> = {
  seller: 'sellerRegistrationId',
  buyer: 'buyerRegistrationId',
};

interface SidePickersProps {
  listOf: (side: ApplySide) => SelectOption[];
  details: PartyFieldsProps['details'];
  disabled: boolean;
}

function SidePickers({ listOf, details, disabled }: SidePickersProps) {
  return (
    <Box sx={PARTY_GRID}>
      {(['seller', 'buyer'] as const).map((side) => (
        <Stack key={side} spacing={1.5}>
          <SelectField name={FIELD_OF[side]} label={SIDE_LABELS[side]} options={listOf(side)} disabled={disabled} />
          {details[side] && <PartyCard side={side} party={details[side]} />}
        </Stack>
      ))}
    </Box>
  );
}
