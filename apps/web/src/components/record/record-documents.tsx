/**
 * A workflow record's documents with their verification (spec §3 file details), the one documents component of
 * every record page: label, file with View, Valid / Invalid / Not verified and the verifier's comments. In verify
 * mode each document gets Valid / Invalid and a comment, and Save verification sends the marks (checked first by
 * the shared rule) and tells the page how it went.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, type FileDetail, type FileValidationRequest } from '@stoa/shared';
import { firstErrorMessage } from '../../lib/api-client.ts';
import { openFile } from '../../lib/download-file.ts';
import type { Notice } from '../page-notice.tsx';
import { TextInput } from '../text-input.tsx';
import { useDocumentVerification, type DocumentVerification } from './use-document-verification.ts';

export const VERIFICATION_SAVED = 'Document verification saved.';

export interface VerifyMode {
  /** Sends the marks to the record's SaveFileValidationDetails; settles with the server's answer. */
  save: (request: FileValidationRequest) => Promise<unknown>;
  isSaving: boolean;
}

interface RecordDocumentsProps {
  files: readonly FileDetail[];
  /** The API path that serves a document to this viewer (opened in a new tab by View). */
  fileUrl: (file: FileDetail) => string;
  /** Set while the viewer verifies the documents. */
  verify?: VerifyMode | undefined;
  /** Where the outcome of Save verification is told (the page's notice). */
  onNotice: (notice: Notice) => void;
}

function VerificationChip({ isValid }: { isValid: boolean | null }) {
  if (isValid === null) return <Chip size="small" variant="outlined" label="Not verified" />;
  return <Chip size="small" color={isValid ? 'success' : 'error'} label={isValid ? 'Valid' : 'Invalid'} />;
}

function VerificationCells({ file, verification }: { file: FileDetail; verification: DocumentVerification }) {
  const mark = verification.marks[file.fileId] ?? { isValid: null, comments: '' };
  const error = verification.errors[file.fileId];
  return (
    <>
      <TableCell>
        <RadioGroup
          row
          aria-label={`Verification of ${file.label}`}
          value={mark.isValid === null ? '' : String(mark.isValid)}
          onChange={(event) => verification.setMark(file.fileId, { isValid: event.target.value === 'true' })}
        >
          <FormControlLabel value="true" control={<Radio size="small" />} label="Valid" />
          <FormControlLabel value="false" control={<Radio size="small" />} label="Invalid" />
        </RadioGroup>
      </TableCell>
      <TableCell sx={{ minWidth: 220 }}>
        <TextInput
          label="Comments"
          inputProps={{ 'aria-label': `Comments on ${file.label}` }}
          value={mark.comments}
          error={Boolean(error)}
          helperText={error}
          onChange={(event) => verification.setMark(file.fileId, { comments: event.target.value })}
        />
      </TableCell>
    </>
  );
}

export function RecordDocuments(props: RecordDocumentsProps) {
  // A saved verification (or a refetch) starts the marks again from the record.
  return <DocumentsTable key={JSON.stringify(props.files)} {...props} />;
}

function DocumentsTable({ files, fileUrl, verify, onNotice }: RecordDocumentsProps) {
  const [openError, setOpenError] = useState(false);
  const verification = useDocumentVerification(files);
  const save = () => {
    const request = verification.build();
    if (!request || !verify) return;
    verify.save(request).then(
      () => onNotice({ severity: 'success', message: VERIFICATION_SAVED }),
      (error: unknown) => onNotice({ severity: 'error', message: firstErrorMessage(error) }),
    );
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="record-documents-heading" sx={{ p: 2 }}>
      <Typography id="record-documents-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        Documents
      </Typography>
      {openError && (
        <Alert severity="error" onClose={() => setOpenError(false)} sx={{ mb: 1 }}>
          {MESSAGES.downloadFailed}
        </Alert>
      )}
      {files.length === 0 ? (
        <Typography color="text.secondary">No documents.</Typography>
      ) : (
        <Table size="small" aria-label="Documents">
          <TableHead>
            <TableRow>
              <TableCell>Document</TableCell>
              <TableCell>File</TableCell>
              <TableCell>Verification</TableCell>
              <TableCell>Comments</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {files.map((file) => (
              <TableRow key={file.fileId}>
                <TableCell>{file.label}</TableCell>
                <TableCell>
                  <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
                    <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                      {file.fileName}
                    </Typography>
                    <Button
                      size="small"
                      aria-label={`View ${file.label}`}
                      onClick={() => openFile(fileUrl(file)).catch(() => setOpenError(true))}
                    >
                      View
                    </Button>
                  </Stack>
                </TableCell>
                {verify ? (
                  <VerificationCells file={file} verification={verification} />
                ) : (
                  <>
                    <TableCell>
                      <VerificationChip isValid={file.isValid} />
                    </TableCell>
                    <TableCell>{file.comments ?? ''}</TableCell>
                  </>
                )}
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {verify && files.length > 0 && (
        <Stack spacing={1} sx={{ mt: 2, alignItems: 'flex-end' }}>
          {verification.formError && <Alert severity="error">{verification.formError}</Alert>}
          <Button variant="contained" loading={verify.isSaving} onClick={save}>
            Save verification
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
