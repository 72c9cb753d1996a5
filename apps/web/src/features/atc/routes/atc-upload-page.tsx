import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CorridorKind } from '@stoa/shared';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { AtcUploadCard } from '../components/atc-upload-card.tsx';
import { AtcUploadHistory } from '../components/atc-upload-history.tsx';
import { ATC_KIND_LABELS } from '../components/atc-kind.ts';

/** /intra-state-stoa/upload and /inter-state-stoa/upload (spec §2.2 STOA Upload): template, upload, history. */
export function AtcUploadPage({ kind }: { kind: CorridorKind }) {
  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">STOA Upload</Typography>
        <Typography color="text.secondary">
          {ATC_KIND_LABELS[kind]} ATC per corridor, date and 15-minute block
        </Typography>
      </div>
      <ErrorBoundary>
        <AtcUploadCard kind={kind} />
      </ErrorBoundary>
      <ErrorBoundary>
        <AtcUploadHistory kind={kind} />
      </ErrorBoundary>
    </Stack>
  );
}
