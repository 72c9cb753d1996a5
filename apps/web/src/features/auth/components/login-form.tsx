import { useRef, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import { MESSAGES, PAGES, type LoginForm as LoginFormValues, type SignedInUser } from '@stoa/shared';
import { PasswordField } from '../../../components/password-field.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useAuthenticate } from '../api/authenticate.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { CaptchaImage } from './captcha-image.tsx';
import { LOGIN_FIELDS, checkLoginForm, type LoginField, type LoginFormErrors } from './login-form-rules.ts';

interface LoginFormProps {
  onSignedIn: (user: SignedInUser) => void;
  /** Shown above the form when the previous session ended because it could not be renewed. */
  notice?: string | null;
}

const EMPTY_FORM: LoginFormValues = { userName: '', password: '', captchaValue: '' };

/**
 * Spec §2.2 /login and §5 Login: user name, password, captcha; the server's first error in a red alert.
 *
 * A plain form, not react-hook-form + zod, to keep the sign-in route small (issue 14); it behaves as the other forms
 * do: the rules run on submit, the first field in error takes the focus, and after a submit each field is checked
 * again as it changes.
 */
export function LoginForm({ onSignedIn, notice }: LoginFormProps) {
  const captcha = useCaptcha();
  const authenticate = useAuthenticate();
  const [values, setValues] = useState<LoginFormValues>(EMPTY_FORM);
  const [errors, setErrors] = useState<LoginFormErrors>({});
  const [isSubmitted, setIsSubmitted] = useState(false);
  const userNameInput = useRef<HTMLInputElement>(null);
  const passwordInput = useRef<HTMLInputElement>(null);
  const captchaValueInput = useRef<HTMLInputElement>(null);

  /** What a field hands its input: name, value, message, and its change (checked again after a submit). */
  function field(name: LoginField) {
    return {
      name,
      value: values[name],
      error: Boolean(errors[name]),
      helperText: errors[name],
      onChange: (event: { target: { value: string } }) => {
        const next = { ...values, [name]: event.target.value };
        setValues(next);
        if (!isSubmitted) return;
        const check = checkLoginForm(next);
        const error = check.success ? undefined : check.errors[name];
        setErrors(({ [name]: _old, ...others }) => (error ? { ...others, [name]: error } : others));
      },
    };
  }

  const clearCaptchaValue = () => setValues((current) => ({ ...current, captchaValue: '' }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setIsSubmitted(true);
    const check = checkLoginForm(values);
    if (!check.success) {
      setErrors(check.errors);
      const inputs = { userName: userNameInput, password: passwordInput, captchaValue: captchaValueInput };
      const first = LOGIN_FIELDS.find((name) => check.errors[name]);
      if (first) inputs[first].current?.focus();
      return;
    }
    setErrors({});
    const captchaId = captcha.data?.captchaId;
    if (!captchaId) return;
    authenticate.mutate(
      { ...check.values, captchaId },
      {
        onSuccess: onSignedIn,
        // A captcha is spent by any attempt: show a fresh one and clear the old answer.
        onError: () => {
          clearCaptchaValue();
          void captcha.refetch();
        },
      },
    );
  };

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
        <TextInput ref={userNameInput} label="User Name" autoComplete="username" autoFocus {...field('userName')} />
        <PasswordField ref={passwordInput} label="Password" autoComplete="current-password" {...field('password')} />
        <CaptchaImage
          image={captcha.data?.image}
          isLoading={captcha.isFetching}
          isError={captcha.isError}
          onRefresh={() => {
            clearCaptchaValue();
            void captcha.refetch();
          }}
        />
        <TextInput ref={captchaValueInput} label="Captcha" autoComplete="off" {...field('captchaValue')} />
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
