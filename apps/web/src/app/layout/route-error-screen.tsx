import { ErrorState } from '../../components/error-state';

/** Shown instead of a screen that failed to render; reloading starts the app afresh. */
export function RouteErrorScreen() {
  return <ErrorState onRetry={() => window.location.reload()} />;
}
