/** The 'Congested Applications' dialog of Form ST2 (spec §2.3): the applications the congestion affects. */
import { useId } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { CongestedApplication } from '@stoa/shared';
import { formatCalendarDate } from '../../../../lib/format.ts';

const COLUMNS: readonly { header: string; cell: (row: CongestedApplication) => string }[] = [
  { header: 'Application No', cell: (row) => row.applicationNo ?? '—' },
  { header: 'Application Date', cell: (row) => formatCalendarDate(row.applicationDate) },
  { header: 'Registration No', cell: (row) => row.registrationNo ?? '—' },
  { header: 'Registration Validity', cell: (row) => formatCalendarDate(row.registrationValidity) },
  { header: 'Applicant Name', cell: (row) => row.applicantName },
  { header: 'From Date', cell: (row) => formatCalendarDate(row.fromDate) },
  { header: 'To Date', cell: (row) => formatCalendarDate(row.toDate) },
];

interface CongestedApplicationsDialogProps {
  applications: readonly CongestedApplication[];
  onClose: () => void;
}

export function CongestedApplicationsDialog({ applications, onClose }: CongestedApplicationsDialogProps) {
  const titleId = useId();
  return (
    <Dialog open onClose={onClose} aria-labelledby={titleId} maxWidth="lg" fullWidth>
      <DialogTitle id={titleId}>Congested Applications</DialogTitle>
      <DialogContent>
        {applications.length === 0 ? (
          <Typography color="text.secondary">No applications are affected.</Typography>
        ) : (
          <TableContainer>
            <Table size="small" aria-labelledby={titleId}>
              <TableHead>
                <TableRow>
                  {COLUMNS.map(({ header }) => (
                    <TableCell key={header}>{header}</TableCell>
                  ))}
                </TableRow>
              </TableHead>
              <TableBody>
                {applications.map((row) => (
                  <TableRow key={row.applicationId}>
                    {COLUMNS.map(({ header, cell }) => (
                      <TableCell key={header}>{cell(row) || '—'}</TableCell>
                    ))}
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </TableContainer>
        )}
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>Close</Button>
      </DialogActions>
    </Dialog>
  );
}
