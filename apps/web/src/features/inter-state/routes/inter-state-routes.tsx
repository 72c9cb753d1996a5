/**
 * /inter-state-registration/* (spec §2.2): the list, a new registration of a sector, and a record's page (which
 * switches to the form for its owner's Edit). Each page is its own chunk.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';

const InterStateListPage = lazy(() =>
  import('./inter-state-list-page.tsx').then((m) => ({ default: m.InterStateListPage })),
);
const InterStateFormPage = lazy(() =>
  import('./inter-state-form-page.tsx').then((m) => ({ default: m.InterStateFormPage })),
);
const InterStateDetailPage = lazy(() =>
  import('./inter-state-detail-page.tsx').then((m) => ({ default: m.InterStateDetailPage })),
);

export function InterStateRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<InterStateListPage />} />
        <Route path=":utilityType/new" element={<InterStateFormPage />} />
        <Route path=":utilityType/:id" element={<InterStateDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
