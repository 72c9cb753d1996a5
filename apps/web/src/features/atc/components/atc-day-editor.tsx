import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { atcFalls, toHundredths, type AtcDay } from '@stoa/shared';
import type { Notice } from '../../../components/page-notice.tsx';
import { apiErrorsOf, firstErrorMessage } from '../../../lib/api-client.ts';
import { formatCalendarDate, formatDateTime } from '../../../lib/format.ts';
import { useSaveAtcDay } from '../api/save-atc-day.ts';
import { AtcBlockGrid } from './atc-block-grid.tsx';
import { AtcChart } from '../../../components/block-chart/atc-chart.tsx';
import { AtcFallsDialog } from './atc-falls-dialog.tsx';
import type { AtcFallRow } from './atc-falls-table.tsx';
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

/** The blocks whose declared ATC `values` (MW) would lower; none when nothing is declared yet. */
function fallsOf(day: AtcDay, values: readonly number[]): AtcFallRow[] {
  const before = day.declared ? day.blocks.map((b) => toHundredths(b.atc)) : null;
  const where = { corridorName: day.corridor.name, date: day.date };
  return atcFalls(before, values.map(toHundredths)).map((fall) => ({ ...fall, ...where }));
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
 * One corridor-day: the chart of ATC, allocated and remaining, the fill tool and the 96-block grid; Save asks first,
 * listing the blocks whose ATC falls (issue 15), then sends all 96 values with the version read, so a change by
 * someone else in between is refused (409) rather than overwritten.
 */
export function AtcDayEditor({ day, canEdit, onNotice, onReload }: AtcDayEditorProps) {
  const form = useAtcDayForm(day);
  const save = useSaveAtcDay();

  const [pending, setPending] = useState<{ values: number[]; falls: AtcFallRow[] } | null>(null);

  const onSave = () => {
    const values = form.values();
    if (!values) {
      onNotice({ severity: 'error', message: CHECK_BLOCKS });
      return;
    }
    onNotice(null);
    setPending({ values, falls: fallsOf(day, values) });
  };

  // The promise, not mutate's callbacks: a saved day comes back with a new version and this editor remounts (the
  // page keys it by version) before mutate's onSuccess would run, so the page's notice is set from here.
  const saveConfirmed = async (values: number[]) => {
    try {
      await save.mutateAsync({ corridorId: day.corridor.id, date: day.date, update: { values, version: day.version } });
      onNotice({ severity: 'success', message: 'ATC saved.' });
    } catch (error) {
      const errors = blockErrors(error);
      form.setServerErrors(errors);
      onNotice({ severity: 'error', message: errors.size > 0 ? CHECK_BLOCKS : firstErrorMessage(error) });
    } finally {
      setPending(null);
    }
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
      {pending && (
        <AtcFallsDialog
          title="Save ATC?"
          intro={`Save the ATC of ${day.corridor.name} on ${formatCalendarDate(day.date)}?`}
          falls={pending.falls}
          confirmLabel="Save ATC"
          isPending={save.isPending}
          onConfirm={() => void saveConfirmed(pending.values)}
          onCancel={() => setPending(null)}
        />
      )}
    </Stack>
  );
}
