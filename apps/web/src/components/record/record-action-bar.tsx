/**
 * A processor's buttons on a record (spec §4 form actions), read off the record's `actionBar` — the workflow table's
 * words for the viewer (Verify and Forward, Accept, Accept Allocation, Withdraw, Seek Clarification…). A button whose
 * precondition is not met is disabled and says why: in a tooltip, and as its accessible description. Each button
 * opens the action's dialog (record-action-dialog.tsx).
 */
import { useId, useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import type { RecordAction } from '@stoa/shared';
import { LOOKS, RecordActionDialog, type ActFn, type ProcessItem } from './record-action-dialog.tsx';

const isProcessItem = (item: RecordAction): item is ProcessItem => item.action !== 'Submit';

export interface RecordActionBarProps {
  actions: readonly RecordAction[];
  act: ActFn;
  onDone: (message: string) => void;
}

export function RecordActionBar({ actions, act, onDone }: RecordActionBarProps) {
  const [open, setOpen] = useState<ProcessItem | null>(null);
  const shown = actions.filter(isProcessItem);
  if (shown.length === 0) return null;
  return (
    <>
      <Stack
        direction="row"
        spacing={1}
        role="group"
        aria-label="Workflow actions"
        sx={{ flexWrap: 'wrap', justifyContent: 'flex-end' }}
      >
        {shown.map((item) => (
          <ActionButton key={item.action} item={item} onOpen={() => setOpen(item)} />
        ))}
      </Stack>
      {open && (
        <RecordActionDialog
          item={open}
          act={act}
          onCancel={() => setOpen(null)}
          onDone={(message) => {
            setOpen(null);
            onDone(message);
          }}
        />
      )}
    </>
  );
}

function ActionButton({ item, onOpen }: { item: ProcessItem; onOpen: () => void }) {
  const reasonId = useId();
  const reason = item.disabledReason;
  const button = (
    <Button
      {...LOOKS[item.action]}
      disabled={reason !== null}
      aria-describedby={reason === null ? undefined : reasonId}
      onClick={onOpen}
    >
      {item.label}
    </Button>
  );
  if (reason === null) return button;
  // A disabled button takes no pointer events: the tooltip listens on its wrapper.
  return (
    <Tooltip title={reason} describeChild>
      <Box component="span" sx={{ display: 'inline-flex' }}>
        {button}
        <span id={reasonId} hidden>
          {reason}
        </span>
      </Box>
    </Tooltip>
  );
}
