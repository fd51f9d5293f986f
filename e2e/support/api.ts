import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { LoginResponse, OutboxMail } from '@auction/contracts';

/** Where this run's server's token for `email` is kept, so every test file signs in once per person. */
const tokenFile = (baseUrl: string, email: string) =>
  join(tmpdir(), `e2e-token-${new URL(baseUrl).port}-${email.replace(/\W+/g, '_')}.txt`);

/**
 * A session for `email`: the one an earlier test file of this run made, while the server still
 * takes it (a test may have signed that person out or changed their password), else a new sign-in.
 * Sign-in is rate limited, so the suite signs each person in once, as people do.
 */
export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<string> {
  const file = tokenFile(baseUrl, email);
  if (existsSync(file)) {
    const kept = readFileSync(file, 'utf8').trim();
    const check = await fetch(`${baseUrl}/api/users/profile`, {
      headers: { authorization: `Bearer ${kept}` },
    });
    if (check.ok) return kept;
  }
  const token = await freshSignIn(baseUrl, email, password);
  writeFileSync(file, token);
  return token;
}

/** A new sign-in, for a test about signing in itself. */
export async function freshSignIn(baseUrl: string, email: string, password: string): Promise<string> {
  const answer = await fetch(`${baseUrl}/api/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ email, password }),
  });
  if (!answer.ok) throw new Error(`Sign-in of ${email} failed: ${answer.status} ${await answer.text()}`);
  return ((await answer.json()) as LoginResponse).token;
}

export async function apiCall(baseUrl: string, token: string, method: string, path: string, body?: unknown) {
  const answer = await fetch(`${baseUrl}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  if (!answer.ok) throw new Error(`${method} ${path} failed: ${answer.status} ${await answer.text()}`);
  return answer.json() as Promise<unknown>;
}

/**
 * The newest mail to `to` in the outbox, read as an Admin would on the admin dashboard. Some mails
 * (password resets) are written just after the answer, so it looks again for a few seconds.
 */
export async function latestMailTo(baseUrl: string, adminToken: string, to: string): Promise<OutboxMail> {
  for (let attempt = 0; attempt < 20; attempt += 1) {
    const page = (await apiCall(baseUrl, adminToken, 'GET', '/api/admin/outbox?per_page=50')) as {
      data: OutboxMail[];
    };
    const mail = page.data.find((m) => m.to.toLowerCase() === to.toLowerCase());
    if (mail) return mail;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`No mail to ${to} in the outbox`);
}

export function firstLinkIn(text: string, pathPrefix: string): string {
  const match = text.match(new RegExp(`https?://[^\\s"'<>]*${pathPrefix}[^\\s"'<>]*`));
  if (!match) throw new Error(`No ${pathPrefix} link in:\n${text}`);
  return match[0];
}
