import { routes } from '@carzone/web-kit';
import { createBrowserRouter, Navigate } from 'react-router-dom';
import { ForgotPasswordPage } from '../features/auth/forgot-password-page.tsx';
import { AuthLoading, ProtectedRoute, requireSignedIn } from '../features/auth/protected-route.tsx';
import { ResetPasswordPage } from '../features/auth/reset-password-page.tsx';
import { SignInPage } from '../features/auth/sign-in-page.tsx';
import { SignUpPage } from '../features/auth/sign-up-page.tsx';
import { GreetingPage } from '../features/greeting/greeting-page.tsx';
import { homeRoute } from '../features/home/home-page.tsx';
import { MainLayout } from '../features/layout/main-layout.tsx';
import { NotFoundPage } from '../features/not-found/not-found-page.tsx';
import { UnexpectedErrorPage } from '../features/not-found/unexpected-error-page.tsx';
import { remoteRoute } from '../features/remotes/remote-route.tsx';

/** The route table of the whole site; pages owned by remotes are loaded when first visited. */
export function createAppRouter() {
  return createBrowserRouter([
    { path: routes.forgotPassword.path, Component: ForgotPasswordPage },
    {
      Component: MainLayout,
      ErrorBoundary: UnexpectedErrorPage,
      children: [
        homeRoute(),
        { path: routes.signUp.path, Component: SignUpPage },
        { path: routes.signIn.path, Component: SignInPage },
        { path: routes.resetPassword.path, Component: ResetPasswordPage },
        { path: routes.greeting.path, Component: GreetingPage },
        remoteRoute(routes.about.path, 'mf_marketing/about-route'),
        remoteRoute(routes.faq.path, 'mf_marketing/faq-route'),
        remoteRoute(routes.contact.path, 'mf_marketing/contact-route'),
        remoteRoute(routes.availableCars.path, 'mf_catalog/available-cars-route'),
        remoteRoute(routes.carDetails.path, 'mf_catalog/car-details-route'),
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
            remoteRoute(routes.myBookings.path, 'mf_booking/my-bookings-route', {
              Loading: AuthLoading,
            }),
          ],
        },
        { path: '*', Component: NotFoundPage },
      ],
    },
  ]);
}
