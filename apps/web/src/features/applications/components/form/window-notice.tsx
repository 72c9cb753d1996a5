/** What the type's window allows now (DOMAIN §3): its rule and the delivery dates open at this moment. */
import Alert from '@mui/material/Alert';
import { TIME_LABELS } from '@stoa/shared/application/time-blocks';
import type { ApplicationWindow } from '@stoa/shared/application/application-windows';
import { formatDateRange } from '../../../../lib/format.ts';

export const WINDOW_CLOSED = 'No delivery date can be applied for with this type now.';

function openDates(window: ApplicationWindow): string {
  const range = formatDateRange(window.minDate, window.maxDate);
  const from = window.minBlockOnMinDate > 0 ? `, from ${TIME_LABELS[window.minBlockOnMinDate] ?? ''}` : '';
  return `Delivery dates open now: ${range}${from}.`;
}

/** `opening`: when a closed window next opens ('Opens Nov 26, 2026 3:00 PM.'). */
export function WindowNotice({ window, opening }: { window: ApplicationWindow; opening: string | null }) {
  return (
    <Alert severity={window.isOpen ? 'info' : 'warning'} aria-label="Application window">
      {window.description}. {window.isOpen ? openDates(window) : `${WINDOW_CLOSED} ${opening ?? ''}`.trim()}
    </Alert>
  );
}
