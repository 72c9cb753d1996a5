/**
 * /registrations/* (spec §2.2, §2.7): the lists, the form (new, renew, edit) and the record's page. Each page is its
 * own chunk, so opening a list does not download the multi-step form.
 */
import { lazy, Suspense } from 'react';
import { Route, Routes } from 'react-router';
import { PageLoader } from '../../../components/page-loader.tsx';
import { NotFoundPage } from '../../../app/pages/not-found-page.tsx';

const RegistrationListPage = lazy(() =>
  import('./registration-list-page.tsx').then((m) => ({ default: m.RegistrationListPage })),
);
const RenewalListPage = lazy(() => import('./renewal-list-page.tsx').then((m) => ({ default: m.RenewalListPage })));
const RegistrationFormPage = lazy(() =>
  import('./registration-form-page.tsx').then((m) => ({ default: m.RegistrationFormPage })),
);
const RegistrationDetailPage = lazy(() =>
  import('./registration-detail-page.tsx').then((m) => ({ default: m.RegistrationDetailPage })),
);

export function RegistrationRoutes() {
  return (
    <Suspense fallback={<PageLoader />}>
      <Routes>
        <Route index element={<RegistrationListPage />} />
        <Route path="renew" element={<RenewalListPage />} />
        {/* Keyed per mode: going from one to another starts a fresh form. */}
        <Route path="new" element={<RegistrationFormPage key="new" />} />
        <Route path="renew/:previousId" element={<RegistrationFormPage key="renew" />} />
        <Route path="edit/:entityType/:id" element={<RegistrationFormPage key="edit" />} />
        <Route path="view/:entityType/:id" element={<RegistrationDetailPage />} />
        <Route path="*" element={<NotFoundPage />} />
      </Routes>
    </Suspense>
  );
}
