import { useState } from 'react';
import { Link as RouterLink, useParams } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ReceiptLongOutlined from '@mui/icons-material/ReceiptLongOutlined';
import { DEFAULT_BUSINESS_RULES, can } from '@stoa/shared';
import { useUrlPaging } from '../../../components/data-table/use-url-paging.ts';
import { PageNotice } from '../../../components/page-notice.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { useBusinessRules } from '../../../lib/business-rules.ts';
import { useRouteNotice } from '../../../lib/route-notice.ts';
import { useMonthlyTdsList } from '../api/get-monthly-tds-list.ts';
import { ChallanTable } from '../components/challan-table.tsx';
import { CHALLAN_FILTER_KEYS, challanListQuery } from '../components/challan-filters.ts';
import { TDS_SUMMARY_TITLE, TdsSummaryDialog } from '../components/tds-summary-dialog.tsx';
import { usePaymentsReader } from '../components/use-payments-reader.ts';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { paymentIdOf, paymentPaths } from './payment-paths.ts';

export const CHALLAN_PAYER_TITLE = 'TDS Challan Details';
export const CHALLAN_RECONCILER_TITLE = 'TDS Reconciliation';

/** 1 → '1st', 7 → '7th', 22 → '22nd'. */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix = tens >= 11 && tens <= 13 ? 'th' : ({ 1: 'st', 2: 'nd', 3: 'rd' }[n % 10] ?? 'th');
  return `${n}${suffix}`;
}

/** The page's one line on the rule (DOMAIN §5), with the rules' due day. */
export const challanRuleText = (dueDay: number) =>
  `A month's TDS challan is due by the ${ordinal(dueDay)} of the next month (30 April for March); a late deposit ` +
  'draws interest for each month or part of a month.';

/**
 * /payments/challan/:applicationId? (spec §2.5): the TDS a payer deducted per month and the challans it deposits for
 * them ('TDS Challan Details': the OA applicant uploads them here), or everyone's for the SLDC roles ('TDS
 * Reconciliation': the business user approves or reverts them); with an application id, only the months in which
 * that application had TDS deducted. Page and filters live in the URL.
 */
export function TdsChallanPage() {
  const param = useParams()['applicationId'];
  const applicationId = param === undefined ? null : paymentIdOf(param);
  if (param !== undefined && applicationId === null) return <NotFoundPage />;
  return <ChallanView key={applicationId} applicationId={applicationId} />;
}

/** Spec §2.5 "with optional applicationId": the months in which that application had TDS deducted. */
export const applicationMonthsText = (applicationId: number) =>
  `Months with TDS deducted on application #${applicationId}.`;

function ChallanView({ applicationId }: { applicationId: number | null }) {
  const reader = usePaymentsReader();
  const role = useSignedInUser()?.role ?? null;
  const rules = useBusinessRules();
  const [notice, setNotice] = useRouteNotice();
  const [isSummaryOpen, setSummaryOpen] = useState(false);
  const paging = useUrlPaging(CHALLAN_FILTER_KEYS);
  const query = challanListQuery(paging, applicationId);
  const list = useMonthlyTdsList(query);
  const dueDay = rules.data?.rules.tds.challanDueDay ?? DEFAULT_BUSINESS_RULES.tds.challanDueDay;
  const abilities = {
    isPayer: reader.isPayer,
    canUpload: can(role, 'tdsChallanMake'),
    canReconcile: can(role, 'tdsChallanReconcile'),
  };
  return (
    <Stack spacing={2}>
      <Stack direction="row" sx={{ alignItems: 'center', gap: 2, flexWrap: 'wrap' }}>
        <Typography variant="h1">{reader.isPayer ? CHALLAN_PAYER_TITLE : CHALLAN_RECONCILER_TITLE}</Typography>
        <Button
          variant="outlined"
          startIcon={<ReceiptLongOutlined />}
          onClick={() => setSummaryOpen(true)}
          sx={{ ml: 'auto' }}
        >
          {TDS_SUMMARY_TITLE}
        </Button>
      </Stack>
      <Typography variant="body2" color="text.secondary">
        {challanRuleText(dueDay)}
      </Typography>
      {applicationId !== null && (
        <Alert
          severity="info"
          action={
            <Button component={RouterLink} to={paymentPaths.challans()} size="small">
              All months
            </Button>
          }
        >
          {applicationMonthsText(applicationId)}
        </Alert>
      )}
      <PageNotice notice={notice} onClose={() => setNotice(null)} />
      <ChallanTable abilities={abilities} paging={paging} query={query} list={list} onNotice={setNotice} />
      {isSummaryOpen && <TdsSummaryDialog choosesParty={!reader.isPayer} onClose={() => setSummaryOpen(false)} />}
    </Stack>
  );
}
