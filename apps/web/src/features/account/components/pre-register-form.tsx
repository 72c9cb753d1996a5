import { useState } from 'react';
import { Controller, useForm, useWatch, type DefaultValues, type Path } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import { Link as RouterLink } from 'react-router';
import {
  ENTITY_TYPE_LABELS,
  MESSAGES,
  OA_ENTITY_TYPES,
  PAGES,
  preRegisterSchema,
  type PreRegisterRequest,
} from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { SelectInput } from '../../../components/select-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { sameNameFields, serverErrors, showFieldErrors } from '../../../lib/server-field-errors.ts';
import { usePreRegister } from '../api/pre-register.ts';
import { upperCaseInPlace } from '../lib/upper-case-input.ts';
import { FormErrorAlert } from './form-alert.tsx';
import { IncorporationDate } from './incorporation-date.tsx';
import { RegisterAsField } from './register-as-field.tsx';
import { TermsCheckboxes } from './terms-checkboxes.tsx';

type PreRegisterInput = z.input<typeof preRegisterSchema>;
type TextField = Exclude<Path<PreRegisterInput>, 'isTrader' | `accept${string}`>;

const EMPTY_FORM: DefaultValues<PreRegisterInput> = {
  isTrader: false,
  entityName: '',
  registeredAddress: '',
  dateOfIncorporation: '',
  panCardNumber: '',
  firstName: '',
  lastName: '',
  email: '',
  userName: '',
  contactNumber: '',
  acceptContractDemandTerms: false,
  acceptDedicatedFeederTerms: false,
  acceptTerms: false,
};

const OA_TYPE_OPTIONS = OA_ENTITY_TYPES.map((type) => ({ value: type, label: ENTITY_TYPE_LABELS[type] }));

/** The request fields are the form fields, so every server field error has a home under its input. */
const SERVER_FIELDS = sameNameFields<PreRegisterInput>(
  Object.keys(preRegisterSchema.shape) as Path<PreRegisterInput>[],
);

interface PreRegisterFormProps {
  onRegistered: (email: string) => void;
}

/** Spec §3 Pre-registration, §5 Pre-registration, §8: Form-A with its three acceptances. */
export function PreRegisterForm({ onRegistered }: PreRegisterFormProps) {
  const preRegister = usePreRegister();
  const [alertMessages, setAlertMessages] = useState<string[]>([]);
  const form = useForm<PreRegisterInput, unknown, PreRegisterRequest>({
    resolver: zodResolver(preRegisterSchema),
    defaultValues: EMPTY_FORM,
    shouldFocusError: false,
  });
  const { register, control, handleSubmit, setError, setValue, resetField, formState } = form;
  const leaveGuard = useLeaveGuard(form);
  const isTrader = useWatch({ control, name: 'isTrader' }) === true;
  const { errors } = formState;

  const field = (name: TextField) => ({
    error: Boolean(errors[name]),
    helperText: errors[name]?.message,
    ...register(name),
  });
  const pan = field('panCardNumber');

  // A trader's entity type is always Trader (spec §3), so the choice is hidden rather than offered.
  const chooseRegisterAs = (nextIsTrader: boolean) => {
    setValue('isTrader', nextIsTrader);
    if (nextIsTrader) setValue('entityType', 'Trader', { shouldValidate: formState.isSubmitted });
    else resetField('entityType');
  };

  const onSubmit = handleSubmit((values) => {
    setAlertMessages([]);
    preRegister.mutate(values, {
      onSuccess: () => {
        leaveGuard.markSaved();
        onRegistered(values.email);
      },
      onError: (error) => {
        const found = serverErrors(error);
        showFieldErrors(found, setError, SERVER_FIELDS);
        // Spec §8: each first message listed in the alert, otherwise the generic message.
        setAlertMessages(found.length > 0 ? found.map((e) => e.message) : [MESSAGES.genericError]);
      },
    });
  });

  return (
    <Box component="form" noValidate onSubmit={onSubmit} aria-label="Pre-Registration (Form-A)">
      <Stack spacing={2}>
        <FormErrorSummary control={control} />
        <FormErrorAlert messages={alertMessages} />
        <RegisterAsField isTrader={isTrader} onChange={chooseRegisterAs} />
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
          <TextInput label="Entity Name" autoComplete="organization" {...field('entityName')} />
          {!isTrader && (
            <SelectInput label="Entity Type" placeholder="Select" options={OA_TYPE_OPTIONS} {...field('entityType')} />
          )}
          <TextInput
            label="Registered Address"
            multiline
            minRows={2}
            autoComplete="street-address"
            sx={{ gridColumn: '1 / -1' }}
            {...field('registeredAddress')}
          />
          <Controller
            control={control}
            name="dateOfIncorporation"
            render={({ field: date }) => <IncorporationDate error={errors.dateOfIncorporation} {...date} />}
          />
          <TextInput
            label="PAN Card Number"
            autoComplete="off"
            {...pan}
            onChange={(event) => {
              upperCaseInPlace(event);
              return pan.onChange(event);
            }}
          />
          <TextInput label="First Name" autoComplete="given-name" {...field('firstName')} />
          <TextInput label="Last Name" autoComplete="family-name" {...field('lastName')} />
          <TextInput label="Email" type="email" autoComplete="email" {...field('email')} />
          <TextInput label="User Name" autoComplete="username" {...field('userName')} />
          <TextInput label="Contact Number" type="tel" autoComplete="tel" {...field('contactNumber')} />
        </Box>
        <TermsCheckboxes control={control} />
        <Button type="submit" variant="contained" size="large" loading={preRegister.isPending}>
          Submit
        </Button>
        <Link component={RouterLink} to={PAGES.login.path} variant="body2" sx={{ alignSelf: 'center' }}>
          Back to Log In
        </Link>
      </Stack>
      {leaveGuard.dialog}
    </Box>
  );
}
