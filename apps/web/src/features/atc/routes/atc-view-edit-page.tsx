import { useState } from 'react';
import { useSearchParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { MESSAGES, addDays, businessDate, can, firstOfNextMonth, isIsoDate, type CorridorKind } from '@stoa/shared';
import { ErrorBoundary } from '../../../components/error-boundary.tsx';
import { PageNotice, type Notice } from '../../../components/page-notice.tsx';
import { firstErrorMessage } from '../../../lib/api-client.ts';
import { formatMonth } from '../../../lib/format.ts';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useAtcDates } from '../api/get-atc-dates.ts';
import { useAtcDay } from '../api/get-atc-day.ts';
import { AtcDayEditor } from '../components/atc-day-editor.tsx';
import { AtcDayPicker } from '../components/atc-day-picker.tsx';
import { ATC_KIND_LABELS } from '../components/atc-kind.ts';

/** Corridor and date live in the URL, so a reload or a shared link opens the same day; tomorrow by default. */
function useDayParams() {
  const [params, setParams] = useSearchParams();
  const dateParam = params.get('date') ?? '';
  const date = isIsoDate(dateParam) ? dateParam : addDays(businessDate(new Date()), 1);
  const corridorParam = Number(params.get('corridorId'));
  const corridorId = Number.isInteger(corridorParam) && corridorParam > 0 ? corridorParam : null;
  const set = (name: 'date' | 'corridorId', value: string | null) =>
    setParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value === null) next.delete(name);
        else next.set(name, value);
        return next;
      },
      { replace: true },
    );
  return {
    date,
    corridorId,
    setDate: (value: string) => set('date', value),
    setCorridorId: (value: number | null) => set('corridorId', value === null ? null : String(value)),
  };
}

/**
 * /intra-state-stoa/view-edit and /inter-state-stoa/view-edit (spec §2.2 STOA View / Edit): pick a corridor of the
 * kind and a date; see ATC, allocated and remaining per block, and edit the ATC.
 */
export function AtcViewEditPage({ kind }: { kind: CorridorKind }) {
  const role = useSignedInUser()?.role ?? null;
  const { date, corridorId: chosen, setDate, setCorridorId } = useDayParams();
  const monthStart = `${date.slice(0, 7)}-01`;
  const dates = useAtcDates(kind, monthStart, addDays(firstOfNextMonth(date), -1));
  // Until one is chosen, the first active corridor of the kind.
  const corridorId = chosen ?? dates.data?.corridors.find((c) => c.isActive)?.id ?? null;
  const day = useAtcDay(corridorId, date);
  const [notice, setNotice] = useState<Notice | null>(null);
  const [reloads, setReloads] = useState(0);

  const reload = () => {
    setNotice(null);
    void day.refetch().then(() => setReloads((n) => n + 1));
  };
  const change = (apply: () => void) => {
    setNotice(null);
    apply();
  };

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h1">STOA View / Edit</Typography>
        <Typography color="text.secondary">{ATC_KIND_LABELS[kind]} ATC of one corridor and date</Typography>
      </div>
      <Card>
        <CardContent>
          {dates.isError && <Alert severity="error">{MESSAGES.fetchError}</Alert>}
          <AtcDayPicker
            corridors={dates.data?.corridors}
            corridorId={corridorId}
            date={date}
            monthLabel={formatMonth(date.slice(0, 7))}
            onCorridorChange={(id) => change(() => setCorridorId(id))}
            onDateChange={(value) => change(() => setDate(value))}
          />
        </CardContent>
      </Card>
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      {(day.isLoading || dates.isPending) && <LinearProgress aria-label="Loading the day" />}
      {day.isError && <Alert severity="error">{firstErrorMessage(day.error, MESSAGES.fetchError)}</Alert>}
      {dates.data && corridorId === null && (
        <Alert severity="info">There is no active {ATC_KIND_LABELS[kind].toLowerCase()} corridor.</Alert>
      )}
      {day.data && (
        <ErrorBoundary resetKey={`${day.data.corridor.id}|${day.data.date}`}>
          <AtcDayEditor
            key={`${day.data.corridor.id}|${day.data.date}|${day.data.version}|${reloads}`}
            day={day.data}
            canEdit={can(role, 'atcWrite')}
            onNotice={setNotice}
            onReload={reload}
          />
        </ErrorBoundary>
      )}
    </Stack>
  );
}
