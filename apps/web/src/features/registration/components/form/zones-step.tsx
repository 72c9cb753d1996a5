import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import AddOutlined from '@mui/icons-material/AddOutlined';
import DeleteOutlined from '@mui/icons-material/DeleteOutlined';
import { Controller, useFieldArray, useFormContext, useWatch } from 'react-hook-form';
import { ZONE_DOCUMENT_LABEL } from '@stoa/shared';
import { FileUpload } from '../../../../components/file-upload.tsx';
import { useTranscos } from '../../api/get-utilities-for-registration.ts';
import { zoneOptions } from './connection-step.tsx';
import { useFieldError, useListErrors } from '../../../../components/crud/field-errors.tsx';
import { RegSelectField, RegTextField } from './form-fields.tsx';
import { EMPTY_ZONE, type RegistrationFormValues } from './form-values.ts';

const ZONE_GRID = {
  display: 'grid',
  gap: 1.5,
  alignItems: 'start',
  gridTemplateColumns: { xs: '1fr', md: '200px minmax(200px, 1fr) minmax(260px, 1fr) 40px' },
} as const;

/** Zones and Connectivity (injecting entity types): each zone of the TRANSCO with its points and document. */
export function ZonesStep() {
  const { control } = useFormContext<RegistrationFormValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'zones' });
  const transcoId = useWatch({ control, name: 'connection.transcoId' });
  const listErrors = useListErrors('zones');

  return (
    <Stack spacing={2}>
      {listErrors.message && <Alert severity="error">{listErrors.message}</Alert>}
      {transcoId === '' && (
        <Typography variant="body2" color="text.secondary">
          The zones are those of the TRANSCO chosen on the Connection step.
        </Typography>
      )}
      {fields.length === 0 && (
        <Typography color="text.secondary">No zones yet: add each zone you connect in.</Typography>
      )}
      {fields.map((row, index) => (
        <Box key={row.id} role="group" aria-label={`Zone ${index + 1}`} sx={ZONE_GRID}>
          <ZoneSelect index={index} transcoId={transcoId} />
          <RegTextField name={`zones.${index}.connectivityPoints`} label="Connectivity Points" />
          <ZoneDocument index={index} />
          <Tooltip title="Remove zone">
            <IconButton
              aria-label={`Remove zone ${index + 1}`}
              onClick={() => {
                remove(index);
                listErrors.clearAll();
              }}
            >
              <DeleteOutlined />
            </IconButton>
          </Tooltip>
        </Box>
      ))}
      <Box>
        <Button
          variant="outlined"
          startIcon={<AddOutlined />}
          onClick={() => {
            append({ ...EMPTY_ZONE });
            listErrors.clearAll();
          }}
        >
          Add Zone
        </Button>
      </Box>
    </Stack>
  );
}

function ZoneSelect({ index, transcoId }: { index: number; transcoId: string }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const current = useWatch({ control, name: `zones.${index}.zone` });
  const transcos = useTranscos();
  return (
    <RegSelectField
      name={`zones.${index}.zone`}
      label="Zone"
      options={zoneOptions(transcos.data, transcoId, current)}
    />
  );
}

function ZoneDocument({ index }: { index: number }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(`zones.${index}.zonefileId`);
  return (
    <Controller
      control={control}
      name={`zones.${index}.zonefile`}
      render={({ field }) => (
        <FileUpload
          name={`zones.${index}.zonefileId`}
          formName="Registration"
          label={
            field.value ? `Replace ${ZONE_DOCUMENT_LABEL.toLowerCase()}` : `Upload ${ZONE_DOCUMENT_LABEL.toLowerCase()}`
          }
          value={field.value}
          onChange={(file) => {
            field.onChange(file);
            error.clear();
          }}
          error={error.message}
        />
      )}
    />
  );
}
