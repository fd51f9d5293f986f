import {
  type ClientMessage,
  type ControlMessage,
  type ErrorMessage,
  type EventEnvelope,
  type LiveAckMessage,
  liveAckMessageSchema,
  realtimeTimings,
} from '@auction/contracts';
import { parseServerMessage } from './parse-server-message';
import { reconnectDelay } from './reconnect-delay';

export type RealtimeState = 'disconnected' | 'connected' | 'error';
export type RealtimeTarget = { auctionId: string } | { lotId: string };
export type EventHandler = (event: EventEnvelope) => void;
/** The server's answer to a message the client sent: `live_ack`, or an `error` that is not about a subscription. */
export type RealtimeReply = LiveAckMessage | ErrorMessage;
export type ReplyHandler = (reply: RealtimeReply) => void;
export interface RealtimeSnapshot {
  state: RealtimeState;
  authenticated: boolean;
}

export type SocketFactory = (url: string) => WebSocket;

/** Close code 1012 "Service Restart": the server instance is stopping and another will answer. */
export const serviceRestartCloseCode = 1012;
/** Reconnects after a restart spread over this much, so a room of thousands does not arrive at once. */
const restartSpreadMs = 500;

const keyOf = (target: RealtimeTarget) =>
  'auctionId' in target ? `auction:${target.auctionId}` : `lot:${target.lotId}`;

function subscribeMessage(key: string, action: 'subscribe' | 'unsubscribe'): ClientMessage {
  const [kind, id = ''] = key.split(':');
  if (kind === 'auction') return { type: `${action}_auction`, auction_id: id };
  return { type: action, lot_id: id };
}

function safeJson(raw: string): unknown {
  try {
    return JSON.parse(raw);
  } catch {
    return null;
  }
}

/** The WebSocket client of spec sections 7 and 9: auth, subscriptions, ping/pong, backoff. */
export class RealtimeClient {
  private socket: WebSocket | null = null;
  private url: string | null = null;
  private attempts = 0;
  private lastPingAt = 0;
  private snapshot: RealtimeSnapshot = { state: 'disconnected', authenticated: false };
  private readonly timers = new Set<ReturnType<typeof setTimeout>>();
  private staleCheck: ReturnType<typeof setInterval> | null = null;
  private readonly handlers = new Map<string, Set<EventHandler>>();
  private readonly listeners = new Set<() => void>();
  private readonly replyHandlers = new Set<ReplyHandler>();
  private readonly sessionExpiredHandlers = new Set<() => void>();

  constructor(private readonly createSocket: SocketFactory = (url) => new WebSocket(url)) {}

  getSnapshot = (): RealtimeSnapshot => this.snapshot;

