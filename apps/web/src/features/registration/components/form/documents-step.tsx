import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller, useFormContext } from 'react-hook-form';
import { DOCUMENT_TYPES, documentTypesFor, type DocumentType, type EntityType } from '@stoa/shared';
import { FileUpload } from '../../../../components/file-upload.tsx';
import { useFieldError } from '../../../../components/crud/field-errors.tsx';
import type { RegistrationFormValues } from './form-values.ts';

/** Documents: one upload per document the entity type gives (DOMAIN §1); the starred ones are required. */
export function DocumentsStep({ entityType }: { entityType: EntityType }) {
  const types = documentTypesFor(entityType);
  return (
    <Stack divider={<Divider flexItem />} spacing={1.5}>
      <Typography variant="body2" color="text.secondary">
        Documents marked * are required.
      </Typography>
      {types.map((type) => (
        <DocumentRow key={type} type={type} />
      ))}
    </Stack>
  );
}

function DocumentRow({ type }: { type: DocumentType }) {
  const { control } = useFormContext<RegistrationFormValues>();
  const error = useFieldError(`documents.${type}`);
  const { label, required } = DOCUMENT_TYPES[type];
  const labelId = `document-${type}`;
  return (
    <Box
      role="group"
      aria-labelledby={labelId}
      sx={{
        display: 'grid',
        gap: 1,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', md: '320px 1fr' },
      }}
    >
      <Typography id={labelId} sx={{ fontWeight: 500 }}>
        {label}
        {required && (
          <Box component="span" aria-hidden sx={{ color: 'error.main', ml: 0.5 }}>
            *
          </Box>
        )}
      </Typography>
      <Controller
        control={control}
        name={`documents.${type}`}
        render={({ field }) => (
          <FileUpload
            name={`documents.${type}`}
            formName="Registration"
            label={field.value ? `Replace ${label}` : `Upload ${label}`}
            value={field.value ?? null}
            onChange={(file) => {
              field.onChange(file);
              error.clear();
            }}
            error={error.message}
          />
        )}
      />
    </Box>
  );
}
