import { Controller, useFormContext } from 'react-hook-form';
import { DateInput } from '../../../components/date-input.tsx';
import { TextInput } from '../../../components/text-input.tsx';
import { isLocked, type DialogMode, type UserField, type UserFormValues } from './user-form-model.ts';

interface FormTextProps {
  name: Exclude<UserField, 'role' | 'entityType' | 'connectedToId' | 'zone'>;
  label: string;
  mode: DialogMode;
  type?: 'text' | 'email' | 'tel' | 'date';
  multiline?: boolean;
}

/** A text box of the user dialog: read-only (not disabled, so its value is still sent) when view or a lock says so. */
export function FormText({ name, label, mode, type = 'text', multiline }: FormTextProps) {
  const {
    register,
    control,
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const message = errors[name]?.message;
  const shown = { label, readOnly: isLocked(mode, name), error: Boolean(message), helperText: message };
  if (type === 'date') {
    return (
      <Controller
        control={control}
        name={name}
        render={({ field }) => <DateInput {...shown} {...field} value={field.value} />}
      />
    );
  }
  return <TextInput {...register(name)} {...shown} autoComplete="off" type={type} multiline={multiline} />;
}
