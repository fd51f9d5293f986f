import type { LoginResponse, OutboxMail } from '@auction/contracts';

export async function apiSignIn(baseUrl: string, email: string, password: string): Promise<string> {
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
