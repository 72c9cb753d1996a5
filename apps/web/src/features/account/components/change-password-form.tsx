import { useForm, useWatch } from 'react-hook-form';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import {
  ACCOUNT_MESSAGES,
  PASSWORD_MISMATCH_MESSAGE,
  PASSWORD_POLICY_MESSAGE,
  PASSWORD_RULES,
  changePasswordFormSchema,
  isPasswordValid,
  type ChangePasswordForm as ChangePasswordValues,
} from '@stoa/shared';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { PasswordField } from '../../../components/password-field.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useChangePassword } from '../api/change-password.ts';
import { FormErrorAlert } from './form-alert.tsx';
import { PasswordChecklist } from './password-checklist.tsx';

const EMPTY_FORM: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/**
 * Spec §5 Change password. No resolver on purpose: the rule is that an incomplete form is silently not submitted,
 * so the only feedback is live (the checklist and the mismatch hint), never a message on click — and no error
 * summary. Leaving it with something typed asks first.
 */
export function ChangePasswordForm({ userId }: { userId: number }) {
  const changePassword = useChangePassword();
  const form = useForm<ChangePasswordValues>({ defaultValues: EMPTY_FORM });
  const { register, control, handleSubmit, reset } = form;
  const leaveGuard = useLeaveGuard(form);
  const [newPassword = '', confirmPassword = ''] = useWatch({ control, name: ['newPassword', 'confirmPassword'] });
  const isMismatch = confirmPassword !== '' && newPassword !== confirmPassword;
  // Every checklist rule passes, yet a character outside the allowed set (a space, say) is still in the way.
  const hasBadCharacter = PASSWORD_RULES.every((rule) => rule.test(newPassword)) && !isPasswordValid(newPassword);

  const onSubmit = handleSubmit((values) => {
    if (!changePasswordFormSchema.safeParse(values).success) return;
    changePassword.mutate({ ...values, userId }, { onSuccess: () => reset(EMPTY_FORM) });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Change Password">
      <Stack spacing={2}>
        {changePassword.isSuccess && <Alert severity="success">{ACCOUNT_MESSAGES.passwordChanged}</Alert>}
        <FormErrorAlert messages={changePassword.isError ? [firstErrorMessage(changePassword.error)] : []} />
        <PasswordField label="Current Password" autoComplete="current-password" {...register('currentPassword')} />
        <PasswordField
          label="New Password"
          autoComplete="new-password"
          error={hasBadCharacter}
          helperText={hasBadCharacter ? PASSWORD_POLICY_MESSAGE : undefined}
          {...register('newPassword')}
        />
        <PasswordField
          label="Confirm Password"
          autoComplete="new-password"
          error={isMismatch}
          helperText={isMismatch ? PASSWORD_MISMATCH_MESSAGE : undefined}
          {...register('confirmPassword')}
        />
        <PasswordChecklist password={newPassword} />
        <Button type="submit" variant="contained" size="large" loading={changePassword.isPending}>
          Submit
        </Button>
      </Stack>
      {leaveGuard.dialog}
    </Box>
  );
}
