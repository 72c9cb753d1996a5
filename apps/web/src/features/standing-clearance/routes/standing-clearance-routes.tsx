/**
 * The standing clearance pages (DOMAIN §8), in two areas of the access table. Consent
 * (/consent-for-inter-state-stoa-transactions/*): the list (an applicant's own; the SLDC's list for SLDC roles), the
 * request form at apply/:id? and a record. Standing clearance (/standing-clearance-power/*, SLDC roles): the list and
 * a record. Each page is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import type { ClearanceArea } from './clearance-paths.ts';

const ClearanceListPage = lazy(() =>
  import('./clearance-list-page.tsx').then((m) => ({ default: m.ClearanceListPage })),
);
const ClearanceFormPage = lazy(() =>
  import('./clearance-form-page.tsx').then((m) => ({ default: m.ClearanceFormPage })),
);
const ClearanceDetailPage = lazy(() =>
  import('./clearance-detail-page.tsx').then((m) => ({ default: m.ClearanceDetailPage })),
);

export function StandingClearanceRoutes({ area }: { area: ClearanceArea }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<ClearanceListPage />} />
        {area === 'consent' && <Route path="apply/:id?" element={<ClearanceFormPage />} />}
        <Route path=":id" element={<ClearanceDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
