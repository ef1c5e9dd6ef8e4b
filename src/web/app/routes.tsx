import type { ComponentType, ReactNode } from 'react';
import { Navigate, Outlet, type RouteObject } from 'react-router';
import { FeeNoticeBanner } from '../features/fees/fee-notice-banner.tsx';
import { NotFoundPage } from './not-found-page.tsx';
import { paths } from './paths.ts';
import { HomeRoute, RequireCompleteProfile, RequireOperator } from './route-guards.tsx';
import { AppShell } from './shell/app-shell.tsx';

// Every screen is its own chunk, loaded when first visited, so the first page loads only the
// shell and what it shows.
const screens = {
  signIn: async () => (await import('../features/registration/sign-in-page.tsx')).SignInPage,
  terms: async () => (await import('../features/legal/terms-screen.tsx')).TermsScreen,
  help: async () => (await import('../features/help/help-page.tsx')).HelpPage,
  privacy: async () => (await import('../features/legal/privacy-page.tsx')).PrivacyPage,
  claims: async () => (await import('../features/claims/claims-page.tsx')).ClaimsPage,
  newClaim: async () => (await import('../features/claims/new-claim-page.tsx')).NewClaimPage,
  patients: async () => (await import('../features/patients/patients-page.tsx')).PatientsPage,
  facilities: async () =>
    (await import('../features/facilities/facilities-page.tsx')).FacilitiesPage,
  account: async () => (await import('../features/registration/account-page.tsx')).AccountPage,
  // Her Billing page hosts the card feature's "Card on file" section.
  billing: async () => {
    const [{ BillingPage }, { CardOnFile }] = await Promise.all([
      import('../features/fees/billing-page.tsx'),
      import('../features/card/card-on-file.tsx'),
    ]);
    return () => <BillingPage card={<CardOnFile />} />;
  },
  card: async () => (await import('../features/card/card-page.tsx')).CardPage,
  operator: async () => (await import('../features/operator/operator-page.tsx')).OperatorPage,
} satisfies Record<string, () => Promise<ComponentType>>;

/** What lets a visitor see a screen: it draws the screen, or sends her elsewhere. */
type Guard = ComponentType<{ children: ReactNode }>;

/** The screen at `path`, behind `Guard` when only some visitors may see it. */
function lazyScreen(path: string, load: () => Promise<ComponentType>, Guard?: Guard): RouteObject {
  return {
    path,
    lazy: async () => {
      const Screen = await load();
      return {
        Component: Guard
          ? () => (
              <Guard>
                <Screen />
              </Guard>
            )
          : Screen,
      };
    },
  };
}

/** Every route of the app; the browser's router and the build's prerenderer both draw these. */
export const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      lazyScreen(paths.home, screens.signIn, HomeRoute),
      lazyScreen(paths.terms, screens.terms),
      lazyScreen(paths.privacy, screens.privacy),
      // Help is open during registration too: its messages say to contact support.
      lazyScreen(paths.help, screens.help),
      {
        element: (
          <RequireCompleteProfile>
            <FeeNoticeBanner billingHref={paths.billing} />
            <Outlet />
          </RequireCompleteProfile>
        ),
        children: [
          lazyScreen(paths.claims, screens.claims),
          lazyScreen(paths.newClaim, screens.newClaim),
          lazyScreen(paths.patients, screens.patients),
          lazyScreen(paths.facilities, screens.facilities),
          lazyScreen(paths.account, screens.account),
          lazyScreen(paths.billing, screens.billing),
          lazyScreen(paths.card, screens.card),
        ],
      },
      lazyScreen(paths.operator, screens.operator, RequireOperator),
      // Older links name /doula-claims for the claims list; it still leads there.
      { path: '/doula-claims', element: <Navigate to={paths.claims} replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];
