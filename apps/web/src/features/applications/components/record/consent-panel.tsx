/**
 * A trader's application waits for its seller's and buyer's consent (DOMAIN §8): each answer as a chip, and — for a
 * party asked who has not answered — Give Consent and Refuse (a refusal says why).
 */
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { ApplicationDetail, RecordAction } from '@stoa/shared';
import { RecordActionBar } from '../../../../components/record/record-action-bar.tsx';
import type { ProcessAction } from '../../../../components/record/record-action-dialog.tsx';
import type { StepWords } from '../../../../components/record/step-words.ts';
import { useAnswerTraderRequest } from '../../api/answer-trader-request.ts';

type Consent = NonNullable<ApplicationDetail['consent']>;
type ConsentState = Consent['seller'];

const TONES: Record<ConsentState, 'default' | 'success' | 'error'> = {
  Pending: 'default',
  Given: 'success',
  Refused: 'error',
};

/**
 * A party's answer is not a processor's button (the table's ConsentGiven / ConsentRefused rows are the party's
 * steps, worded for the timeline): the panel words its two buttons; a refusal says why.
 */
const CONSENT_BUTTONS: readonly RecordAction[] = [
  {
    action: 'Approve',
    label: 'Give Consent',
    question: 'Give your consent to the trader applying for this transaction on your behalf?',
    commentRequired: false,
    disabledReason: null,
  },
  {
    action: 'Reject',
    label: 'Refuse',
    question: 'Refuse the trader’s request? Say why: the trader reads your comments.',
    commentRequired: true,
    disabledReason: null,
  },
];

interface ConsentPanelProps {
  record: ApplicationDetail;
  onDone: (message: string) => void;
}

export function ConsentPanel({ record, onDone }: ConsentPanelProps) {
  const answer = useAnswerTraderRequest();
  const { consent } = record;
  if (!consent) return null;
  const act = async (action: ProcessAction, { comments }: StepWords) => {
    const result = await answer.mutateAsync({
      isConsent: action === 'Approve',
      type: record.type,
      id: record.id,
      comments,
    });
    return result.message;
  };
  return (
    <Paper variant="outlined" component="section" aria-label="Consent" sx={{ p: 2 }}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h2" sx={{ fontSize: '1.1rem' }}>
          Consent
        </Typography>
        {(['seller', 'buyer'] as const).map((side) => (
          <Chip
            key={side}
            size="small"
            color={TONES[consent[side]]}
            variant={TONES[consent[side]] === 'default' ? 'outlined' : 'filled'}
            label={`${side === 'seller' ? 'Seller' : 'Buyer'}: ${consent[side]}`}
          />
        ))}
        {record.canConsent && (
          <Stack sx={{ ml: 'auto' }}>
            <RecordActionBar actions={CONSENT_BUTTONS} act={act} onDone={onDone} />
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
