import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { setPasswordFormSchema, type SetPasswordForm as SetPasswordValues } from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { serverErrors, showFieldErrors, type ServerFieldMap } from '../../../lib/server-field-errors.ts';
import { useChangeTemporaryPassword } from '../api/change-temporary-password.ts';
import { FormErrorAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

type SetPasswordInput = z.input<typeof setPasswordFormSchema>;

/** The request renames and hashes the form's fields (spec §7.1); its errors belong under these inputs. */
const SERVER_FIELDS: ServerFieldMap<SetPasswordInput> = {
  emailAddress: 'email',
  oldPassword: 'verificationCode',
  newPassword: 'newPassword',
};

interface SetPasswordFormProps {
  defaultEmail: string;
  onPasswordSet: () => void;
}

/** Spec §5 Set password: e-mail, the mailed code, the new password twice, with the live checklist. */
export function SetPasswordForm({ defaultEmail, onPasswordSet }: SetPasswordFormProps) {
  const changeTemporaryPassword = useChangeTemporaryPassword();
  const [alertMessage, setAlertMessage] = useState<string | null>(null);
  const form = useForm<SetPasswordInput, unknown, SetPasswordValues>({
    resolver: zodResolver(setPasswordFormSchema),
    defaultValues: { email: defaultEmail, verificationCode: '', newPassword: '', confirmPassword: '' },
    shouldFocusError: false,
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    formState: { errors },
  } = form;
  const leaveGuard = useLeaveGuard(form);
  const newPassword = useWatch({ control, name: 'newPassword' }) ?? '';

  const onSubmit = handleSubmit((values) => {
    setAlertMessage(null);
    changeTemporaryPassword.mutate(values, {
      onSuccess: () => {
        leaveGuard.markSaved();
        onPasswordSet();
      },
      onError: (error) => {
        // Spec §8: the field errors under their fields, plus the first message in the alert.
        showFieldErrors(serverErrors(error), setError, SERVER_FIELDS);
        setAlertMessage(firstErrorMessage(error));
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Set Password">
      <Stack spacing={2}>
        <FormErrorSummary control={control} />
        <FormErrorAlert messages={alertMessage ? [alertMessage] : []} />
        <TextInput
          label="Email"
          type="email"
          autoComplete="email"
          error={Boolean(errors.email)}
          helperText={errors.email?.message}
          {...register('email')}
        />
        <TextInput
          label="Verification Code"
          autoComplete="one-time-code"
          error={Boolean(errors.verificationCode)}
          helperText={errors.verificationCode?.message}
          {...register('verificationCode')}
        />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={Boolean(errors.newPassword)}
          helperText={errors.newPassword?.message}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={Boolean(errors.confirmPassword)}
          helperText={errors.confirmPassword?.message}
          {...register('confirmPassword')}
        />
        <PasswordChecklist password={newPassword} />
        <Button type="submit" variant="contained" size="large" loading={changeTemporaryPassword.isPending}>
          Submit
        </Button>
      </Stack>
      {leaveGuard.dialog}
    </Box>
  );
}
