import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

/** The environment of a server under loadStarts: one address may add any number of sessions. */
export const LOAD_ENV = { SESSIONS_PER_ADDRESS_PER_HOUR: String(1e9) };

/**
 * Posts session starts, as from the store's own pages, from `clients` concurrent keep-alive
 * connections until `until()` says stop or `maxPerClient` is reached. Answers the visit ids whose
 * start was answered 202, and how many were sent in all (answered or not). All come from one
 * address: start the servers with LOAD_ENV, so that each answered start counts. `onAnswered` hears
 * each 202 as it comes.
 */
export async function loadStarts(
  targets: string[],
  store: { storeId: string; domain: string },
  options: { clients: number; until: () => boolean; maxPerClient?: number; visitIds?: () => string; onAnswered?: () => void },
): Promise<{ answered: string[]; sent: number; failed: number }> {
  const answered: string[] = [];
  let sent = 0;
  let failed = 0;
  const agents = targets.map(() => new Agent({ keepAlive: true, maxSockets: options.clients }));
  const post = (target: number, body: string) =>
    new Promise<number>((resolve) => {
      const url = new URL('/api/collect', targets[target]);
      const req = request(
        { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent: agents[target], headers: { 'content-type': 'text/plain', 'content-length': Buffer.byteLength(body), origin: `https://${store.domain}` } },
        (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
          res.on('error', () => resolve(0));
        },
      );
      req.on('error', () => resolve(0));
      req.end(body);
    });
  await Promise.all(
    Array.from({ length: options.clients }, async (_, client) => {
      for (let i = 0; i < (options.maxPerClient ?? Infinity) && !options.until(); i++) {
        const visit = options.visitIds?.() ?? randomUUID();
        sent++;
        const status = await post((client + i) % targets.length, JSON.stringify({ s: store.storeId, e: 'start', v: visit }));
        if (status === 202) {
          answered.push(visit);
          options.onAnswered?.();
        } else {
          failed++;
          if (status === 0) await new Promise((r) => setTimeout(r, 5));
        }
      }
    }),
  );
  for (const a of agents) a.destroy();
  return { answered, sent, failed };
}
