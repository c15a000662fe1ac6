import { AppFrame } from '../app-frame';
import { ErrorState } from '../../components/error-state';

/** Shown instead of a screen that failed to render; reloading starts the app afresh. */
export function RouteErrorScreen() {
  return (
    <AppFrame>
      <ErrorState onRetry={() => window.location.reload()} />
    </AppFrame>
  );
}