  onChange = (listener: () => void): (() => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  connect(url: string): void {
    if (this.url === url && this.socket) return;
    this.disconnect();
    this.url = url;
    this.attempts = 0;
    this.open();
    this.staleCheck = setInterval(() => this.checkStale(), realtimeTimings.staleCheckIntervalMs);
  }

  disconnect(): void {
    this.url = null;
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
    if (this.staleCheck) clearInterval(this.staleCheck);
    this.staleCheck = null;
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
    this.update({ state: 'disconnected', authenticated: false });
  }

  /** Sends a message; one sent while not connected (or, except pong, not authenticated) is dropped. */
  send(message: ClientMessage): boolean {
    const open = this.socket?.readyState === WebSocket.OPEN;
    if (!open || (message.type !== 'pong' && !this.snapshot.authenticated)) {
      console.warn(`Real-time message "${message.type}" dropped: not connected.`);
      return false;
    }
    this.socket?.send(JSON.stringify(message));
    return true;
  }

  /** Routes events of an auction or lot to `handler`; returns the matching unsubscribe. */
  subscribe(target: RealtimeTarget, handler: EventHandler): () => void {
    const key = keyOf(target);
    let set = this.handlers.get(key);
    if (!set) {
      set = new Set();
      this.handlers.set(key, set);
      if (this.snapshot.authenticated) this.send(subscribeMessage(key, 'subscribe'));
    }
    set.add(handler);
    return () => this.unsubscribe(key, handler);
  }

  /** Hears the answers to sent messages (match them by `request_id`); call the result to stop. */
  onReply(handler: ReplyHandler): () => void {
    this.replyHandlers.add(handler);
    return () => this.replyHandlers.delete(handler);
  }

  /** Hears that the socket's token died (the socket goes on as a guest); call the result to stop. */
  onSessionExpired(handler: () => void): () => void {
    this.sessionExpiredHandlers.add(handler);
    return () => {
      this.sessionExpiredHandlers.delete(handler);
    };
  }

  private reply(reply: RealtimeReply): void {
    for (const handler of this.replyHandlers) handler(reply);
  }

  private unsubscribe(key: string, handler: EventHandler): void {
    const set = this.handlers.get(key);
    if (!set?.delete(handler) || set.size > 0) return;
    this.handlers.delete(key);
    if (this.snapshot.authenticated) this.send(subscribeMessage(key, 'unsubscribe'));
  }

  private open(): void {
    if (!this.url) return;
    const socket = this.createSocket(this.url);
    this.socket = socket;
    socket.onopen = () => {
      this.attempts = 0;
      this.lastPingAt = Date.now();
      this.update({ state: 'connected', authenticated: false });
    };
    socket.onmessage = (event: MessageEvent) => {
      if (typeof event.data === 'string') this.receive(event.data);
    };
    socket.onerror = () => this.update({ state: 'error', authenticated: false });
    socket.onclose = (event: CloseEvent) => {
      if (this.socket !== socket) return;
      this.socket = null;
      // A socket that was served and is told the instance is restarting reconnects at once (another
      // instance takes it); one turned away during a stop (never authenticated) backs off as usual.
      if (event.code === serviceRestartCloseCode && this.snapshot.authenticated) {
        this.update({ state: 'disconnected', authenticated: false });
        this.later(() => this.open(), Math.floor(Math.random() * restartSpreadMs));
        return;
      }
      this.scheduleReconnect();
    };
  }

  private scheduleReconnect(): void {
    this.attempts += 1;
    if (this.attempts > realtimeTimings.reconnectMaxAttempts) {
      this.update({ state: 'error', authenticated: false });
      return;
    }
    this.update({ state: this.snapshot.state === 'error' ? 'error' : 'disconnected', authenticated: false });
    this.later(() => this.open(), reconnectDelay(this.attempts));
  }

  private receive(raw: string): void {
    if (raw.includes('"live_ack"')) {
      const ack = liveAckMessageSchema.safeParse(safeJson(raw));
      if (ack.success) {
        this.reply(ack.data);
        return;
      }
    }
    const parsed = parseServerMessage(raw);
    if (!parsed) return;
    if (parsed.kind === 'control') this.control(parsed.message);
    else this.route(parsed.event);
  }

  private control(message: ControlMessage): void {
    if (message.type === 'ping') {
      this.lastPingAt = Date.now();
      this.send({ type: 'pong', timestamp: message.timestamp });
    } else if (message.type === 'session_expired') {
      for (const handler of this.sessionExpiredHandlers) handler();
    } else if (message.type === 'authenticated') {
      this.update({ state: 'connected', authenticated: true });
      this.later(() => this.resubscribe(), realtimeTimings.resubscribeDelayMs);
    } else if (message.type === 'error') {
      const key =
        message.in_reply_to === 'subscribe_auction'
          ? `auction:${message.auction_id}`
          : `lot:${message.lot_id}`;
      if (message.in_reply_to !== 'subscribe' && message.in_reply_to !== 'subscribe_auction') {
        if (this.replyHandlers.size > 0) this.reply(message);
        else console.warn(`Real-time error: ${message.message}`);
        return;
      }
      this.later(() => {
        if (this.handlers.has(key) && this.snapshot.authenticated)
          this.send(subscribeMessage(key, 'subscribe'));
      }, realtimeTimings.subscriptionRetryMs);
    }
  }

  private resubscribe(): void {
    for (const key of this.handlers.keys()) this.send(subscribeMessage(key, 'subscribe'));
  }

  private route(event: EventEnvelope): void {
    const keys = [event.auction_id && `auction:${event.auction_id}`, event.lot_id && `lot:${event.lot_id}`];
    for (const key of keys) {
      if (!key) continue;
      for (const handler of this.handlers.get(key) ?? []) handler(event);
    }
  }

  private checkStale(): void {
    if (this.snapshot.state !== 'connected') return;
    if (Date.now() - this.lastPingAt > realtimeTimings.staleAfterMs) {
      console.warn('Real-time connection looks stale: no ping for over 60 s.');
    }
  }

  private later(run: () => void, ms: number): void {
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      run();
    }, ms);
    this.timers.add(timer);
  }

  private update(next: RealtimeSnapshot): void {
    if (next.state === this.snapshot.state && next.authenticated === this.snapshot.authenticated) return;
    this.snapshot = next;
    for (const listener of this.listeners) listener();
  }
}
