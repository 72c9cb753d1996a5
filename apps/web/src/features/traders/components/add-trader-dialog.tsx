import { useId, useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { addTraderSchema, MESSAGES, TRADER_MESSAGES, type Trader } from '@stoa/shared';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { useAddTrader } from '../api/add-trader.ts';
import { useRegisteredTraders } from '../api/get-registered-traders.ts';

interface AddTraderDialogProps {
  /** The applicant's traders already added: not offered again. */
  addedTraderIds: readonly number[];
  /** The trader was added (the lists are refetched by then). */
  onAdded: () => void;
  onClose: () => void;
}

function optionOf(trader: Trader): SelectOption {
  const label = trader.registrationNo ? `${trader.entityName} (${trader.registrationNo})` : trader.entityName;
  return { value: String(trader.traderId), label };
}

/**
 * Add Traders (spec §2.4, §7.5): pick one of the traders with an approved registration. 'Trader Name is required'
 * without a choice; 'Trader is already added!' when the server answers false.
 */
export function AddTraderDialog({ addedTraderIds, onAdded, onClose }: AddTraderDialogProps) {
  const titleId = useId();
  const registered = useRegisteredTraders();
  const add = useAddTrader();
  const [traderId, setTraderId] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [alert, setAlert] = useState<string | null>(null);

  const choices = (registered.data ?? []).filter((trader) => !addedTraderIds.includes(trader.traderId));
  const chosen = choices.find((trader) => String(trader.traderId) === traderId);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setAlert(null);
    const input = { traderId: chosen?.traderId, entityName: chosen?.entityName ?? '' };
    const checked = addTraderSchema.safeParse(input);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message ?? TRADER_MESSAGES.nameRequired);
      return;
    }
    try {
      if (await add.mutateAsync(input)) onAdded();
      else setAlert(TRADER_MESSAGES.alreadyAdded);
    } catch (error) {
      setAlert(firstErrorMessage(error));
    }
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Add Traders</DialogTitle>
      <Box component="form" noValidate onSubmit={submit}>
        <DialogContent dividers>
          <Stack spacing={2}>
            {alert && <Alert severity="error">{alert}</Alert>}
            {registered.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
            <SelectInput
              label="Trader Name"
              name="traderId"
              required
              options={choices.map(optionOf)}
              placeholder={registered.isPending ? 'Loading traders…' : 'Select a trader'}
              value={traderId}
              onChange={(event) => {
                setTraderId(event.target.value);
                setFieldError(null);
              }}
              error={fieldError !== null}
              helperText={
                fieldError ??
                (registered.isSuccess && choices.length === 0 ? 'No other trader has an approved registration.' : null)
              }
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="submit" variant="contained" loading={add.isPending}>
            Add
          </Button>
        </DialogActions>
      </Box>
    </Dialog>
  );
}
