import { dehydrate, QueryClient } from '@tanstack/react-query';
import { AxiosError, AxiosHeaders } from 'axios';
import { afterEach, describe, expect, it } from 'vitest';
import { isNotFound } from '../lib/http/is-not-found';
import { pageDataScript, readPageData } from './page-data';

afterEach(() => {
  document.body.innerHTML = '';
});

function notFoundError(): AxiosError {
  const config = { headers: new AxiosHeaders() };
  return new AxiosError(
    'Request failed with status code 404',
    'ERR_BAD_REQUEST',
    config,
    {},
    {
      status: 404,
      statusText: '',
      data: { message: 'Not found.', code: 'NOT_FOUND' },
      headers: {},
      config,
    },
  );
}

async function servedCache() {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  client.setQueryData(['public', 'lot', 'a'], { title: 'Bell </script><b>x</b>\u2028' });
  await client
    .fetchQuery({ queryKey: ['public', 'lot', 'gone'], queryFn: () => Promise.reject(notFoundError()) })
    .catch(() => undefined);
  return dehydrate(client, { shouldDehydrateQuery: (query) => query.state.status !== 'pending' });
}

describe("a server-rendered page's data block (decision 0070)", () => {
  it('cannot be closed by any text in it, and reads back as it was sent', async () => {
    const script = pageDataScript({ now: 1_000, loaderData: { home: null }, queries: await servedCache() });
    expect(script).not.toContain('</script><b>');
    expect(script.match(/<\/script>/g)).toHaveLength(1);
    document.body.innerHTML = script;
    const data = readPageData(document);
    expect(data?.now).toBe(1_000);
    expect(data?.loaderData).toEqual({ home: null });
    const lot = data?.queries.queries.find((query) => query.queryKey[2] === 'a');
    expect(lot?.state.data).toEqual({ title: 'Bell </script><b>x</b>\u2028' });
  });

  it('hands a failed query over so the page still knows it was not found', async () => {
    document.body.innerHTML = pageDataScript({ now: 0, loaderData: {}, queries: await servedCache() });
    const gone = readPageData(document)?.queries.queries.find((query) => query.queryKey[2] === 'gone');
    expect(gone?.state.status).toBe('error');
    expect(isNotFound(gone?.state.error)).toBe(true);
  });

  it('is absent on a page the browser renders alone, or unreadable', () => {
    expect(readPageData(document)).toBeNull();
    document.body.innerHTML = '<script type="application/json" id="page-data">{not json</script>';
    expect(readPageData(document)).toBeNull();
  });
});
