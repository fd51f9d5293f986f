import type { AxiosError } from 'axios';
import { maintenanceDetected, sessionExpired } from '../app-events';
import { clearToken } from '../auth/token-storage';
import { currentLocation, navigateTo } from '../navigation';
import { notify } from '../notify';
import { classifyError, errorMessages, messageForError, serverMessageOf } from './messages';

const handled = new WeakSet<AxiosError>();

function goToLogin(): void {
  if (window.location.pathname === '/login') return;
  const from = currentLocation();
  navigateTo(`/login?redirect=${encodeURIComponent(from)}`, { state: { from } });
}

function showMessages(messages: string[]): void {
  // The text doubles as the toast id, so a burst of failing requests shows each message once.
  for (const message of messages) notify.error(message, { id: message });
}

/**
 * Spec section 8's 401: the token is cleared and the session ends; unless silent, the message
 * shows and the user goes to /login. A 401 answer and the real-time channel's `session_expired`
 * both end here.
 */
export function endExpiredSession({ silent }: { silent: boolean }): void {
  clearToken();
  sessionExpired.emit();
  if (silent) return;
  showMessages([errorMessages.sessionExpired]);
  goToLogin();
}

/**
 * The side effects of a failed request (spec section 8). A silent request still loses an expired
 * session, but says nothing and stays on the page.
 */
export function handleHttpError(error: AxiosError): void {
  // axios-retry re-runs a request through the whole interceptor chain, so the final error passes here once per attempt.
  if (handled.has(error)) return;
  handled.add(error);
  const kind = classifyError(error);
  const silent = error.config?.silent === true;
  if (kind === 'unauthenticated') {
    endExpiredSession({ silent });
    return;
  }
  if (kind === 'maintenance') maintenanceDetected.emit(serverMessageOf(error));
  if (kind === 'not-found') {
    console.info(`Not found: ${error.config?.method?.toUpperCase() ?? 'GET'} ${error.config?.url ?? ''}`);
    return;
  }
  if (silent) return;
  showMessages(messageForError(error));
  if (kind === 'maintenance') goToLogin();
}
