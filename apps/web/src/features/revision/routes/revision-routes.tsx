/**
 * /revision/* (issue 18): the applicants' list (/oa) and request form (/oa/new), the SLDC's list (/sldc), and a
 * request's record (/:revisionId/:applicationId) for both. The access table opens /revision to both groups; each
 * half answers its own group only (the other is sent to /forbidden). Each page is its own chunk.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PAGES, type Role } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { isRevisionApplicant, isSldcReader, revisionPaths } from './revision-paths.ts';

const RevisionListPage = lazy(() => import('./revision-list-page.tsx').then((m) => ({ default: m.RevisionListPage })));
const RevisionFormPage = lazy(() => import('./revision-form-page.tsx').then((m) => ({ default: m.RevisionFormPage })));
const RevisionDetailPage = lazy(() =>
  import('./revision-detail-page.tsx').then((m) => ({ default: m.RevisionDetailPage })),
);

function Only({ isAllowed, children }: { isAllowed: (role: Role | null) => boolean; children: ReactNode }) {
  const role = useSignedInUser()?.role ?? null;
  return isAllowed(role) ? children : <Navigate to={PAGES.forbidden.path} replace />;
}

/** /revision itself: the list of the signed-in group. */
function Home() {
  const role = useSignedInUser()?.role ?? null;
  return <Navigate to={revisionPaths.list(isRevisionApplicant(role))} replace />;
}

export function RevisionRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<Home />} />
        <Route
          path="oa"
          element={
            <Only isAllowed={isRevisionApplicant}>
              <RevisionListPage key="oa" area="oa" />
            </Only>
          }
        />
        <Route
          path="oa/new"
          element={
            <Only isAllowed={isRevisionApplicant}>
              <RevisionFormPage />
            </Only>
          }
        />
        <Route
          path="sldc"
          element={
            <Only isAllowed={isSldcReader}>
              <RevisionListPage key="sldc" area="sldc" />
            </Only>
          }
        />
        <Route path=":revisionId/:applicationId" element={<RevisionDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
