import { lazy, useState } from 'react';
import { Route, Routes } from 'react-router';
import { AppLayout } from './components/app-layout';
import { landingPagesAt, type LandingPage } from '../shared/landing-pages';
import { Guarded, SignedOutOnly } from './components/guards';
import { currentLanguage } from './i18n/language';
import { loadLanguage } from './i18n/text';

// Every page is its own chunk: the first page a visitor loads (/auth) carries only its own code.
type Page = React.ComponentType & {
  /** Loads the page's code; once it is in, the page renders without suspending. */
  preload: () => Promise<void>;
};

const page = <T extends Record<string, React.ComponentType>>(loadCode: () => Promise<T>, name: keyof T): Page => {
  let loaded: React.ComponentType | undefined;
  // The page's code, then its messages in the page's language (i18n/languages.ts): the code names
  // its catalogues as it loads, and a reader of a language other than English gets them before the
  // page draws, not English first. One that cannot be fetched is asked for again as the page draws
  // (useText), which shows the error boundary if it fails again, as for the page's own code.
  const load = async () => {
    const code = await loadCode();
    await loadLanguage(currentLanguage()).catch(() => {});
    return code;
  };
  const Lazy = lazy(async () => ({ default: (loaded = (await load())[name] as React.ComponentType) }));
  const preload = async () => {
    loaded ??= (await load())[name] as React.ComponentType;
  };
  // A page whose code is already in renders directly: a lazy component suspends on its first
  // render even then, and React holds the page back behind its fallback for 300 ms. Each mount
  // keeps the kind it started with, so a page never remounts when its code arrives.
  function PageComponent() {
    const [Component] = useState<React.ComponentType>(() => loaded ?? Lazy);
    return <Component />;
  }
  return Object.assign(PageComponent, { preload });
};

// Any other path: home, or the server's own page (a public city page that sign-in returns to).
const ServerPage = page(() => import('./components/server-page'), 'ServerPage');
const AuthPage = page(() => import('./features/auth/auth-page'), 'AuthPage');
const ProfileCompletePage = page(() => import('./features/profile/profile-complete-page'), 'ProfileCompletePage');
const ProfilePage = page(() => import('./features/profile/profile-page'), 'ProfilePage');
const DashboardPage = page(() => import('./features/dashboard/dashboard-page'), 'DashboardPage');
const ReadingsPage = page(() => import('./features/readings/readings-page'), 'ReadingsPage');
const ReadingRequestPage = page(() => import('./features/readings/reading-request-page'), 'ReadingRequestPage');
const ReadingResultPage = page(() => import('./features/readings/reading-result-page'), 'ReadingResultPage');
const PremiumPage = page(() => import('./features/premium/premium-page'), 'PremiumPage');
const PaymentSuccessPage = page(() => import('./features/payments/payment-success-page'), 'PaymentSuccessPage');
const ShareUnlockPage = page(() => import('./features/shares/share-unlock-page'), 'ShareUnlockPage');
const TermsPage = page(() => import('./features/legal/terms-page'), 'TermsPage');
const PrivacyPage = page(() => import('./features/legal/privacy-page'), 'PrivacyPage');
const ShippingReturnsPage = page(() => import('./features/legal/shipping-returns-page'), 'ShippingReturnsPage');
const ChartPage = page(() => import('./features/chart/chart-page'), 'ChartPage');
const PanchangPage = page(() => import('./features/panchang/panchang-page'), 'PanchangPage');
const MuhurtaPage = page(() => import('./features/muhurta/muhurta-page'), 'MuhurtaPage');
const AskPage = page(() => import('./features/questions/ask-page'), 'AskPage');
const MatchPage = page(() => import('./features/match/match-page'), 'MatchPage');
const MatchReportPage = page(() => import('./features/match/match-report-page'), 'MatchReportPage');
const FamilyPage = page(() => import('./features/family/family-page'), 'FamilyPage');
const AddPersonPage = page(() => import('./features/family/person-form-page'), 'AddPersonPage');
const EditPersonPage = page(() => import('./features/family/person-form-page'), 'EditPersonPage');
const PersonChartPage = page(() => import('./features/chart/chart-page'), 'PersonChartPage');
const InvitePage = page(() => import('./features/referrals/invite-page'), 'InvitePage');
const TestPage = page(() => import('./features/misc/test-page'), 'TestPage');

// Landing pages by name (src/shared/landing-pages.ts): the table of paths is shared with the server.
const landingPageComponents: Record<LandingPage, Page> = {
  auth: AuthPage,
  dashboard: DashboardPage,
  profileComplete: ProfileCompletePage,
  readings: ReadingsPage,
  readingResult: ReadingResultPage,
  chart: ChartPage,
  terms: TermsPage,
  privacy: PrivacyPage,
  shippingReturns: ShippingReturnsPage,
  test: TestPage,
};

/**
 * Loads the code of the pages a visitor at `pathname` is about to see (if listed), less the sign-in
 * page for a visitor known to be `signedIn`; never fails.
 */
export async function preloadPage(pathname: string, visitor: { signedIn?: boolean } = {}) {
  await Promise.all(landingPagesAt(pathname, visitor).map((name) => landingPageComponents[name].preload())).catch(() => {
    // The page's own lazy import tries again and shows the error boundary if it fails too.
  });
}

/** The pages for signed-in readers only, by path. */
const guardedPages: Array<[string, Page]> = [
  ['/', DashboardPage],
  ['/readings', ReadingsPage],
  ['/profile', ProfilePage],
  ['/premium', PremiumPage],
  ['/payment/success', PaymentSuccessPage],
  ['/share-unlock', ShareUnlockPage],
  ['/reading/result/:readingId', ReadingResultPage],
  ['/reading/:type', ReadingRequestPage],
  ['/chart', ChartPage],
  ['/panchang', PanchangPage],
  ['/muhurta', MuhurtaPage],
  ['/ask', AskPage],
  ['/match', MatchPage],
  ['/match/:matchId', MatchReportPage],
  ['/family', FamilyPage],
  ['/family/new', AddPersonPage],
  ['/family/:id/edit', EditPersonPage],
  ['/family/:id/chart', PersonChartPage],
];

/** docs/product.md, Screens and routes, the route table. */
export function AppRoutes() {
  return (
    <Routes>
      <Route element={<AppLayout />}>
        {guardedPages.map(([path, Component]) => (
          <Route key={path} path={path} element={<Guarded><Component /></Guarded>} />
        ))}
        <Route path="/auth" element={<SignedOutOnly><AuthPage /></SignedOutOnly>} />
        <Route path="/profile/complete" element={<ProfileCompletePage />} />
        <Route path="/terms" element={<TermsPage />} />
        <Route path="/privacy" element={<PrivacyPage />} />
        <Route path="/shipping-returns" element={<ShippingReturnsPage />} />
        <Route path="/invite/:code" element={<InvitePage />} />
        <Route path="/test" element={<TestPage />} />
        {/* Unknown paths go home, but for the public city pages, which the server draws. */}
        <Route path="*" element={<ServerPage />} />
      </Route>
    </Routes>
  );
}
