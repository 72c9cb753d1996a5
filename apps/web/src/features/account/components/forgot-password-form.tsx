import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { forgotPasswordSchema, type ForgotPasswordRequest } from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useForgotPassword } from '../api/forgot-password.ts';
import { FormErrorAlert } from './form-alert.tsx';

interface ForgotPasswordFormProps {
  defaultEmail: string;
  onCodeSent: (email: string) => void;
}

/** Spec §5 Forgot password: the e-mail only; a failure shows the first message, else the generic one (§8). */
export function ForgotPasswordForm({ defaultEmail, onCodeSent }: ForgotPasswordFormProps) {
  const forgotPassword = useForgotPassword();
  const {
    register,
    control,
    handleSubmit,
    formState: { errors },
  } = useForm<z.input<typeof forgotPasswordSchema>, unknown, ForgotPasswordRequest>({
    resolver: zodResolver(forgotPasswordSchema),
    defaultValues: { emailAddress: defaultEmail },
    shouldFocusError: false,
  });

  const onSubmit = handleSubmit((values) => {
    forgotPassword.mutate(values, { onSuccess: () => onCodeSent(values.emailAddress) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Forgot Password">
      <Stack spacing={2}>
        <FormErrorSummary control={control} />
        <FormErrorAlert messages={forgotPassword.isError ? [firstErrorMessage(forgotPassword.error)] : []} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          autoFocus
          error={Boolean(errors.emailAddress)}
          helperText={errors.emailAddress?.message}
          {...register('emailAddress')}
        />
        <Button type="submit" variant="contained" size="large" loading={forgotPassword.isPending}>
          Submit
        </Button>
      </Stack>
    </Box>
  );
}
