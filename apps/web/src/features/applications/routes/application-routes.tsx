/**
 * /applications/* (spec §2.2): the applicant's and trader's pages under /oa, the SLDC's under /sldc. The access
 * table opens /applications to both groups; each half answers its own group only (the other is sent to /forbidden,
 * as the guards of spec §2.1 do). Each page is its own chunk.
 */
import { lazy, Suspense, type ReactNode } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import { PAGES, can, type ApiPermission } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';
import { useSignedInUser } from '../../../lib/auth-session.ts';
import { applicationPaths } from './application-paths.ts';

const OaListPage = lazy(() => import('./oa-list-page.tsx').then((m) => ({ default: m.OaListPage })));
const OaApplicationPage = lazy(() =>
  import('./oa-application-page.tsx').then((m) => ({ default: m.OaApplicationPage })),
);
const SldcListPage = lazy(() => import('./sldc-list-page.tsx').then((m) => ({ default: m.SldcListPage })));
const SldcApplicationPage = lazy(() =>
  import('./sldc-application-page.tsx').then((m) => ({ default: m.SldcApplicationPage })),
);

/** The applicants' half (own applications) and the SLDC's half (lists, processing, actions). */
const OA: ApiPermission = 'applicationOwn';
const SLDC: ApiPermission = 'applicationAct';

function Only({ permission, children }: { permission: ApiPermission; children: ReactNode }) {
  const role = useSignedInUser()?.role ?? null;
  return can(role, permission) ? children : <Navigate to={PAGES.forbidden.path} replace />;
}

/** /applications itself: the list of the signed-in group. */
function Home() {
  const role = useSignedInUser()?.role ?? null;
  return <Navigate to={can(role, OA) ? applicationPaths.oaList : applicationPaths.sldcList()} replace />;
}

export function ApplicationRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<Home />} />
        <Route
          path="oa"
          element={
            <Only permission={OA}>
              <OaListPage />
            </Only>
          }
        />
        <Route
          path="oa/:applicationType/:id?"
          element={
            <Only permission={OA}>
              <OaApplicationPage />
            </Only>
          }
        />
        <Route
          path="sldc/:applicationType?"
          element={
            <Only permission={SLDC}>
              <SldcListPage />
            </Only>
          }
        />
        <Route
          path="sldc/:applicationType/:id"
          element={
            <Only permission={SLDC}>
              <SldcApplicationPage />
            </Only>
          }
        />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
