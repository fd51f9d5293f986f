import type { WebSocket } from 'ws';

/** A household's devices and a clerk's several screens fit well under it; a flood does not. */
export const defaultSocketsPerAddress = 50;

export const tooManyConnectionsCloseCode = 4429;

export const tooManyConnectionsText = (max: number) =>
  `Too many connections from your address (at most ${max}). Close some tabs or windows and try again.`;

/**
 * The open WebSockets per address on this instance, the real-time channel's and the room
 * camera's together (decision 0017).
 */
export function createSocketCounter(max: number = defaultSocketsPerAddress) {
  const open = new Map<string, number>();
  return {
    max,
    /** Counts the socket in for its address until it closes; false when the address holds `max`. */
    admit(address: string, socket: WebSocket): boolean {
      const count = open.get(address) ?? 0;
      if (count >= max) return false;
      open.set(address, count + 1);
      socket.on('close', () => {
        const left = (open.get(address) ?? 1) - 1;
        if (left > 0) open.set(address, left);
        else open.delete(address);
      });
      return true;
    },
  };
}
export type SocketCounter = ReturnType<typeof createSocketCounter>;
