import { createBrowserRouter, Navigate, type RouteObject, routes } from '@carzone/web-kit';
import type { ComponentType } from 'react';
import { PageLoading } from '../components/page-loading.tsx';
import { AuthLoading, ProtectedRoute, requireSignedIn } from '../features/auth/protected-route.tsx';
import { loadAuth } from '../lib/auth/auth-loader.ts';
import { BookingSlot } from '../features/booking-slot/booking-slot.tsx';
import { GreetingPage } from '../features/greeting/greeting-page.tsx';
import { homeRoute } from '../features/home/home-page.tsx';
import { MainLayout } from '../features/layout/main-layout.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { UnexpectedErrorPage } from '../features/not-found/unexpected-error-page.tsx';
import { remoteRoute } from './remote-route.tsx';
import { requireStaff, StaffRoute } from './staff-route.tsx';

/**
 * An identity page: its code and Firebase load together when it is first visited, so nobody else
 * downloads Firebase with the first page.
 */
function authPage(path: string, loadPage: () => Promise<ComponentType>): RouteObject {
  return {
    path,
    HydrateFallback: PageLoading,
    lazy: async () => {
      const [Component] = await Promise.all([loadPage(), loadAuth()]);
      return { Component };
    },
  };
}

/** The route table of the whole site; pages owned by remotes are loaded when first visited. */
export function appRoutes(): RouteObject[] {
  return [
    authPage(routes.forgotPassword.path, () =>
      import('../features/auth/forgot-password-page.tsx').then((page) => page.ForgotPasswordPage),
    ),
    {
      Component: MainLayout,
      ErrorBoundary: UnexpectedErrorPage,
      children: [
        homeRoute(),
        authPage(routes.signUp.path, () =>
          import('../features/auth/sign-up-page.tsx').then((page) => page.SignUpPage),
        ),
        authPage(routes.signIn.path, () =>
          import('../features/auth/sign-in-page.tsx').then((page) => page.SignInPage),
        ),
        authPage(routes.resetPassword.path, () =>
          import('../features/auth/reset-password-page.tsx').then((page) => page.ResetPasswordPage),
        ),
        { path: routes.greeting.path, Component: GreetingPage },
        remoteRoute(routes.about.path, 'mf_marketing/about-route'),
        remoteRoute(routes.faq.path, 'mf_marketing/faq-route'),
        remoteRoute(routes.contact.path, 'mf_marketing/contact-route'),
        remoteRoute(routes.availableCars.path, 'mf_catalog/available-cars-route'),
        remoteRoute(routes.carDetails.path, 'mf_catalog/car-details-route', {
          props: { BookingSlot },
        }),
        {
          path: routes.listYourCar.path,
          element: <Navigate to={routes.addCar.getHref()} replace />,
        },
        {
          middleware: [requireSignedIn],
          Component: ProtectedRoute,
          children: [
            remoteRoute(routes.addCar.path, 'mf_owner/add-car-route', { Loading: AuthLoading }),
            remoteRoute(routes.myCars.path, 'mf_owner/my-cars-route', { Loading: AuthLoading }),
            remoteRoute(routes.updateCar.path, 'mf_owner/update-car-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.carCalendar.path, 'mf_owner/car-calendar-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.requests.path, 'mf_owner/requests-route', { Loading: AuthLoading }),
            remoteRoute(routes.myBookings.path, 'mf_booking/my-bookings-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.messages.path, 'mf_messages/messages-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.askOwner.path, 'mf_messages/ask-owner-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.bookingMessages.path, 'mf_messages/booking-thread-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.messageThread.path, 'mf_messages/thread-route', {
              Loading: AuthLoading,
            }),
            {
              path: routes.profile.path,
              HydrateFallback: AuthLoading,
              lazy: async () => {
                const page = await import('../features/profile/profile-page.tsx');
                return { Component: page.ProfilePage, loader: page.profileLoader };
              },
            },
          ],
        },
        {
          // The operators' console: staff only; anyone else gets the 404 page, with nothing of it.
          middleware: [requireStaff],
          Component: StaffRoute,
          ErrorBoundary: NotFoundPage,
          children: [
            remoteRoute(routes.admin.path, 'mf_admin/overview-route', { Loading: AuthLoading }),
            remoteRoute(routes.adminStaff.path, 'mf_admin/staff-route', { Loading: AuthLoading }),
            remoteRoute(routes.adminAudit.path, 'mf_admin/audit-route', { Loading: AuthLoading }),
            remoteRoute(routes.adminReports.path, 'mf_admin/reports-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.adminReviews.path, 'mf_admin/reviews-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.adminListings.path, 'mf_admin/listings-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.adminPayments.path, 'mf_admin/payments-route', {
              Loading: AuthLoading,
            }),
            remoteRoute(routes.adminPeople.path, 'mf_admin/people-route', { Loading: AuthLoading }),
            remoteRoute(routes.adminPerson.path, 'mf_admin/person-route', { Loading: AuthLoading }),
            { path: `${routes.admin.path}/*`, Component: NotFoundPage },
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ];
}

export const createAppRouter = () => createBrowserRouter(appRoutes());
