import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';

/** `live`: a bid from a bidder's screen (or the clerk's floor bid) in a live sale's room. */
export type BidChannel = 'http' | 'socket' | 'live';
/** Where a delivered event came from: this instance's own publish, or another's through the bus. */
export type EventSource = 'local' | 'bus';

/** Fine buckets (seconds) for answers a bidder waits on; coarse ones for the closing pass. */
const answerBuckets = [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5];
const httpBuckets = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];
const closingBuckets = [0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300];

/** `the lot closing pass` -> `lot_closing_pass`: a label value a dashboard can show. */
export const jobLabel = (what: string) =>
  what
    .replace(/^the /i, '')
    .replace(/[^a-z0-9]+/gi, '_')
    .replace(/^_|_$/g, '')
    .toLowerCase();

/**
 * The house's figures in the Prometheus format, one registry per app instance (two instances in one
 * test process must not share counts). The places that count call the small methods below; the
 * figures read from the database at scrape time are added by the metrics module.
 */
export function createHouseMetrics() {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry, prefix: 'harbourside_' });
  const registers = [registry];

  const bidsAccepted = new Counter({
    name: 'harbourside_bids_accepted_total',
    help: 'Bids on timed lots accepted, by channel.',
    labelNames: ['channel'],
    registers,
  });
  const bidsRefused = new Counter({
    name: 'harbourside_bids_refused_total',
    help: 'Bids on timed lots refused, by refusal code and channel ("error" when the bid failed).',
    labelNames: ['channel', 'reason'],
    registers,
  });
  const bidAcknowledgement = new Histogram({
    name: 'harbourside_bid_acknowledgement_seconds',
    help: 'From a bid reaching the bid service to its answer (committed and its events published).',
    labelNames: ['channel'],
    buckets: answerBuckets,
    registers,
  });
  const openSockets = new Gauge({
    name: 'harbourside_open_sockets',
    help: 'Open real-time sockets on this instance.',
    registers,
  });
  const fanOutLag = new Histogram({
    name: 'harbourside_fan_out_lag_seconds',
    help: "From an event's publish (after its commit) to its delivery to this instance's sockets.",
    labelNames: ['source'],
    buckets: answerBuckets,
    registers,
  });
  const closingLag = new Histogram({
    name: 'harbourside_lot_closing_lag_seconds',
    help: "How long after a lot's end the closing pass closed it.",
    buckets: closingBuckets,
    registers,
  });
  const jobFailures = new Counter({
    name: 'harbourside_job_failures_total',
    help: 'Passes of a background job that failed, by job.',
    labelNames: ['job'],
    registers,
  });
  const httpDuration = new Histogram({
    name: 'harbourside_http_request_duration_seconds',
    help: 'HTTP answers by method, route pattern and status class.',
    labelNames: ['method', 'route', 'status_class'],
    buckets: httpBuckets,
    registers,
  });

  return {
    registry,
    bidAnswered(channel: BidChannel, outcome: 'accepted' | { refused: string }, seconds: number) {
      if (outcome === 'accepted') bidsAccepted.inc({ channel });
      else bidsRefused.inc({ channel, reason: outcome.refused });
      bidAcknowledgement.observe({ channel }, seconds);
    },
    socketOpened: () => openSockets.inc(),
    socketClosed: () => openSockets.dec(),
    /** Clocks of two instances may differ by a little: a delivery "before" its publish counts as 0. */
    eventDelivered(source: EventSource, lagMs: number) {
      fanOutLag.observe({ source }, Math.max(0, lagMs) / 1000);
    },
    lotClosed(lagMs: number) {
      closingLag.observe(Math.max(0, lagMs) / 1000);
    },
    jobFailed(what: string) {
      jobFailures.inc({ job: jobLabel(what) });
    },
    httpAnswered(method: string, route: string, statusCode: number, seconds: number) {
      httpDuration.observe({ method, route, status_class: `${Math.floor(statusCode / 100)}xx` }, seconds);
    },
  };
}
export type HouseMetrics = ReturnType<typeof createHouseMetrics>;
