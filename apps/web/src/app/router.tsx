import { lazy } from 'react';
import { createBrowserRouter } from 'react-router';
import { AdminGuard, RequireUser } from '../features/auth/guards';
import { Layout } from './layout';

// Every screen is its own chunk, so a phone downloads only the page it opens.
const HomePage = lazy(() => import('../features/home/home-page'));
const CharitiesPage = lazy(() => import('../features/charities/charities-page'));
const CharityPage = lazy(() => import('../features/charities/charity-page'));
const EventPage = lazy(() => import('../features/events/event-page'));
const EventsPage = lazy(() => import('../features/events/events-page'));
const LeaderboardPage = lazy(() => import('../features/leaderboard/leaderboard-page'));
const LoginPage = lazy(() => import('../features/auth/login-page'));
const RegisterPage = lazy(() => import('../features/auth/register-page'));
const ForgotPasswordPage = lazy(() => import('../features/auth/forgot-password-page'));
const ResetPasswordPage = lazy(() => import('../features/auth/reset-password-page'));
const DashboardPage = lazy(() => import('../features/dashboard/dashboard-page'));
const AdminPage = lazy(() => import('../features/admin/admin-page'));
const PaymentSuccessPage = lazy(() => import('../features/donations/payment-success-page'));

export const routes = [
  {
    element: <Layout />,
    children: [
      { path: '/', element: <HomePage /> },
      { path: '/charities', element: <CharitiesPage /> },
      { path: '/charity/:organizationId', element: <CharityPage /> },
      { path: '/event/:eventID', element: <EventPage /> },
      { path: '/events', element: <EventsPage /> },
      { path: '/leaderboards', element: <LeaderboardPage /> },
      { path: '/login', element: <LoginPage /> },
      { path: '/register', element: <RegisterPage /> },
      { path: '/forgot-password', element: <ForgotPasswordPage /> },
      { path: '/reset-password', element: <ResetPasswordPage /> },
      {
        path: '/dashboard',
        element: (
          <RequireUser>
            <DashboardPage />
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
      { path: '/payment-success', element: <PaymentSuccessPage /> },
      // Any unknown path shows Home, with the URL left as typed.
      { path: '*', element: <HomePage /> },
    ],
  },
];

export const createRouter = () => createBrowserRouter(routes);
