import {
  createBrowserRouter,
  Navigate,
  Outlet,
  RouterProvider,
  type RouteObject,
} from 'react-router';
import { NotFoundPage } from './not-found-page.tsx';
import { paths } from './paths.ts';
import { HomeRoute, RequireCompleteProfile, RequireOperator } from './route-guards.tsx';
import { AppShell } from './shell/app-shell.tsx';

// Every screen is its own chunk, so the first page loads only the shell and what it shows.
const routes: RouteObject[] = [
  {
    element: <AppShell />,
    children: [
      {
        path: paths.home,
        lazy: async () => {
          const { SignInPage } = await import('../features/registration/sign-in-page.tsx');
          return {
            Component: () => (
              <HomeRoute>
                <SignInPage />
              </HomeRoute>
            ),
          };
        },
      },
      {
        path: paths.terms,
        lazy: async () => ({
          Component: (await import('../features/legal/terms-page.tsx')).TermsPage,
        }),
      },
      {
        path: paths.privacy,
        lazy: async () => ({
          Component: (await import('../features/legal/privacy-page.tsx')).PrivacyPage,
        }),
      },
      {
        element: (
          <RequireCompleteProfile>
            <Outlet />
          </RequireCompleteProfile>
        ),
        children: [
          {
            path: paths.claims,
            lazy: async () => ({
              Component: (await import('../features/claims/claims-page.tsx')).ClaimsPage,
            }),
          },
          {
            path: paths.newClaim,
            lazy: async () => ({
              Component: (await import('../features/claims/new-claim-page.tsx')).NewClaimPage,
            }),
          },
          {
            path: paths.patients,
            lazy: async () => ({
              Component: (await import('../features/patients/patients-page.tsx')).PatientsPage,
            }),
          },
          {
            path: paths.facilities,
            lazy: async () => ({
              Component: (await import('../features/facilities/facilities-page.tsx'))
                .FacilitiesPage,
            }),
          },
          {
            path: paths.account,
            lazy: async () => ({
              Component: (await import('../features/registration/account-page.tsx')).AccountPage,
            }),
          },
        ],
      },
      {
        path: paths.operator,
        lazy: async () => {
          const { OperatorPage } = await import('../features/operator/operator-page.tsx');
          return {
            Component: () => (
              <RequireOperator>
                <OperatorPage />
              </RequireOperator>
            ),
          };
        },
      },
      // Older links name /doula-claims for the claims list; it still leads there.
      { path: '/doula-claims', element: <Navigate to={paths.claims} replace /> },
      { path: '*', element: <NotFoundPage /> },
    ],
  },
];

const router = createBrowserRouter(routes);

export function AppRouter() {
  return <RouterProvider router={router} />;
}
