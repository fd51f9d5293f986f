import ipaddr from 'ipaddr.js';
import type { WebSocket } from 'ws';

/** Signed-out sockets one address may hold, and sockets one signed-in user may hold (settings). */
export interface SocketLimits {
  guestsPerAddress: number;
  perUser: number;
}

export const tooManyConnectionsCloseCode = 4429;

export const tooManyConnectionsText = (max: number) =>
  `Too many connections from your address (at most ${max}). Close some tabs or windows and try again.`;

export const tooManyScreensText = (max: number) =>
  `You have too many screens open (at most ${max}). Close one and try again.`;

type Range = [ipaddr.IPv4 | ipaddr.IPv6, number];

/** An address or CIDR range as a range (a lone address is its own /32 or /128); null when it is neither. */
function toRange(entry: string): Range | null {
  try {
    if (entry.includes('/')) return ipaddr.parseCIDR(entry);
    const address = ipaddr.process(entry);
    return [address, address.kind() === 'ipv4' ? 32 : 128];
  } catch {
    return null;
  }
}

const parsedLists = new WeakMap<readonly string[], Range[]>();

/** Whether `address` (as the request has it, `::ffff:` IPv4 too) is in one of the house's entries. */
export function inHouseAddresses(address: string, entries: readonly string[]): boolean {
  if (entries.length === 0 || !ipaddr.isValid(address)) return false;
  let ranges = parsedLists.get(entries);
  if (!ranges) {
    ranges = entries.map(toRange).filter((range): range is Range => range !== null);
    parsedLists.set(entries, ranges);
  }
  const ip = ipaddr.process(address);
  return ranges.some((range) => ip.kind() === range[0].kind() && ip.match(range));
}

/**
 * The open WebSockets on this instance, the real-time channel's and the room camera's together
 * (decision 0091). A socket counts for its address while it is signed out (a guest, or one whose
 * token is still being read); once its token is read it counts for its user instead, until it
 * closes. The house's own addresses (settings: the saleroom's) hold any number of guests.
 */
export function createSocketCounter(limits: SocketLimits, houseAddresses: () => Promise<readonly string[]>) {
  const perAddress = new Map<string, number>();
  const perUser = new Map<string, number>();
  const counted = new WeakMap<WebSocket, { counts: Map<string, number>; key: string }>();
  const heard = new WeakSet<WebSocket>();

  function countIn(socket: WebSocket, counts: Map<string, number>, key: string) {
    counts.set(key, (counts.get(key) ?? 0) + 1);
    if (!heard.has(socket)) {
      heard.add(socket);
      socket.once('close', () => countOut(socket));
    }
    counted.set(socket, { counts, key });
  }

  function countOut(socket: WebSocket) {
    const held = counted.get(socket);
    if (!held) return;
    counted.delete(socket);
    const left = (held.counts.get(held.key) ?? 1) - 1;
    if (left > 0) held.counts.set(held.key, left);
    else held.counts.delete(held.key);
  }

  return {
    limits,
    /** Counts a new socket in for its address; false when the address holds its guests (or the socket closed meanwhile). */
    async admitGuest(address: string, socket: WebSocket): Promise<boolean> {
      const house = inHouseAddresses(address, await houseAddresses());
      if (socket.readyState !== socket.OPEN) return false;
      if (house) return true;
      if ((perAddress.get(address) ?? 0) >= limits.guestsPerAddress) return false;
      countIn(socket, perAddress, address);
      return true;
    },
    /** Moves a signed-in socket from its address to its user; false when the user holds `perUser` already. */
    signIn(socket: WebSocket, userId: string): boolean {
      if ((perUser.get(userId) ?? 0) >= limits.perUser) return false;
      countOut(socket);
      countIn(socket, perUser, userId);
      return true;
    },
  };
}
export type SocketCounter = ReturnType<typeof createSocketCounter>;
