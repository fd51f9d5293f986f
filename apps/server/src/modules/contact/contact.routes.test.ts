import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailsTo } from '../../../test/outbox';
import { createTestApp, type TestApp } from '../../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('POST /api/contact', () => {
  it('mails the contact address with the sender as Reply-To and answers 202', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: {
        name: 'Sarah MacDonald',
        email: 'sarah@example.ca',
        phone: '902-555-0123',
        subject: 'Estate in Wolfville',
        message: 'We have a full house of furniture to sell this spring.',
      },
    });
    expect(answer.status).toBe(202);
    expect(answer.body).toEqual({ message: 'Thank you for your message. We will get back to you soon.' });
    const [mail] = await mailsTo(t, 'info@harbourside.example');
    expect(mail).toMatchObject({
      reply_to: 'sarah@example.ca',
      subject: '[Harbourside Auctions] Estate in Wolfville',
    });
    expect(mail?.text).toContain('We have a full house of furniture');
    expect(mail?.text).toContain('Phone: 902-555-0123');
  });

  it('escapes the message in the HTML body', async () => {
    await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'Test <b>', email: 'x@example.ca', message: '<script>alert(1)</script> hello there' },
    });
    const [mail] = await mailsTo(t, 'info@harbourside.example');
    expect(mail?.html).not.toContain('<script>');
    expect(mail?.html).toContain('&lt;script&gt;');
  });

  it('answers 422 with the field map', async () => {
    const answer = await t.request({
      method: 'POST',
      url: '/api/contact',
      payload: { name: 'A', email: 'a@b.ca', message: 'short' },
    });
    expect(answer.status).toBe(422);
    expect(answer.body.errors).toEqual({ message: ['The message must be at least 10 characters.'] });
  });
});
