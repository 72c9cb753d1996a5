/**
 * TDS Summary (Form 16A): a quarter's TDS of a payer as a PDF. The financial year (April–March) and the quarter; the
 * SLDC roles also name the payer, from every party with TDS deducted in that quarter (a payer gets its own).
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import { businessDate, tdsCertificateQuerySchema } from '@stoa/shared';
import { SelectInput, type SelectOption } from '../../../components/select-input.tsx';
import { downloadErrorMessage } from '../../../lib/download-file.ts';
import { downloadTdsCertificate } from '../api/download-tds-certificate.ts';
import { useTdsParties } from '../api/get-tds-parties.ts';

export const TDS_SUMMARY_TITLE = 'TDS Summary (Form 16A)';
export const PARTY_REQUIRED = 'Party is required';
/** How many financial years back the summary may be asked for. */
const YEARS_BACK = 4;

const QUARTER_OPTIONS: SelectOption[] = [
  { value: '1', label: 'Q1 (Apr – Jun)' },
  { value: '2', label: 'Q2 (Jul – Sep)' },
  { value: '3', label: 'Q3 (Oct – Dec)' },
  { value: '4', label: 'Q4 (Jan – Mar)' },
];

/** The financial year ('2026' for April 2026 – March 2027) and quarter of a business date. */
export function quarterOf(date: string): { financialYear: number; quarter: number } {
  const [year = 0, month = 1] = date.split('-').map(Number);
  if (month >= 4) return { financialYear: year, quarter: Math.floor((month - 4) / 3) + 1 };
  return { financialYear: year - 1, quarter: 4 };
}

const yearOptions = (current: number): SelectOption[] =>
  Array.from({ length: YEARS_BACK + 1 }, (_, i) => current - i).map((year) => ({
    value: String(year),
    label: `${year}-${String((year + 1) % 100).padStart(2, '0')}`,
  }));

interface TdsSummaryDialogProps {
  /** The SLDC roles name the party; a payer gets its own. */
  choosesParty: boolean;
  onClose: () => void;
}

/** What the Party field says under it: its error, that the quarter's parties load, or that there are none. */
function partyHelp(error: string | null, isLoading: boolean, count: number | undefined): string | undefined {
  if (error) return error;
  if (isLoading) return 'Loading the parties with TDS in this quarter…';
  return count === 0 ? 'No TDS was deducted from any party in this quarter.' : undefined;
}

export function TdsSummaryDialog({ choosesParty, onClose }: TdsSummaryDialogProps) {
  const titleId = useId();
  const [today] = useState(() => quarterOf(businessDate(new Date())));
  const [financialYear, setFinancialYear] = useState(String(today.financialYear));
  const [quarter, setQuarter] = useState(String(today.quarter));
  const [party, setParty] = useState('');
  const [partyError, setPartyError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);
  const quarterAsked = { financialYear: Number(financialYear), quarter: Number(quarter) };
  const partiesQuery = useTdsParties(quarterAsked, choosesParty);
  const parties = partiesQuery.data?.parties;
  const pickQuarter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setParty('');
  };

  const download = async () => {
    if (isPending) return;
    if (choosesParty && party === '') {
      setPartyError(PARTY_REQUIRED);
      return;
    }
    const parsed = tdsCertificateQuerySchema.safeParse({
      financialYear,
      quarter,
      partyUserId: choosesParty ? party : undefined,
    });
    if (!parsed.success) {
      setFailure(parsed.error.issues[0]?.message ?? null);
      return;
    }
    setFailure(null);
    setPending(true);
    try {
      await downloadTdsCertificate(parsed.data);
      onClose();
    } catch (error) {
      setFailure(downloadErrorMessage(error));
      setPending(false);
    }
  };

  return (
    <Dialog open onClose={isPending ? undefined : onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{TDS_SUMMARY_TITLE}</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          {failure && <Alert severity="error">{failure}</Alert>}
          <SelectInput
            label="Financial Year"
            options={yearOptions(today.financialYear)}
            value={financialYear}
            onChange={(event) => pickQuarter(setFinancialYear)(event.target.value)}
          />
          <SelectInput
            label="Quarter"
            options={QUARTER_OPTIONS}
            value={quarter}
            onChange={(event) => pickQuarter(setQuarter)(event.target.value)}
          />
          {choosesParty && (
            <SelectInput
              label="Party"
              placeholder="Select"
              options={(parties ?? []).map((p) => ({ value: String(p.partyUserId), label: p.partyName }))}
              value={party}
              error={partyError !== null || partiesQuery.isError}
              helperText={
                partiesQuery.isError
                  ? 'The parties could not be loaded; close and try again.'
                  : partyHelp(partyError, partiesQuery.isLoading, parties?.length)
              }
              onChange={(event) => {
                setParty(event.target.value);
                setPartyError(null);
              }}
            />
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isPending}>
          Cancel
        </Button>
        <Button variant="contained" loading={isPending} onClick={() => void download()}>
          Download
        </Button>
      </DialogActions>
    </Dialog>
  );
}
