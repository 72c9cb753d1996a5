import { useId, useState, type ReactNode } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm, type DefaultValues, type FieldValues, type Path, type Resolver } from 'react-hook-form';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { sameNameFields, serverErrors, showFieldErrors, type ServerFieldMap } from '../../lib/server-field-errors.ts';
import { FormErrorSummary } from '../form/form-error-summary.tsx';
import { useLeaveGuard } from '../form/use-leave-guard.tsx';

export interface FormDialogProps<V extends FieldValues, O> {
  title: string;
  /** The shared schema's resolver: the form refuses what the server would. */
  resolver: Resolver<V, unknown, O>;
  defaultValues: DefaultValues<V>;
  /** Request field → form field; by default every field of `defaultValues` under its own name. */
  serverFields?: ServerFieldMap<V>;
  /** One line under the title that explains a rule of the form. */
  helperText?: ReactNode;
  /** Saves; a rejection shows the server's field errors under the fields and anything else in the alert. */
  onSubmit: (values: O) => Promise<unknown>;
  onClose: () => void;
  /** The fields (bound with the components of form-fields.tsx). */
  children: ReactNode;
}

/**
 * An add/edit dialog over react-hook-form and a shared zod schema (spec §8: field errors under the fields), with the
 * error summary of a refused Save at its top; Cancel, Escape or a click outside ask first when a field changed.
 */
export function FormDialog<V extends FieldValues, O>({
  title,
  resolver,
  defaultValues,
  serverFields,
  helperText,
  onSubmit,
  onClose,
  children,
}: FormDialogProps<V, O>) {
  const titleId = useId();
  const form = useForm<V, unknown, O>({ resolver, defaultValues, shouldFocusError: false });
  const leaveGuard = useLeaveGuard(form);
  const close = () => leaveGuard.confirmLeave(onClose);
  const [alert, setAlert] = useState<string | null>(null);
  const fields = serverFields ?? sameNameFields<V>(Object.keys(defaultValues) as Path<V>[]);

  const submit = async (values: O) => {
    setAlert(null);
    try {
      await onSubmit(values);
      leaveGuard.markSaved();
    } catch (error) {
      const { placed, unplaced } = showFieldErrors(serverErrors(error), form.setError, fields);
      if (unplaced.length > 0 || placed.length === 0) setAlert(unplaced[0]?.message ?? firstErrorMessage(error));
    }
  };

  return (
    <Dialog open onClose={close} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <FormProvider {...form}>
        <Box component="form" noValidate onSubmit={form.handleSubmit(submit)}>
          <DialogContent dividers>
            <Stack spacing={2}>
              <FormErrorSummary control={form.control} />
              {alert && <Alert severity="error">{alert}</Alert>}
              {helperText && (
                <Typography variant="body2" color="text.secondary">
                  {helperText}
                </Typography>
              )}
              {children}
            </Stack>
          </DialogContent>
          <DialogActions>
            <Button onClick={close}>Cancel</Button>
            <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
              Save
            </Button>
          </DialogActions>
        </Box>
      </FormProvider>
      {leaveGuard.dialog}
    </Dialog>
  );
}
