/**
 * The proof a payer uploaded (a payment's proof, a TDS challan's copy), as record documents show files: its name with
 * View (a new tab) and Download, both through the file routes with the session (readers per the form's access).
 */
import { useId, useState } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, PAYMENT_LABELS } from '@stoa/shared';
import { downloadErrorMessage, downloadFile, openFile } from '../../../lib/download-file.ts';

interface ProofFile {
  fileId: string;
  fileName: string;
}

/** `label`: the section's heading and the buttons' subject ('Proof of Payment' unless told). */
export function ProofOfPayment({
  file,
  label = PAYMENT_LABELS.proofFileId,
}: {
  file: ProofFile | null;
  label?: string;
}) {
  const headingId = useId();
  const [error, setError] = useState<string | null>(null);
  const view = (proof: ProofFile) => {
    setError(null);
    openFile(`/File/Show/${encodeURIComponent(proof.fileName)}?id=${encodeURIComponent(proof.fileId)}`).catch(() =>
      setError(MESSAGES.downloadFailed),
    );
  };
  const download = (proof: ProofFile) => {
    setError(null);
    downloadFile(`/File/Download/${encodeURIComponent(proof.fileId)}`, proof.fileName).catch((failure: unknown) =>
      setError(downloadErrorMessage(failure)),
    );
  };
  return (
    <Paper variant="outlined" component="section" aria-labelledby={headingId} sx={{ p: 2 }}>
      <Typography id={headingId} variant="h2" sx={{ fontSize: '1.1rem', mb: 1 }}>
        {label}
      </Typography>
      {error && (
        <Alert severity="error" onClose={() => setError(null)} sx={{ mb: 1 }}>
          {error}
        </Alert>
      )}
      {file ? (
        <Stack direction="row" sx={{ alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
            {file.fileName}
          </Typography>
          <Button size="small" aria-label={`View ${label}`} onClick={() => view(file)}>
            View
          </Button>
          <Button size="small" aria-label={`Download ${label}`} onClick={() => download(file)}>
            Download
          </Button>
        </Stack>
      ) : (
        <Typography color="text.secondary">No proof was uploaded.</Typography>
      )}
    </Paper>
  );
}
