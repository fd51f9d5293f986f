import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bid, buildBidder, buildSale } from '../../../test/bids/bid-test-sale';
import { buildAuction, buildLot } from '../../../test/factories';
import { createTestApp, type TestApp } from '../../../test/test-app';
import { outbox } from '../../db/schema';

let t: TestApp;
const lines: Record<string, unknown>[] = [];
beforeAll(async () => {
  t = await createTestApp({
    env: { LOG_LEVEL: 'info' },
    deps: { logger: true, logStream: { write: (line) => lines.push(JSON.parse(line)) } },
  });
});
afterAll(() => t.close());

const scrape = async () => {
  const answer = await t.request({ method: 'GET', url: '/metrics' });
  expect(answer.status).toBe(200);
  return answer.text;
};
/** A sample's value in the Prometheus text (`name{labels} value`); 0 when it is not there yet. */
const sample = (text: string, series: string) => {
  const line = text.split('\n').find((candidate) => candidate.startsWith(`${series} `));
  return line ? Number(line.slice(series.length + 1)) : 0;
};

describe('GET /metrics', () => {
  it('answers the house figures and the default Node ones in the Prometheus format', async () => {
    const answer = await t.request({ method: 'GET', url: '/metrics' });
    expect(answer.status).toBe(200);
    expect(answer.headers['content-type']).toContain('text/plain');
    for (const name of [
      'harbourside_bids_accepted_total',
      'harbourside_bids_refused_total',
      'harbourside_bid_acknowledgement_seconds',
      'harbourside_open_sockets',
      'harbourside_fan_out_lag_seconds',
      'harbourside_outbox_depth',
      'harbourside_outbox_oldest_age_seconds',
      'harbourside_lot_closing_lag_seconds',
      'harbourside_lots_past_end_seconds',
      'harbourside_job_failures_total',
      'harbourside_http_request_duration_seconds',
      'harbourside_process_cpu_user_seconds_total',
      'harbourside_nodejs_eventloop_lag_seconds',
    ]) {
      expect(answer.text).toContain(`# TYPE ${name} `);
    }
  });

  it('counts an accepted and a refused bid by channel and reason, and times them', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const before = await scrape();
    expect((await bid(t, anne, lot, 50)).status).toBe(201);
    const refusal = await bid(t, anne, lot, 1);
    expect(refusal.status).toBe(409);
    const after = await scrape();
    const accepted = 'harbourside_bids_accepted_total{channel="http"}';
    const refused = `harbourside_bids_refused_total{channel="http",reason="${refusal.body.code}"}`;
    expect(sample(after, accepted) - sample(before, accepted)).toBe(1);
    expect(sample(after, refused) - sample(before, refused)).toBe(1);
    const timed = 'harbourside_bid_acknowledgement_seconds_count{channel="http"}';
    expect(sample(after, timed) - sample(before, timed)).toBe(2);
    expect(after).toContain('route="/api/lots/:id/bids"');
    expect(after).not.toContain(`/api/lots/${lot.id}/bids`);
  });

  it('reads the outbox depth and age and how far the oldest open lot is past its end', async () => {
    const auction = await buildAuction(t);
    await buildLot(t, auction, { end_at: new Date(Date.now() - 120_000) });
    await t.db.insert(outbox).values({
      to: 'anne@example.com',
      subject: 'Waiting',
      text: 'Waiting',
      html: '<p>Waiting</p>',
      status: 'queued',
      created_at: new Date(Date.now() - 60_000),
    });
    const text = await scrape();
    expect(sample(text, 'harbourside_outbox_depth{outbox="mail"}')).toBeGreaterThanOrEqual(1);
    expect(sample(text, 'harbourside_outbox_oldest_age_seconds{outbox="mail"}')).toBeGreaterThanOrEqual(59);
    expect(sample(text, 'harbourside_outbox_depth{outbox="push"}')).toBe(0);
    expect(sample(text, 'harbourside_lots_past_end_seconds')).toBeGreaterThanOrEqual(119);
  });

  it('answers another address as if there were no such route', async () => {
    const answer = await t.request({ method: 'GET', url: '/metrics', remoteAddress: '203.0.113.9' });
    const unknown = await t.request({ method: 'GET', url: '/metricz', remoteAddress: '203.0.113.9' });
    expect(answer.status).toBe(404);
    expect(answer.body).toEqual(unknown.body);
    expect(answer.text).not.toContain('harbourside_');
  });
});

describe('request ids', () => {
  it('sends back a sane X-Request-Id and puts it on the bid log lines', async () => {
    const { auction, lot } = await buildSale(t);
    const anne = await buildBidder(t, auction);
    const answer = await t.request({
      method: 'POST',
      url: `/api/lots/${lot.id}/bids`,
      token: anne.token,
      payload: { amount: 40 },
      headers: { 'x-request-id': 'proxy-7f3a.1' },
    });
    expect(answer.status).toBe(201);
    expect(answer.headers['x-request-id']).toBe('proxy-7f3a.1');
    const mine = lines.filter((line) => line.reqId === 'proxy-7f3a.1');
    expect(mine.map((line) => line.msg)).toEqual(
      expect.arrayContaining(['incoming request', 'bid accepted; its events published', 'request completed']),
    );
    expect(mine.find((line) => line.msg === 'bid accepted; its events published')).toMatchObject({
      lotId: lot.id,
      seq: expect.any(Number),
    });
  });

  it('makes a new id when none is sent or the one sent is not sane', async () => {
    const none = await t.request({ method: 'GET', url: '/api/health' });
    expect(none.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    for (const bad of ['a'.repeat(65), 'two words', 'line\\nbreak', '<script>']) {
      const answer = await t.request({ method: 'GET', url: '/api/health', headers: { 'x-request-id': bad } });
      expect(answer.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    }
  });
});
