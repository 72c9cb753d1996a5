/**
 * /curtailment/* (issue 18): the applied curtailments (every applicant and SLDC role: an applicant sees those that cut
 * its applications), the SLDC business user's new curtailment, and a curtailment's record. Each page is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PAGES } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { canApplyCurtailment } from './curtailment-paths.ts';

const CurtailmentListPage = lazy(() =>
  import('./curtailment-list-page.tsx').then((m) => ({ default: m.CurtailmentListPage })),
);
const CurtailmentFormPage = lazy(() =>
  import('./curtailment-form-page.tsx').then((m) => ({ default: m.CurtailmentFormPage })),
);
const CurtailmentDetailPage = lazy(() =>
  import('./curtailment-detail-page.tsx').then((m) => ({ default: m.CurtailmentDetailPage })),
);

/** The new curtailment is the SLDC business user's; anyone else is sent to /forbidden. */
function NewCurtailment() {
  const role = useSignedInUser()?.role ?? null;
  return canApplyCurtailment(role) ? <CurtailmentFormPage /> : <Navigate to={PAGES.forbidden.path} replace />;
}

export function CurtailmentRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<CurtailmentListPage />} />
        <Route path="new" element={<NewCurtailment />} />
        <Route path=":id" element={<CurtailmentDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
