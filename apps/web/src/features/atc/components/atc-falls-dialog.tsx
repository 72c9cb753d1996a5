import Box from '@mui/material/Box';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { AtcFallsTable, fallCountText, type AtcFallRow } from './atc-falls-table.tsx';

export interface AtcFallsDialogProps {
  title: string;
  /** What is about to be written, before the falls are counted. */
  intro: string;
  falls: readonly AtcFallRow[];
  confirmLabel: string;
  isPending?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
}

/**
 * Asks before ATC is written, listing every corridor-block whose ATC would fall (a fall shrinks the margin offered
 * to applications: issue 15), or saying that none falls.
 */
export function AtcFallsDialog({ intro, falls, ...dialog }: AtcFallsDialogProps) {
  const count =
    falls.length === 0
      ? 'No block’s ATC falls.'
      : `The ATC of ${fallCountText(falls.length)} falls: check each one before you go on.`;
  return (
    <ConfirmDialog {...dialog} message={`${intro} ${count}`}>
      {falls.length > 0 && (
        <Box sx={{ mt: 2 }}>
          <AtcFallsTable falls={falls} label="ATC falls" />
        </Box>
      )}
    </ConfirmDialog>
  );
}
