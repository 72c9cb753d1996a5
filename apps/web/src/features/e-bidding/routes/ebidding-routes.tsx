/**
 * The e-bidding pages (spec §2.2, §2.3; access table page 'eBidding', /e-bidding/*): the list (invitations; for
 * applicants also their proposals), the process screen (?id=), the proposals of one invitation (requests?id=) and an
 * application's e-bidding details (:id). Form ST2 (invitation) and Form ST3 (apply/:id?) are separate pages. Each
 * page is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';

const EBiddingListPage = lazy(() => import('./ebidding-list-page.tsx').then((m) => ({ default: m.EBiddingListPage })));
const ProcessPage = lazy(() => import('./process-page.tsx').then((m) => ({ default: m.ProcessPage })));
const RequestsPage = lazy(() => import('./requests-page.tsx').then((m) => ({ default: m.RequestsPage })));
const InvitationFormPage = lazy(() =>
  import('./invitation-form-page.tsx').then((m) => ({ default: m.InvitationFormPage })),
);
const BidFormPage = lazy(() => import('./bid-form-page.tsx').then((m) => ({ default: m.BidFormPage })));
const DetailsPage = lazy(() => import('./details-page.tsx').then((m) => ({ default: m.DetailsPage })));

export function EBiddingRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<EBiddingListPage />} />
        <Route path="invitation" element={<InvitationFormPage />} />
        <Route path="apply/:id?" element={<BidFormPage />} />
        <Route path="process" element={<ProcessPage />} />
        <Route path="requests" element={<RequestsPage />} />
        <Route path=":id" element={<DetailsPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
