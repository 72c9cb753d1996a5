import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, PAGES, loginFormSchema, type LoginForm as LoginFormValues, type SignedInUser } from '@stoa/shared';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useAuthenticate } from '../api/authenticate.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { CaptchaImage } from './captcha-image.tsx';

interface LoginFormProps {
  onSignedIn: (user: SignedInUser) => void;
  /** Shown above the form when the previous session ended because it could not be renewed. */
  notice?: string | null;
}

const EMPTY_FORM: LoginFormValues = { userName: '', password: '', captchaValue: '' };

/** Spec §2.2 /login and §5 Login: user name, password, captcha; the server's first error in a red alert. */
export function LoginForm({ onSignedIn, notice }: LoginFormProps) {
  const captcha = useCaptcha();
  const authenticate = useAuthenticate();
  const {
    register,
    handleSubmit,
    setValue,
    formState: { errors },
  } = useForm<LoginFormValues>({ resolver: zodResolver(loginFormSchema), defaultValues: EMPTY_FORM });

  const onSubmit = handleSubmit((values) => {
    const captchaId = captcha.data?.captchaId;
    if (!captchaId) return;
    authenticate.mutate(
      { ...values, captchaId },
      {
        onSuccess: onSignedIn,
        // A captcha is spent by any attempt: show a fresh one and clear the old answer.
        onError: () => {
          setValue('captchaValue', '');
          void captcha.refetch();
        },
      },
    );
  });

  const serverError = authenticate.isError ? firstErrorMessage(authenticate.error) : null;
  const captchaError = captcha.isError && !serverError ? MESSAGES.genericError : null;
  const alertMessage = serverError ?? captchaError;

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Log In">
      <Stack spacing={2}>
        {alertMessage && (
          <Alert severity="error" variant="filled">
            {alertMessage}
          </Alert>
        )}
        {!alertMessage && notice && <Alert severity="info">{notice}</Alert>}
        <TextInput
          label="User Name"
          autoComplete="username"
          autoFocus
          error={Boolean(errors.userName)}
          helperText={errors.userName?.message}
          {...register('userName')}
        />
        <PasswordField
          label="Password"
          autoComplete="current-password"
          error={Boolean(errors.password)}
          helperText={errors.password?.message}
          {...register('password')}
        />
        <CaptchaImage
          image={captcha.data?.image}
          isLoading={captcha.isFetching}
          isError={captcha.isError}
          onRefresh={() => {
            setValue('captchaValue', '');
            void captcha.refetch();
          }}
        />
        <TextInput
          label="Captcha"
          autoComplete="off"
          error={Boolean(errors.captchaValue)}
          helperText={errors.captchaValue?.message}
          {...register('captchaValue')}
        />
        <Button
          type="submit"
          variant="contained"
          size="large"
          loading={authenticate.isPending}
          disabled={authenticate.isPending || !captcha.data}
        >
          Log In
        </Button>
        <Box sx={{ display: 'flex', justifyContent: 'space-between' }}>
          <Link component={RouterLink} to={PAGES.forgotPassword.path} variant="body2">
            Forgot Password?
          </Link>
          <Link component={RouterLink} to={PAGES.preRegister.path} variant="body2">
            Pre-Register
          </Link>
        </Box>
      </Stack>
    </Box>
  );
}
