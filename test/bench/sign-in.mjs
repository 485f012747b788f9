// Sign-in latency alone and under an anonymous flood: bogus set-password, login and register calls,
// each flooding loop from its own loopback address (127.0.0.x), with the server's real limits.
import { randomUUID } from 'node:crypto';
import { Agent, request } from 'node:http';

const SIGN_INS = 15;
const FLOODERS = 16;
const PASSWORD = 'Bench!Pass1';

function post(base, path, body, agent) {
  const url = new URL(path, base);
  const text = JSON.stringify(body);
  return new Promise((resolve) => {
    const req = request(
      { host: url.hostname, port: url.port, path: url.pathname, method: 'POST', agent, headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(text) } },
      (res) => {
        let data = '';
        res.on('data', (d) => (data += d));
        res.on('end', () => resolve({ status: res.statusCode, body: data }));
      },
    );
    req.on('error', () => resolve({ status: 0, body: '' }));
    req.end(text);
  });
}

async function signInTimes(base, email, count) {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const times = [];
  for (let i = 0; i < count; i++) {
    const started = performance.now();
    const { status } = await post(base, '/api/auth/login', { email, password: PASSWORD }, agent);
    if (status !== 200) throw new Error(`a real sign-in answered ${status}`);
    times.push(performance.now() - started);
  }
  agent.destroy();
  return times;
}

const p50 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

/** Answers {alone, flooded} (p50 ms of a real sign-in) and what the flood was answered, by status. */
export async function benchSignIn(base) {
  const email = `owner-${randomUUID()}@example.com`;
  const registered = await post(base, '/api/auth/register', { name: 'Owner', email, password: PASSWORD });
  if (registered.status !== 201) throw new Error(`register answered ${registered.status}`);
  await signInTimes(base, email, 3); // warm-up
  const alone = p50(await signInTimes(base, email, SIGN_INS));

  let flooding = true;
  const statuses = {};
  const calls = [
    () => ['/api/auth/set-password', { token: randomUUID().repeat(2), password: 'Fl00d!Password' }],
    () => ['/api/auth/login', { email: `nobody-${randomUUID()}@example.com`, password: 'Fl00d!Password' }],
    () => ['/api/auth/register', { name: 'Flood', email: `flood-${randomUUID()}@example.com`, password: 'Fl00d!Password' }],
  ];
  const floods = Array.from({ length: FLOODERS }, async (_, i) => {
    const agent = new Agent({ keepAlive: true, maxSockets: 2, localAddress: `127.0.0.${10 + i}` });
    for (let n = 0; flooding; n++) {
      const [path, body] = calls[n % calls.length]();
      const { status } = await post(base, path, body, agent);
      statuses[status] = (statuses[status] ?? 0) + 1;
    }
    agent.destroy();
  });
  await new Promise((r) => setTimeout(r, 1000)); // let the flood fill the queue first
  const flooded = p50(await signInTimes(base, email, SIGN_INS));
  flooding = false;
  await Promise.all(floods);
  return { alone, flooded, statuses };
}
