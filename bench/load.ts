import { readFileSync } from 'node:fs';
import autocannon from 'autocannon';

export interface LoadResult {
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
}

/** `connections` keep-alive connections hitting `url` for `seconds` (autocannon). */
export async function load(url: string, connections: number, seconds: number): Promise<LoadResult> {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    perSecond: result.requests.average,
    p50Ms: result.latency.p50,
    p99Ms: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

/** Resident memory of a process on Linux, in MiB. */
export function rssMiB(pid: number): number {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  return Number(status.match(/VmRSS:\s+(\d+)/)?.[1] ?? 0) / 1024;
}
