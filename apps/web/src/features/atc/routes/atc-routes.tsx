/**
 * /intra-state-stoa/* and /inter-state-stoa/* (spec §2.2): STOA Upload at /upload and STOA View / Edit at
 * /view-edit for one corridor kind; the root opens the upload page. Each page is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router';
import type { CorridorKind } from '@stoa/shared';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';

const AtcUploadPage = lazy(() => import('./atc-upload-page.tsx').then((m) => ({ default: m.AtcUploadPage })));
const AtcViewEditPage = lazy(() => import('./atc-view-edit-page.tsx').then((m) => ({ default: m.AtcViewEditPage })));

export function AtcRoutes({ kind }: { kind: CorridorKind }) {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<Navigate to="upload" replace />} />
        <Route path="upload" element={<AtcUploadPage kind={kind} />} />
        <Route path="view-edit" element={<AtcViewEditPage kind={kind} />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
