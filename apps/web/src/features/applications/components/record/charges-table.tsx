/**
 * The charges of an approved schedule (DOMAIN §5): one line per charge and rate period — each delivery day is charged
 * at the rate in force that day — with the days, the rate with its unit, the quantity and the amount, and the total.
 */
import Alert from '@mui/material/Alert';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, quantityUnitOf, type OpenAccessDetails } from '@stoa/shared';
import { formatCalendarDate, formatInr, formatMw, formatRate } from '../../../../lib/format.ts';
import { useOpenAccessDetails } from '../../api/get-open-access-details.ts';
import { Section, TotalRow } from './record-tables.tsx';

const num = { align: 'right' } as const;
type Line = OpenAccessDetails['charges'][number];

const periodOf = (l: Line) =>
  l.fromDate === l.toDate
    ? formatCalendarDate(l.fromDate)
    : `${formatCalendarDate(l.fromDate)} – ${formatCalendarDate(l.toDate)}`;
const quantityOf = (l: Line) => `${l.quantityUnit === 'days' ? l.quantity : formatMw(l.quantity)} ${quantityUnitOf(l)}`;

export function ChargesTable({ applicationId }: { applicationId: number }) {
  const details = useOpenAccessDetails(applicationId, true);
  const lines = details.data?.charges ?? [];
  return (
    <Section title="Charges">
      {details.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
      {details.isPending && <Typography color="text.secondary">Loading…</Typography>}
      {details.data && lines.length === 0 && (
        <Typography color="text.secondary">No STOA charges in force for the period.</Typography>
      )}
      {details.data && lines.length > 0 && (
        <Table size="small" aria-label="Charges">
          <TableHead>
            <TableRow>
              <TableCell>Charge</TableCell>
              <TableCell>Period</TableCell>
              <TableCell {...num}>Rate</TableCell>
              <TableCell {...num}>Quantity</TableCell>
              <TableCell {...num}>Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {lines.map((l) => (
              <TableRow key={`${l.chargeType}|${l.fromDate}`}>
                <TableCell>{l.label}</TableCell>
                <TableCell>{periodOf(l)}</TableCell>
                <TableCell {...num}>{formatRate(l.rate, l.rateBasis)}</TableCell>
                <TableCell {...num}>{quantityOf(l)}</TableCell>
                <TableCell {...num}>{formatInr(l.amount)}</TableCell>
              </TableRow>
            ))}
            <TotalRow span={4} totals={[formatInr(details.data.totalCharges)]} />
          </TableBody>
        </Table>
      )}
    </Section>
  );
}
