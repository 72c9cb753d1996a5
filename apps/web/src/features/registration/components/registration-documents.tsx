/**
 * The registration's documents with their verification (spec §3 file details): label, file with View, Valid /
 * Invalid / Not verified and the verifier's comments. In verify mode (the SLDC business user on a submitted
 * registration) each document gets Valid / Invalid and a comment, and Save verification.
 */
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { MESSAGES, type FileDetail, type FileValidationRequest } from '@stoa/shared';
import { openFile } from '../../../lib/download-file.ts';
import { VerificationControls, useVerification } from './document-verification.tsx';

function VerificationChip({ isValid }: { isValid: boolean | null }) {
  if (isValid === null) return <Chip size="small" variant="outlined" label="Not verified" />;
  return <Chip size="small" color={isValid ? 'success' : 'error'} label={isValid ? 'Valid' : 'Invalid'} />;
}

function FileCell({ file, onError }: { file: FileDetail; onError: () => void }) {
  const view = () =>
    openFile(`/File/Show/${encodeURIComponent(file.fileName)}?id=${encodeURIComponent(file.fileId)}`).catch(onError);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center', minWidth: 0 }}>
      <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
        {file.fileName}
      </Typography>
      <Button size="small" onClick={view} aria-label={`View ${file.label}`}>
        View
      </Button>
    </Stack>
  );
}

export interface VerifyMode {
  onSave: (request: FileValidationRequest) => void;
  isSaving: boolean;
}

interface RegistrationDocumentsProps {
  files: readonly FileDetail[];
  /** Set while the viewer verifies the documents (the SLDC business user, status Submitted). */
  verify?: VerifyMode | undefined;
}

export function RegistrationDocuments({ files, verify }: RegistrationDocumentsProps) {
  const [openError, setOpenError] = useState(false);
  const verification = useVerification(files);
  const save = () => {
    const request = verification.build();
    if (request && verify) verify.onSave(request);
  };

  return (
    <Paper variant="outlined" component="section" aria-labelledby="documents-heading" sx={{ p: 2 }}>
      <Typography id="documents-heading" variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
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
                  <FileCell file={file} onError={() => setOpenError(true)} />
                </TableCell>
                {verify ? (
                  <VerificationControls file={file} verification={verification} />
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
