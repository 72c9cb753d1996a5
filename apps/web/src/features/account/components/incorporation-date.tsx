import type { FieldError } from 'react-hook-form';
import { DateInput, type DateInputProps } from '../../../components/date-input.tsx';

type IncorporationDateProps = Omit<DateInputProps, 'label' | 'disableFuture' | 'error' | 'helperText'> & {
  error?: FieldError;
};

/** Date of Incorporation (pre-registration and profile): never in the future, its message under it. */
export function IncorporationDate({ error, ...props }: IncorporationDateProps) {
  return (
    <DateInput
      label="Date of Incorporation"
      disableFuture
      error={Boolean(error)}
      helperText={error?.message}
      {...props}
    />
  );
}
