import type { ComponentType } from 'react';
import { useRoutes } from 'react-router';
import { loadCatalogue } from '../lib/i18n';
import { lazyRetrying } from './chunk-boundary';
import { Layout } from './layout';
import { PAGE_ROUTES } from './page-routes';

/**
 * A screen as a lazy chunk of its own, so a phone downloads only the page it opens. The pages' texts
 * (`loadCatalogue`) are fetched at the same time, and the screen shows once both are there.
 */
// biome-ignore lint/suspicious/noExplicitAny: React.lazy's own constraint on the component's props
function page<T extends ComponentType<any>>(load: () => Promise<{ default: T }>) {
  // Loaded again after a failure (offline), when the layout's ChunkBoundary tries again.
  return lazyRetrying(() => Promise.all([load(), loadCatalogue()]).then(([module]) => module));
}

const pageModules = import.meta.glob<{ default: ComponentType }>('../features/*/*-page.tsx');
const pageOf = (name: string) => page(pageModules[`../features/${name}.tsx`]!);
const publicPages = PAGE_ROUTES.map(({ path, page: name }) => ({ path, Page: pageOf(name) }));
const HomePage = pageOf('home/home-page');
const DashboardPage = pageOf('dashboard/dashboard-page');
const AdminPage = pageOf('admin/admin-page');
const ProfilePage = pageOf('account/profile-page');
const NotificationsPage = pageOf('notifications/notifications-page');
const GivingPage = pageOf('giving/giving-page');
const ReportsPage = pageOf('reports/reports-page');
const MyVolunteeringPage = pageOf('volunteering/my-volunteering-page');
const RosterPage = pageOf('volunteering/roster-page');
const MyPledgesPage = pageOf('drives/my-pledges-page');
const DeskPage = pageOf('drives/desk-page');
const OrganiserReportPage = pageOf('where-it-went/organiser-report-page');
const CharityGiftsPage = pageOf('where-it-went/charity-gifts-page');
const EditCharityPage = pageOf('charities/edit-charity-page');
const EditEventPage = pageOf('events/edit-event-page');
// The guards show texts of their own while they check, so they come with the catalogue too.
const RequireUser = page(() => import('../features/auth/guards').then((m) => ({ default: m.RequireUser })));
const AdminGuard = page(() => import('../features/auth/guards').then((m) => ({ default: m.AdminGuard })));

/*
 * A plain (declarative) router: the pages load their own data, so the data router's loaders and actions would be
 * ~19 KB of gzipped JavaScript on the first screen for nothing. Scrolling is restored by `useScrollRestoration`.
 */
export const routes = [
  {
    element: <Layout />,
    children: [
      ...publicPages.map(({ path, Page }) => ({ path, element: <Page /> })),
      {
        path: '/dashboard',
        element: (
          <RequireUser>
            <DashboardPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/organizations/:id/edit',
        element: (
          <RequireUser>
            <EditCharityPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/events/:id/edit',
        element: (
          <RequireUser>
            <EditEventPage />
          </RequireUser>
        ),
      },
      {
        path: '/profile',
        element: (
          <RequireUser>
            <ProfilePage />
          </RequireUser>
        ),
      },
      {
        path: '/profile/notifications',
        element: (
          <RequireUser>
            <NotificationsPage />
          </RequireUser>
        ),
      },
      {
        path: '/my/giving',
        element: (
          <RequireUser>
            <GivingPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/organizations/:id/reports',
        element: (
          <RequireUser>
            <ReportsPage />
          </RequireUser>
        ),
      },
      {
        path: '/my/volunteering',
        element: (
          <RequireUser>
            <MyVolunteeringPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/events/:id/roster',
        element: (
          <RequireUser>
            <RosterPage />
          </RequireUser>
        ),
      },
      {
        path: '/my/pledges',
        element: (
          <RequireUser>
            <MyPledgesPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/events/:id/desk',
        element: (
          <RequireUser>
            <DeskPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/events/:id/report',
        element: (
          <RequireUser>
            <OrganiserReportPage />
          </RequireUser>
        ),
      },
      {
        path: '/dashboard/organizations/:id/offline-gifts',
        element: (
          <RequireUser>
            <CharityGiftsPage />
          </RequireUser>
        ),
      },
      {
        path: '/admin',
        element: (
          <AdminGuard>
            <AdminPage />
          </AdminGuard>
        ),
      },
      // Any unknown path shows Home, with the URL left as typed.
      { path: '*', element: <HomePage /> },
    ],
  },
];

/** Every screen of the app, inside a `<BrowserRouter>` (main.tsx). */
export function AppRoutes() {
  return useRoutes(routes);
}
