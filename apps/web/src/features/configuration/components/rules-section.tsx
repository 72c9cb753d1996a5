import { useState } from 'react';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { FormProvider, useForm } from 'react-hook-form';
import type { z } from 'zod';
import { CONFIG_MESSAGES, MESSAGES, businessRulesSchema, type BusinessRules } from '@stoa/shared';
import { FormErrorSummary } from '../../../components/form/form-error-summary.tsx';
import { useLeaveGuard } from '../../../components/form/use-leave-guard.tsx';
import { PageLoader } from '../../../components/page-loader.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { ApiRequestError, firstErrorMessage } from '../../../lib/api-client.ts';
import { useBusinessRules } from '../../../lib/business-rules.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { serverErrors, showFieldErrors, type ServerFieldMap } from '../../../lib/server-field-errors.ts';
import { useUpdateRules } from '../api/update-rules.ts';
import { RULE_FIELD_PATHS, RulesFields } from './rules-fields.tsx';

type RulesValues = z.input<typeof businessRulesSchema>;
type RulesResponse = NonNullable<ReturnType<typeof useBusinessRules>['data']>;

/** The server names a rule either by its path in the document or under the request's `rules` key. */
const RULE_SERVER_FIELDS = Object.fromEntries(
  RULE_FIELD_PATHS.flatMap((path) => [
    [path, path],
    [`rules.${path}`, path],
  ]),
) as ServerFieldMap<RulesValues>;

/** The Rules section of Network and Rules: one versioned document, saved whole. */
export function RulesSection() {
  const rules = useBusinessRules();
  const [notice, setNotice] = useState<Notice | null>(null);
  return (
    <Stack spacing={2} component="section" aria-labelledby="rules-title">
      <Typography variant="h2" id="rules-title">
        Rules
      </Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {rules.isPending && <PageLoader />}
      {rules.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {rules.data && (
        // A new version (saved here or elsewhere) starts a fresh form with its values.
        <RulesForm
          key={rules.data.version}
          current={rules.data}
          onNotice={setNotice}
          onReload={() => void rules.refetch()}
        />
      )}
    </Stack>
  );
}

interface RulesFormProps {
  current: RulesResponse;
  onNotice: (notice: Notice | null) => void;
  onReload: () => void;
}

function RulesForm({ current, onNotice, onReload }: RulesFormProps) {
  const form = useForm<RulesValues, unknown, BusinessRules>({
    resolver: zodResolver(businessRulesSchema),
    defaultValues: current.rules,
    shouldFocusError: false,
  });
  const leaveGuard = useLeaveGuard(form);
  const update = useUpdateRules();

  const save = async (rules: BusinessRules) => {
    onNotice(null);
    try {
      await update.mutateAsync({ rules, version: current.version });
      leaveGuard.markSaved();
      onNotice({ severity: 'success', message: CONFIG_MESSAGES.saved });
    } catch (error) {
      if (error instanceof ApiRequestError && error.status === 409) {
        // Someone saved since this form was read: say so and show their version.
        onNotice({ severity: 'error', message: firstErrorMessage(error) });
        onReload();
        return;
      }
      const { placed } = showFieldErrors(serverErrors(error), form.setError, RULE_SERVER_FIELDS);
      if (placed.length === 0) onNotice({ severity: 'error', message: firstErrorMessage(error) });
    }
  };

  return (
    <FormProvider {...form}>
      <Stack component="form" noValidate spacing={2} onSubmit={form.handleSubmit(save)}>
        <FormErrorSummary control={form.control} />
        <Typography variant="body2" color="text.secondary">
          Version {current.version}
          {current.updatedAt && `, last changed ${formatDateTime(current.updatedAt)}`}
          {current.updatedBy && ` by ${current.updatedBy}`}
        </Typography>
        <RulesFields />
        <Box>
          <Button type="submit" variant="contained" loading={form.formState.isSubmitting}>
            Save rules
          </Button>
        </Box>
      </Stack>
      {leaveGuard.dialog}
    </FormProvider>
  );
}
