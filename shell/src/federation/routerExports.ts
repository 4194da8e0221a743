// What the shell hands remotes as `react-router-dom` (and `react-router`): the names the shell,
// @topup/platform and the remotes use, not the whole package. A shared module cannot be tree
// shaken, and the whole of react-router is twice the size of these (51 KB against 27 KB brotli).
// Imported as a namespace (`import * as routerExports`), which is the module object remotes get.
// routerExports.test.ts fails when a remote imports a name missing here: add it.
export {
  BrowserRouter,
  Link,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  useLocation,
  useNavigate,
  useParams,
  useRoutes,
  useSearchParams,
} from 'react-router-dom';
