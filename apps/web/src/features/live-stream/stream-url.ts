/** `ws(s)://{host}/api/live-stream/{auctionId}/{publish|watch}`, with the token when signed in. */
export function streamUrl(
  auctionId: string,
  role: 'publish' | 'watch',
  token: string | null,
  location: Pick<Location, 'protocol' | 'host'>,
): string {
  const scheme = location.protocol === 'https:' ? 'wss' : 'ws';
  const query = token ? `?token=${encodeURIComponent(token)}` : '';
  return `${scheme}://${location.host}/api/live-stream/${encodeURIComponent(auctionId)}/${role}${query}`;
}
