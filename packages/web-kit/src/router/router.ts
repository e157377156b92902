// web-kit is the page's one door to React Router, as it is to Chakra (docs/decisions/005). As a
// shared module of its own, react-router shipped whole in the shell's start-up chunk (190 KB
// minified, server rendering included); re-exported here, the build keeps only what CarZone
// uses. Something not listed here is a web-kit release, deployed by the shell first.
export {
  Await,
  createBrowserRouter,
  data,
  isRouteErrorResponse,
  Navigate,
  NavLink,
  Outlet,
  redirect,
  Link as RouterLink,
  RouterProvider,
  ScrollRestoration,
  useAsyncValue,
  useFetcher,
  useLoaderData,
  useLocation,
  useMatches,
  useNavigate,
  useNavigation,
  useRevalidator,
  useRouteError,
  useSearchParams,
} from 'react-router';
export type {
  ActionFunction,
  ActionFunctionArgs,
  LoaderFunction,
  LoaderFunctionArgs,
  MiddlewareFunction,
  RouteObject,
  ShouldRevalidateFunction,
  ShouldRevalidateFunctionArgs,
} from 'react-router';
