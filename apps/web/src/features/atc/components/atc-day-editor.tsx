import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { AtcDay } from '@stoa/shared';
import type { Notice } from '../../../components/page-notice.tsx';
import { apiErrorsOf, firstErrorMessage } from '../../../lib/api-client.ts';
import { formatDateTime } from '../../../lib/format.ts';
import { useSaveAtcDay } from '../api/save-atc-day.ts';
import { AtcBlockGrid } from './atc-block-grid.tsx';
import { AtcChart } from './atc-chart.tsx';
import { AtcFillBlocks } from './atc-fill-blocks.tsx';
import { useAtcDayForm } from './use-atc-day-form.ts';

const CHECK_BLOCKS = 'Some blocks need attention: see the highlighted ATC values.';

/** The server's per-block errors ('values.11') by block index. */
function blockErrors(error: unknown): Map<number, string> {
  const map = new Map<number, string>();
  for (const e of apiErrorsOf(error)) {
    const index = /^values\.(\d+)$/.exec(e.fieldName ?? '')?.[1];
    if (index !== undefined && e.errorMessages[0]) map.set(Number(index), e.errorMessages[0]);
  }
  return map;
}

function stampText(day: AtcDay): string {
  if (!day.declared) return 'No ATC declared for this corridor and date yet: every block shows 0 until you save.';
  const by = day.updatedBy ? ` by ${day.updatedBy}` : '';
  return `Last changed${by} on ${formatDateTime(day.updatedAt)}.`;
}

export interface AtcDayEditorProps {
  day: AtcDay;
  canEdit: boolean;
  onNotice: (notice: Notice | null) => void;
  /** Reloads the day after a conflict. */
  onReload: () => void;
}

/**
 * One corridor-day: the chart of ATC, allocated and remaining, the fill tool and the 96-block grid; Save sends all 96
 * values with the version read, so a change by someone else in between is refused (409) rather than overwritten.
 */
export function AtcDayEditor({ day, canEdit, onNotice, onReload }: AtcDayEditorProps) {
  const form = useAtcDayForm(day);
  const save = useSaveAtcDay();

  const onSave = () => {
    const values = form.values();
    if (!values) {
      onNotice({ severity: 'error', message: CHECK_BLOCKS });
      return;
    }
    onNotice(null);
    save.mutate(
      { corridorId: day.corridor.id, date: day.date, update: { values, version: day.version } },
      {
        onSuccess: () => onNotice({ severity: 'success', message: 'ATC saved.' }),
        onError: (error) => {
          const errors = blockErrors(error);
          form.setServerErrors(errors);
          onNotice({ severity: 'error', message: errors.size > 0 ? CHECK_BLOCKS : firstErrorMessage(error) });
        },
      },
    );
  };

  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        {stampText(day)}
      </Typography>
      <AtcChart atc={form.atc} allocated={form.allocated} />
      {canEdit && (
        <Stack
          direction={{ xs: 'column', md: 'row' }}
          spacing={2}
          sx={{ justifyContent: 'space-between', alignItems: { md: 'flex-start' } }}
        >
          <AtcFillBlocks onApply={form.fill} />
          <Stack direction="row" spacing={1.5} sx={{ flexShrink: 0 }}>
            <Button onClick={onReload}>Reload</Button>
            <Button disabled={!form.isDirty} onClick={form.reset}>
              Discard changes
            </Button>
            <Button variant="contained" disabled={!form.isDirty} loading={save.isPending} onClick={onSave}>
              Save
            </Button>
          </Stack>
        </Stack>
      )}
      <AtcBlockGrid form={form} canEdit={canEdit} />
    </Stack>
  );
}
