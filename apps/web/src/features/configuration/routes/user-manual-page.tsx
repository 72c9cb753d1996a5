import { useState } from 'react';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { CONFIG_MESSAGES, type ManualRow } from '@stoa/shared';
import { ConfirmDialog } from '../../../components/confirm-dialog.tsx';
import { ClientDataTable } from '../../../components/data-table/client-data-table.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { downloadErrorMessage, downloadFile } from '../../../lib/download-file.ts';
import { useDeleteManual } from '../api/delete-manual.ts';
import { useManuals } from '../api/get-manuals.ts';
import { manualColumns } from '../components/manual-columns.tsx';
import { ManualUploadDialog } from '../components/manual-upload-dialog.tsx';

/** /configurations/manual (spec §2.7 User Manual, §6): the PDF each role (or OA entity type) downloads. */
export function UserManualPage() {
  const manuals = useManuals();
  const revert = useDeleteManual();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [uploading, setUploading] = useState<ManualRow | null>(null);
  const [reverting, setReverting] = useState<ManualRow | null>(null);

  const columns = manualColumns({
    onUpload: setUploading,
    onRevert: setReverting,
    onDownload: (manual) => {
      if (!manual.fileId) return;
      downloadFile(`/File/Download/${encodeURIComponent(manual.fileId)}`, manual.fileName ?? 'user-manual.pdf').catch(
        (error: unknown) => setNotice({ severity: 'error', message: downloadErrorMessage(error) }),
      );
    },
  });

  const confirmRevert = (manual: ManualRow) =>
    revert.mutate(manual.audience, {
      onSuccess: () => setNotice({ severity: 'success', message: CONFIG_MESSAGES.deleted }),
      onError: (error) => setNotice({ severity: 'error', message: firstErrorMessage(error) }),
      onSettled: () => setReverting(null),
    });

  return (
    <Stack spacing={2}>
      <Typography variant="h1">User Manual</Typography>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <ClientDataTable
        label="User manuals"
        columns={columns}
        rows={manuals.data}
        getRowId={(row) => row.audience}
        isLoading={manuals.isPending}
        isError={manuals.isError}
      />
      {uploading && (
        <ManualUploadDialog
          manual={uploading}
          onClose={() => setUploading(null)}
          onSaved={() => {
            setUploading(null);
            setNotice({ severity: 'success', message: CONFIG_MESSAGES.saved });
          }}
        />
      )}
      {reverting && (
        <ConfirmDialog
          title="Revert to built-in"
          message={`Users of ${reverting.label} will download the built-in manual again.`}
          confirmLabel="Revert"
          isPending={revert.isPending}
          onConfirm={() => confirmRevert(reverting)}
          onCancel={() => setReverting(null)}
        />
      )}
    </Stack>
  );
}
