import Alert from '@mui/material/Alert';

export interface Notice {
  severity: 'success' | 'error';
  message: string;
}

/** The outcome of the last action on a list page, until dismissed or replaced. */
export function PageNotice({ notice, onClose }: { notice: Notice | null; onClose: () => void }) {
  if (!notice) return null;
  return (
    <Alert severity={notice.severity} onClose={onClose}>
      {notice.message}
    </Alert>
  );
}
