/**
 * Routing: the only place that knows the router library (wouter). Pages use these names, which follow
 * react-router's: `Link`, `Navigate`, `Outlet`, `useNavigate`, `useLocation`, `useParams`, `useSearchParams`,
 * `useMatch`; `app/router.tsx` matches routes with `Switch` and `Route`.
 */
export { Route, Switch } from 'wouter';
export { AppRouter } from './AppRouter';
export { Link, Navigate, Outlet, WithOutlet, type LinkProps } from './components';
export { historyIndex, hrefOf, type NavigateOptions, type To } from './history';
export {
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useSearchParams,
  type AppLocation,
  type NavigateFunction,
  type SetSearchParams,
} from './hooks';
export { NavigateContext, type Navigate as NavigateTo } from './navigation';
