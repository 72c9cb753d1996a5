import { useFormContext } from 'react-hook-form';
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
    formState: { errors },
  } = useFormContext<UserFormValues>();
  const message = errors[name]?.message;
  const props = {
    ...register(name),
    label,
    autoComplete: 'off',
    readOnly: isLocked(mode, name),
    error: Boolean(message),
    helperText: message,
  };
  return type === 'date' ? <DateInput {...props} /> : <TextInput {...props} type={type} multiline={multiline} />;
}
