/** The five steps of the inter-state form: General, Connection, Contact, Documents, Declaration. */
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  INTER_STATE_DOCUMENT_KEYS,
  INTER_STATE_DOCUMENT_TYPES,
  INTER_STATE_LABELS as L,
  REGISTERED_ENTITY_SECTORS,
  RLDCS,
  VOLTAGE_LEVELS,
  ZONES,
  type InterStateStep,
} from '@stoa/shared';
import { FIELD_GRID } from '../../../../components/crud/form-fields.tsx';
import { optionsOf } from '../../../../components/crud/options.ts';
import { CheckboxField, DocumentField, NumberField, SelectField, TextField } from './inter-state-fields.tsx';

export const DECLARATION_TEXT =
  'I declare that the particulars given above are true and correct, and that the entity shall abide by the ' +
  'regulations of the Commission on inter-state open access.';

function GeneralStep() {
  return (
    <Box sx={FIELD_GRID}>
      {/* Chosen before the form opens (the route's sector): shown, not changed here. */}
      <SelectField name="general.sector" label={L.sector} options={optionsOf(REGISTERED_ENTITY_SECTORS)} disabled />
      <SelectField name="general.rldc" label={L.rldc} options={optionsOf(RLDCS)} />
      <TextField
        name="general.intraStateRegistrationNo"
        label={`${L.intraStateRegistrationNo} (optional)`}
        helperText="The STOA registration with the SLDC, if the entity holds one"
      />
    </Box>
  );
}

function ConnectionStep() {
  return (
    <Box sx={FIELD_GRID}>
      <TextField name="connection.connectivityPoint" label={L.connectivityPoint} />
      <SelectField
        name="connection.voltageLevel"
        label={L.voltageLevel}
        options={optionsOf(VOLTAGE_LEVELS, (v) => `${v} kV`)}
      />
      <SelectField name="connection.transmissionZone" label={L.transmissionZone} options={optionsOf(ZONES)} />
      <NumberField
        name="connection.maxInjectionMw"
        label={L.maxInjectionMw}
        helperText="0 when the entity only draws"
      />
      <NumberField name="connection.maxDrawlMw" label={L.maxDrawlMw} helperText="0 when the entity only injects" />
      <TextField name="connection.meterNumber" label={L.meterNumber} />
    </Box>
  );
}

function ContactStep() {
  return (
    <Box sx={FIELD_GRID}>
      <TextField name="contact.contactPersonName" label={L.contactPersonName} />
      <TextField name="contact.contactPersonDesignation" label={L.contactPersonDesignation} />
      <TextField name="contact.contactNumber" label={L.contactNumber} />
      <TextField name="contact.contactEmail" label={L.contactEmail} />
    </Box>
  );
}

function DocumentsStep() {
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Documents marked * are required.
      </Typography>
      {INTER_STATE_DOCUMENT_KEYS.map((type) => {
        const { label, required } = INTER_STATE_DOCUMENT_TYPES[type];
        return (
          <Stack key={type} role="group" aria-label={label} spacing={1}>
            <Typography variant="subtitle2">{required ? `${label} *` : label}</Typography>
            <DocumentField name={`documents.${type}`} errorPath={`documents.${type}`} label={`Upload ${label}`} />
          </Stack>
        );
      })}
    </Stack>
  );
}

function DeclarationStep() {
  return (
    <Stack spacing={2}>
      <CheckboxField name="declaration.accurate" label={DECLARATION_TEXT} />
      <Box sx={FIELD_GRID}>
        <TextField name="declaration.place" label={L.place} />
        <TextField name="declaration.authorizedPersonName" label={L.authorizedPersonName} />
        <TextField name="declaration.authorizedPersonDesignation" label={L.authorizedPersonDesignation} />
      </Box>
    </Stack>
  );
}

export function StepContent({ step }: { step: InterStateStep }) {
  switch (step) {
    case 'general':
      return <GeneralStep />;
    case 'connection':
      return <ConnectionStep />;
    case 'contact':
      return <ContactStep />;
    case 'documents':
      return <DocumentsStep />;
    case 'declaration':
      return <DeclarationStep />;
  }
}
