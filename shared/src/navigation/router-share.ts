/**
 * What the apps use of react-router-dom, and all that reaches the browser of it.
 *
 * Module Federation shares this module under the name `react-router-dom` (see
 * scripts/webpack/shared-singletons.cjs), so every app still imports from 'react-router-dom' and one copy serves
 * them all. A shared library is bundled whole, since no one build knows what the others use; shared as this list,
 * the build keeps only these parts of react-router (the data routers, server rendering and RSC code go), which took
 * a fifth of the shell's JavaScript before first paint. A name used anywhere but missing here fails
 * scripts/test/router-share.test.ts.
 */
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  Navigate,
  Route,
  Router,
  Routes,
  UNSAFE_NavigationContext,
  UNSAFE_createBrowserHistory,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useSearchParams,
} from 'react-router';
