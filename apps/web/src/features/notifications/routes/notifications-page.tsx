import { useMemo } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DataTable } from '../../../components/data-table/data-table.tsx';
import { ListDownload } from '../../../components/data-table/list-download.tsx';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { useNotificationPage } from '../api/get-notification-page.ts';
import { useMarkAllRead } from '../api/mark-all-read.ts';
import { notificationColumns } from '../components/notification-columns.tsx';
import { useOpenNotification } from '../components/use-open-notification.ts';

const NO_FILTERS: readonly never[] = [];

/**
 * /notifications: every notification of the signed-in user, read or not, paged on the server (10/50/100); Download
 * gives them all as Excel or CSV.
 */
export function NotificationsPage({ isBuilt }: { isBuilt: (to: string) => boolean }) {
  const paging = useUrlPaging(NO_FILTERS);
  const page = useNotificationPage({ pageNumber: paging.pageNumber, pageSize: paging.pageSize });
  const markAllRead = useMarkAllRead();
  const { open, leadsSomewhere } = useOpenNotification(isBuilt);
  const columns = useMemo(() => notificationColumns({ open, leadsSomewhere }), [open, leadsSomewhere]);
  const hasUnread = (page.data?.notificationList ?? []).some((n) => !n.isRead);

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ justifyContent: 'space-between', alignItems: 'center' }}>
        <Typography variant="h1">Notifications</Typography>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-start' }}>
          <ListDownload exportPath="/Notification/GetAll/Export" search="" fileName="Notifications" />
          <Button
            variant="outlined"
            disabled={!hasUnread}
            loading={markAllRead.isPending}
            onClick={() => markAllRead.mutate()}
          >
            Mark all read
          </Button>
        </Stack>
      </Stack>
      <DataTable
        label="Notifications"
        columns={columns}
        rows={page.data?.notificationList}
        rowCount={page.data?.dataCount}
        paginationModel={paging.paginationModel}
        onPaginationModelChange={paging.setPaginationModel}
        isLoading={page.isPending || page.isPlaceholderData}
        isError={page.isError}
        isRowHeightAuto
      />
    </Stack>
  );
}
