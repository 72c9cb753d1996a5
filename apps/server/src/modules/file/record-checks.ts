/** Who besides the uploader reads a document held by a record, per record type (the file service's record checks). */
import type { RecordReadCheck } from '../../platform/documents/documents.service.ts';
import { canReadRegistrationFile } from '../registration/registration.service.ts';
import { canReadInterStateFile } from '../inter-state/inter-state.service.ts';

export const FILE_RECORD_CHECKS: Record<string, RecordReadCheck> = {
  Registration: canReadRegistrationFile,
  InterStateRegistration: canReadInterStateFile,
};
