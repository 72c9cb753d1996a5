/**
 * The Processing tab of an SLDC list (DOMAIN §3 Processing): a batch chosen among the type's processing dates, its
 * last run — summary, applications (fits or congested), congested blocks with their shares once allocated, blocks
 * over a party's limit, the margin chart and, for Advance, the congestion records — and, for the SLDC business user, the steps on it.
 * Approvers read the same result without the steps. The chosen batch lives in the URL.
 */
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useSearchParams } from 'react-router';
import {
  APPLICATION_MESSAGES,
  MESSAGES,
  can,
  processingMethodOf,
  processingStepLabel,
  type ApplicationListType,
  type ProcessingResult,
} from '@stoa/shared';
import { PageLoader } from '../../../../components/page-loader.tsx';
import { SelectInput } from '../../../../components/select-input.tsx';
import { useSignedInUser } from '../../../../lib/auth-session.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { useProcessingDates } from '../../api/get-processing-dates.ts';
import { useState } from 'react';
import {
  FIRST_PAGE,
  useProcessingResult,
  type ProcessingBatch,
  type ResultPage,
} from '../../api/get-processing-result.ts';
import { batchLabel, batchOf, batchValue, type ProcessingDate } from './batch-options.ts';
import { CorridorDayChart } from './corridor-day-chart.tsx';
import { CongestedBlocks } from './congested-blocks.tsx';
import { CongestionRecords } from './congestion-records.tsx';
import { PartyLimitBlocks } from './party-limit-blocks.tsx';
import { ProcessedApplications } from './processed-applications.tsx';
import { ProcessingActions } from './processing-actions.tsx';
import { SummaryTiles } from './summary-tiles.tsx';

export const NO_BATCHES = 'No applications of this type are waiting for processing.';

/** The batch in the URL when it is one of the list's, else the first with applications waiting, else the first. */
function chosenEntry(entries: readonly ProcessingDate[], inUrl: string | null): ProcessingDate | undefined {
  const wanted = batchOf(inUrl);
  return (
    (wanted && entries.find((e) => batchValue(e) === batchValue(wanted))) ??
    entries.find((e) => e.pending > 0) ??
    entries[0]
  );
}

export function ProcessingPanel({ type }: { type: ApplicationListType }) {
  const role = useSignedInUser()?.role ?? null;
  const dates = useProcessingDates(type);
  const [searchParams, setSearchParams] = useSearchParams();
  const entries = dates.data ?? [];
  const entry = chosenEntry(entries, searchParams.get('batch'));
  const [page, setPage] = useState<ResultPage>(FIRST_PAGE);
  // A batch its processing dates show never processed has no result to ask for (the server would answer 404).
  const ranBatch = entry?.lastRun ? entry : null;
  const result = useProcessingResult(ranBatch, page);
  const choose = (value: string) => {
    setPage(FIRST_PAGE);
    setSearchParams((previous) => {
      const params = new URLSearchParams(previous);
      params.set('batch', value);
      return params;
    });
  };

  if (dates.isPending) return <PageLoader />;
  if (dates.isError) return <Alert severity="error">{MESSAGES.fetchError}</Alert>;
  if (!entry) return <Alert severity="info">{NO_BATCHES}</Alert>;
  const showsType = new Set(entries.map((e) => e.type)).size > 1;

  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Box sx={{ width: { xs: '100%', sm: 420 } }}>
          <SelectInput
            label="Processing Date"
            options={entries.map((e) => ({ value: batchValue(e), label: batchLabel(e, showsType) }))}
            value={batchValue(entry)}
            isPlaceholderDisabled
            onChange={(event) => choose(event.target.value)}
          />
        </Box>
        <Box sx={{ flex: 1 }} />
        {can(role, 'applicationProcess') && (
          <ProcessingActions
            key={batchValue(entry)}
            batch={entry}
            pending={entry.pending}
            result={result.data ?? undefined}
          />
        )}
      </Stack>
      {!ranBatch ? (
        <Alert severity="info">{APPLICATION_MESSAGES.notProcessed}</Alert>
      ) : result.isPending ? (
        <PageLoader />
      ) : result.isError ? (
        <Alert severity="error">{MESSAGES.fetchError}</Alert>
      ) : (
        <BatchResult
          listType={type}
          batch={entry}
          result={result.data}
          page={page}
          onPageChange={setPage}
          isFetching={result.isPlaceholderData}
        />
      )}
    </Stack>
  );
}

interface BatchResultProps {
  listType: ApplicationListType;
  batch: ProcessingBatch;
  /** Null: the batch has no run yet. */
  result: ProcessingResult | null;
  page: ResultPage;
  onPageChange: (page: ResultPage) => void;
  isFetching: boolean;
}

function BatchResult({ listType, batch, result, page, onPageChange, isFetching }: BatchResultProps) {
  const run = result?.run;
  if (!result || !run) return <Alert severity="info">{APPLICATION_MESSAGES.notProcessed}</Alert>;
  // The step that allocated the run, by its button's words (never its code, 'ApproveAll').
  const method = processingMethodOf(run.method);
  const step = method && processingStepLabel(method, result.type, result.summary.corridorCongested);
  const allocated =
    step && run.allocatedAt
      ? ` Last step: ${step}, ${formatDateTime(run.allocatedAt)} by ${run.allocatedBy ?? '—'}.`
      : '';
  return (
    <Stack spacing={2}>
      <Typography variant="body2" color="text.secondary">
        Processed {formatDateTime(run.processedAt)} by {run.processedBy ?? '—'}.{allocated}
      </Typography>
      <SummaryTiles summary={result.summary} />
      {result.type === 'Advance' && result.summary.congested > 0 && (
        <Alert severity="info">{APPLICATION_MESSAGES.advanceByEBidding}</Alert>
      )}
      <ProcessedApplications
        listType={listType}
        result={result}
        page={page}
        onPageChange={onPageChange}
        isFetching={isFetching}
      />
      <CongestedBlocks batch={batch} days={result.corridorDays} isAllocated={run.status === 'Allocated'} />
      <PartyLimitBlocks batch={batch} blocks={result.partyBlocks} isAllocated={run.status === 'Allocated'} />
      <CorridorDayChart key={`${result.type}:${result.processingDate}`} days={result.corridorDays} />
      <CongestionRecords congestions={result.congestions} />
    </Stack>
  );
}
