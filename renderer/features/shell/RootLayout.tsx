import { lazy, Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { privacyBannerVisible } from '../../ui/privacy';

const PrivacyBanner = lazy(() => import('../privacy/PrivacyBanner'));

/** Above every route, signed in or not: the privacy banner when privacy mode is on. */
export function RootLayout() {
  const { search } = useLocation();
  return (
    <>
      {privacyBannerVisible(search) ? (
        <Suspense fallback={null}>
          <PrivacyBanner />
        </Suspense>
      ) : null}
      <Outlet />
    </>
  );
}
