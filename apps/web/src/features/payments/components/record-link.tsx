/**
 * A record number that opens its record: the server names the page for the caller (RECORD_LINKS, the one source of
 * record paths; the SLDC's application page differs from the applicant's). No link: the number as text.
 */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';

export function RecordNoLink({ recordNo, to }: { recordNo: string; to: string | null }) {
  if (to === null) return <>{recordNo}</>;
  return (
    <Link component={RouterLink} to={to}>
      {recordNo}
    </Link>
  );
}
