/**
 * The applications a curtailment cuts (its plan) or cut (the record): number, type, applicant, the energy scheduled
 * and curtailed, the STU charges reversed once applied, and — one click away — per date the blocks shed.
 */
import { Fragment, useState } from 'react';
import Collapse from '@mui/material/Collapse';
import IconButton from '@mui/material/IconButton';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import KeyboardArrowDown from '@mui/icons-material/KeyboardArrowDown';
import KeyboardArrowUp from '@mui/icons-material/KeyboardArrowUp';
import type { z } from 'zod';
import { APPLICATION_TYPE_LABELS, type curtailedApplicationSchema } from '@stoa/shared';
import { formatCalendarDate, formatInr, formatMw } from '../../../lib/format.ts';
import { VISUALLY_HIDDEN } from '../../../lib/visually-hidden.ts';
import { shedRunsOf } from './curtailment-format.ts';

export type CurtailedApplication = z.infer<typeof curtailedApplicationSchema>;

const num = { align: 'right' } as const;

interface CurtailedApplicationsProps {
  label: string;
  applications: readonly CurtailedApplication[];
  /** The record shows each application's STU charges reversed; a plan has none yet. */
  showsRefund?: boolean;
}

export function CurtailedApplications({ label, applications, showsRefund = false }: CurtailedApplicationsProps) {
  const columns = showsRefund ? 7 : 6;
  return (
    <TableContainer>
      <Table size="small" aria-label={label}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Typography component="span" sx={VISUALLY_HIDDEN}>
                Blocks
              </Typography>
            </TableCell>
            <TableCell>No.</TableCell>
            <TableCell>Type</TableCell>
            <TableCell>Applicant</TableCell>
            <TableCell {...num}>Scheduled MWh</TableCell>
            <TableCell {...num}>Curtailed MWh</TableCell>
            {showsRefund && <TableCell {...num}>Refund (₹)</TableCell>}
          </TableRow>
        </TableHead>
        <TableBody>
          {applications.map((application) => (
            <ApplicationRows
              key={application.applicationId}
              application={application}
              columns={columns}
              showsRefund={showsRefund}
            />
          ))}
        </TableBody>
      </Table>
    </TableContainer>
  );
}

interface ApplicationRowsProps {
  application: CurtailedApplication;
  columns: number;
  showsRefund: boolean;
}

function ApplicationRows({ application: a, columns, showsRefund }: ApplicationRowsProps) {
  const [isOpen, setOpen] = useState(false);
  const blocksId = `shed-blocks-${a.applicationId}`;
  return (
    <Fragment>
      <TableRow>
        <TableCell padding="checkbox">
          <IconButton
            size="small"
            aria-label={`${isOpen ? 'Hide' : 'Show'} blocks shed of ${a.applicationNo}`}
            aria-expanded={isOpen}
            aria-controls={blocksId}
            onClick={() => setOpen(!isOpen)}
          >
            {isOpen ? <KeyboardArrowUp fontSize="small" /> : <KeyboardArrowDown fontSize="small" />}
          </IconButton>
        </TableCell>
        <TableCell>{a.applicationNo}</TableCell>
        <TableCell>{APPLICATION_TYPE_LABELS[a.applicationType]}</TableCell>
        <TableCell>{a.applicantName}</TableCell>
        <TableCell {...num}>{formatMw(a.scheduledMwh)}</TableCell>
        <TableCell {...num}>{formatMw(a.curtailedMwh)}</TableCell>
        {showsRefund && <TableCell {...num}>{a.refund === null ? '—' : formatInr(a.refund)}</TableCell>}
      </TableRow>
      <TableRow>
        <TableCell colSpan={columns} sx={{ py: 0, borderBottom: isOpen ? undefined : 'none' }}>
          <Collapse in={isOpen} unmountOnExit>
            <ShedDays id={blocksId} application={a} showsRefund={showsRefund} />
          </Collapse>
        </TableCell>
      </TableRow>
    </Fragment>
  );
}

function ShedDays({
  id,
  application,
  showsRefund,
}: {
  id: string;
  application: CurtailedApplication;
  showsRefund: boolean;
}) {
  return (
    <Table size="small" id={id} aria-label={`Blocks shed of ${application.applicationNo}`} sx={{ my: 1 }}>
      <TableHead>
        <TableRow>
          <TableCell>Date</TableCell>
          <TableCell>Blocks</TableCell>
          <TableCell {...num}>MW Shed</TableCell>
          {showsRefund && <TableCell {...num}>Refund (₹)</TableCell>}
        </TableRow>
      </TableHead>
      <TableBody>
        {application.days.flatMap((day) =>
          shedRunsOf(day.blocks).map((run, i) => (
            <TableRow key={`${day.date}-${run.blocks}`}>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{i === 0 ? formatCalendarDate(day.date) : ''}</TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>{run.blocks}</TableCell>
              <TableCell {...num}>{formatMw(run.mw)}</TableCell>
              {showsRefund && <TableCell {...num}>{run.refund === null ? '—' : formatInr(run.refund)}</TableCell>}
            </TableRow>
          )),
        )}
      </TableBody>
    </Table>
  );
}
