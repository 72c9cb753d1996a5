/**
 * The registration form's inputs: the shared bound fields (components/crud/form-fields.tsx), typed by the form's
 * values. Their messages are the Submit's (components/crud/field-errors.tsx); changing a field clears its message.
 */
import { FormCheckboxField } from '../../../../components/crud/choice-fields.tsx';
import {
  FormDateField,
  FormNumberField,
  FormSelectField,
  FormTextField,
} from '../../../../components/crud/form-fields.tsx';
import type { RegistrationFormValues } from './form-values.ts';

export const RegTextField = FormTextField<RegistrationFormValues>;
/** MW and counts (spec §5 Number inputs): e, E and minus blocked, at most 2 decimals (0 for whole numbers). */
export const RegNumberField = FormNumberField<RegistrationFormValues>;
export const RegDateField = FormDateField<RegistrationFormValues>;
export const RegSelectField = FormSelectField<RegistrationFormValues>;
export const RegCheckboxField = FormCheckboxField<RegistrationFormValues>;
