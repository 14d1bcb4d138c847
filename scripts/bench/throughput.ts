/**
 * One throughput measure of one address, as both modes of `bench:load` take it: autocannon, 10
 * connections, a 1 s warm-up (fills caches, JIT-compiles the hot paths), then `seconds` of load; with the
 * CPU time the server process spent per answer when its process is known.
 */
import autocannon from 'autocannon';
import { cpuMs } from './server-process.ts';

export interface Figure {
  requestsPerSecond: number;
  meanLatencyMs: number;
  /** CPU time of the server process per answer, in ms (NaN when the process is not known). */
  cpuMsPerRequest: number;
  non2xx: number;
}

/** An ad click's address: `path` with a query no request before it carried. */
export type Campaign = (path: string, serial: number) => string;

export const uniqueGclid: Campaign = (path, serial) =>
  `${path}?gclid=Cj0KCQiA${serial.toString(36)}x${Date.now().toString(36)}`;
export const uniqueUtmTags: Campaign = (path, serial) =>
  `${path}?utm_source=google&utm_medium=cpc&utm_campaign=palm-${serial % 7}&utm_content=ad-${serial.toString(36)}-${Date.now().toString(36)}`;

export interface LoadOptions {
  base: string;
  path: string;
  seconds: number;
  /** The Accept-Encoding sent ('' for none). */
  encoding: string;
  /** The server process, for its CPU time. */
  pid?: number;
  campaign?: Campaign;
}

export async function measure({ base, path, seconds, encoding, pid, campaign }: LoadOptions): Promise<Figure> {
  const headers: Record<string, string> = encoding ? { 'accept-encoding': encoding } : {};
  let serial = 0;
  // autocannon asks for each request's path afresh, so every request carries a query of its own.
  const requests = campaign
    ? [{ setupRequest: (request: autocannon.Request) => ({ ...request, path: campaign(path, ++serial) }) }]
    : undefined;
  const url = `${base}${path}`;
  await autocannon({ url, connections: 10, duration: 1, headers, requests });
  const cpuBefore = pid === undefined ? NaN : cpuMs(pid);
  const result = await autocannon({ url, connections: 10, duration: seconds, headers, requests });
  const cpu = pid === undefined ? NaN : cpuMs(pid) - cpuBefore;
  return {
    requestsPerSecond: result.requests.average,
    meanLatencyMs: result.latency.mean,
    cpuMsPerRequest: cpu / Math.max(1, result.requests.total),
    non2xx: result.non2xx + result.errors + result.timeouts,
  };
}

/** Rows of cells as a plain-text table: the first column left-aligned, the rest right-aligned. */
export function formatTable(header: string[], rows: string[][]): string {
  const widths = header.map((title, column) => Math.max(title.length, ...rows.map((row) => row[column]!.length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, column) => (column === 0 ? cell.padEnd(widths[column]!) : cell.padStart(widths[column]!)))
      .join('  ')
      .trimEnd();
  return `${[header, ...rows].map(line).join('\n')}\n`;
}
