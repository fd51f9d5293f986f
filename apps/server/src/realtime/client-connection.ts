import type { ErrorMessage, ServerMessage } from '@auction/contracts';
import type { WebSocket } from 'ws';
import type { SignedInUser } from '../modules/auth/authenticator';
import type { HubClient } from './hub';

/** Close codes the web client can tell apart (4000-4999 are the application's own). */
export const closeCodes = { unauthenticated: 4401, maintenance: 4503, stale: 4408 } as const;

const maxBufferedBytes = 4 * 1024 * 1024;

/** One socket on this instance: who is on it, and a safe `send`. */
export class ClientConnection implements HubClient {
  user: SignedInUser | null = null;
  lastPongAt = Date.now();
  /** The auction and lot rooms this socket is in (see `follow`). */
  readonly following = new Set<string>();

  constructor(readonly socket: WebSocket) {}

  send(message: ServerMessage): void {
    this.sendSerialized(JSON.stringify(message));
  }

  sendSerialized(data: string | Buffer): void {
    if (this.socket.readyState !== this.socket.OPEN) return;
    // A client that stopped reading must not make the server hold its messages forever.
    if (this.socket.bufferedAmount > maxBufferedBytes) {
      this.socket.terminate();
      return;
    }
    // Bytes from the hub are the JSON's UTF-8, shared by the whole room: a text frame, not copied.
    this.socket.send(data, { binary: false });
  }

  error(code: string, message: string, extra: Omit<ErrorMessage, 'type' | 'code' | 'message'> = {}): void {
    this.send({ type: 'error', code, message, ...extra });
  }

  close(code: number, reason: string): void {
    if (this.socket.readyState === this.socket.OPEN) this.socket.close(code, reason);
  }

  get isStaff(): boolean {
    return this.user?.roles.some((role) => role === 'Admin' || role === 'Staff') ?? false;
  }
}
