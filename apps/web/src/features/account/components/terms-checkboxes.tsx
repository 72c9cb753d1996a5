import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Stack from '@mui/material/Stack';
import { Controller, type Control } from 'react-hook-form';
import type { z } from 'zod';
import type { PreRegisterRequest, preRegisterSchema } from '@stoa/shared';

type PreRegisterInput = z.input<typeof preRegisterSchema>;

/** The three acceptances of Form-A (spec §3 Pre-registration); each must be ticked (spec §5). */
const TERMS = [
  { name: 'acceptContractDemandTerms', label: 'I accept that my contract demand is 1 MW and above' },
  { name: 'acceptDedicatedFeederTerms', label: 'I accept the dedicated feeder terms' },
  { name: 'acceptTerms', label: 'I accept the terms and conditions' },
] as const;

export function TermsCheckboxes({ control }: { control: Control<PreRegisterInput, unknown, PreRegisterRequest> }) {
  return (
    <Stack spacing={0.5}>
      {TERMS.map((term) => (
        <Controller
          key={term.name}
          control={control}
          name={term.name}
          render={({ field, fieldState }) => {
            const helperTextId = `${term.name}-helper-text`;
            return (
              <FormControl error={Boolean(fieldState.error)}>
                <FormControlLabel
                  label={term.label}
                  control={
                    <Checkbox
                      checked={field.value === true}
                      onChange={(event) => field.onChange(event.target.checked)}
                      onBlur={field.onBlur}
                      slotProps={{
                        input: {
                          ref: field.ref,
                          name: field.name,
                          'aria-describedby': fieldState.error ? helperTextId : undefined,
                        },
                      }}
                    />
                  }
                />
                {fieldState.error && (
                  <FormHelperText id={helperTextId} sx={{ mt: 0 }}>
                    {fieldState.error.message}
                  </FormHelperText>
                )}
              </FormControl>
            );
          }}
        />
      ))}
    </Stack>
  );
}
