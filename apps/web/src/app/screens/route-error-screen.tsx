import { useRouteError } from 'react-router';
import { ErrorScreen } from './error-screen';

export function RouteErrorScreen() {
  return <ErrorScreen error={useRouteError()} />;
}
