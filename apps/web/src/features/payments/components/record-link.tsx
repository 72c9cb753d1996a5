/**
 * A record number that opens its record (RECORD_LINKS, the one source of record paths) where the row says enough to
 * build the path exactly. A registration's path needs its entity type, which is always its owner's (the server
 * refuses any other): a payer's own registrations link through the signed-in user's entity type. An application's
 * path needs its application type, which a due, a payment item and a refund row do not carry: its number shows as
 * text until the rows carry it.
 */
import Link from '@mui/material/Link';
import { Link as RouterLink } from 'react-router';
import { RECORD_LINKS, type EntityType, type LedgerRecordType } from '@stoa/shared';

export interface LinkedRecord {
  recordType: LedgerRecordType;
  recordId: number;
  recordNo: string;
}

/** The path of the record, or null when the row does not say enough to build it. */
export function recordLinkOf(record: LinkedRecord, ownEntityType: EntityType | null): string | null {
  if (record.recordType === 'Registration' && ownEntityType !== null) {
    return RECORD_LINKS.registration(ownEntityType, record.recordId);
  }
  return null;
}

/** `ownEntityType`: the signed-in payer's entity type (its own records), null for a reader of everyone's. */
export function RecordNoLink({ record, ownEntityType }: { record: LinkedRecord; ownEntityType: EntityType | null }) {
  const to = recordLinkOf(record, ownEntityType);
  if (to === null) return <>{record.recordNo}</>;
  return (
    <Link component={RouterLink} to={to}>
      {record.recordNo}
    </Link>
  );
}
