/**
 * A time of day in a form (Form ST2's deadline and bid opening, the rules' cut-offs): a choice of quarter-hours written
 * 'HH:mm', the form the lists and facts show a time of day in. Not the browser's time input: that one shows the time in
 * the browser's own locale ('05:00 PM' in one, '17:00' in another), so the field and the list could disagree.
 */
import { useMemo } from 'react';
import { useWatch, type FieldValues } from 'react-hook-form';
import { timeOfDayOptions } from '../time-block-options.ts';
import { FormSelectField, type FieldProps } from './form-fields.tsx';

export function FormTimeField<V extends FieldValues = FieldValues>({ name, ...props }: FieldProps<V>) {
  const value = useWatch<V>({ name }) as string | null | undefined;
  const options = useMemo(() => timeOfDayOptions(value), [value]);
  return <FormSelectField<V> name={name} {...props} options={options} />;
}
