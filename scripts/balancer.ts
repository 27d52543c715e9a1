import http from 'node:http';

/**
 * A small round-robin balancer in front of several server instances, behaving as nginx does with
 * `proxy_next_upstream error` plus an active health check: it polls each instance's /api/health
 * every `checkMs` and sends requests only to instances that answer 200; a request whose
 * connection an instance refuses (it stopped listening) is sent to the next instance. A request an
 * instance has accepted is never sent twice (it may have written), as nginx does for POST. It adds
 * the client's address to X-Forwarded-For (nginx's `$proxy_add_x_forwarded_for`), so the instances
 * must name it in TRUST_PROXY.
 * The rolling-restart script uses it; it is not part of the product.
 */
export interface Balancer {
  url: string;
  stats: { requests: number; retried: number; failed: number; byUpstream: Map<string, number> };
  close(): Promise<void>;
}

export async function startBalancer(upstreams: string[], checkMs = 1000): Promise<Balancer> {
  const healthy = new Map(upstreams.map((u) => [u, true]));
  const stats = { requests: 0, retried: 0, failed: 0, byUpstream: new Map<string, number>() };
  let next = 0;
  let closed = false;

  const poll = async () => {
    while (!closed) {
      await Promise.all(
        upstreams.map(async (u) => {
          try {
            const res = await fetch(`${u}/api/health`, { signal: AbortSignal.timeout(checkMs) });
            healthy.set(u, res.ok);
          } catch {
            healthy.set(u, false);
          }
        }),
      );
      await new Promise((r) => setTimeout(r, checkMs));
    }
  };
  const polling = poll();

  /** Upstreams in round-robin order, the healthy ones first. */
  const order = () => {
    const start = next++ % upstreams.length;
    const ring = upstreams.map((_, i) => upstreams[(start + i) % upstreams.length]);
    return [...ring.filter((u) => healthy.get(u)), ...ring.filter((u) => !healthy.get(u))];
  };

  const forward = (upstream: string, req: http.IncomingMessage, body: Buffer, res: http.ServerResponse) =>
    new Promise<'done' | 'refused'>((resolve) => {
      const target = new URL(upstream);
      const out = http.request(
        {
          host: target.hostname,
          port: target.port,
          method: req.method,
          path: req.url,
          headers: {
            ...req.headers,
            host: target.host,
            connection: 'keep-alive',
            'x-forwarded-for': forwardedFor(req),
          },
          agent: agents.get(upstream),
        },
        (answer) => {
          res.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(res);
          answer.on('end', () => resolve('done'));
          answer.on('error', () => {
            res.destroy();
            resolve('done');
          });
        },
      );
      out.on('error', (err: NodeJS.ErrnoException) => {
        // Not connected at all: the instance stopped listening; the next one may take the request.
        if (err.code === 'ECONNREFUSED' || (!out.reusedSocket && err.code === 'ECONNRESET' && !res.headersSent))
          return resolve('refused');
        // A kept-alive connection closed by the instance before it read the request: nothing ran, retry.
        if (out.reusedSocket && err.code === 'ECONNRESET' && !res.headersSent) return resolve('refused');
        stats.failed++;
        if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ status: 502, message: '网络连接错误', content: null }));
        resolve('done');
      });
      out.end(body);
    });

  const agents = new Map(upstreams.map((u) => [u, new http.Agent({ keepAlive: true, maxSockets: 64 })]));
  const server = http.createServer(async (req, res) => {
    stats.requests++;
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    const body = Buffer.concat(chunks);
    let first = true;
    for (const upstream of order()) {
      if (!first) stats.retried++;
      first = false;
      const outcome = await forward(upstream, req, body, res);
      if (outcome === 'done') {
        stats.byUpstream.set(upstream, (stats.byUpstream.get(upstream) ?? 0) + 1);
        return;
      }
    }
    stats.failed++;
    res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 502, message: '网络连接错误', content: null }));
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as { port: number };
  return {
    url: `http://127.0.0.1:${port}`,
    stats,
    close: async () => {
      closed = true;
      await polling;
      server.closeAllConnections();
      await new Promise((r) => server.close(r));
      for (const a of agents.values()) a.destroy();
    },
  };
}

/** The request's X-Forwarded-For with the address this balancer sees appended, as nginx does. */
function forwardedFor(req: http.IncomingMessage): string {
  const peer = req.socket.remoteAddress ?? '';
  const before = req.headers['x-forwarded-for'];
  return before ? `${[before].flat().join(', ')}, ${peer}` : peer;
}
