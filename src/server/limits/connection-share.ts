// Connections shared fairly between clients (docs/operations.md, "Connections"): one client address holds
// at most MAX_CONNECTIONS_PER_CLIENT of the server's MAX_CONNECTIONS. A connection over its address's share
// is closed as it arrives, before a byte of it is read or parsed. Behind a trusted proxy the peer is the
// proxy and carries many clients, so there the share counts the open requests of each client the proxy
// names, refused as soon as the headers are in, before any body is read or any route runs.
import type { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import type { TrustsProxy } from './trusted-proxies.ts';

/** Counts open things per key; `take` says whether one more fits, and `give back` frees it once. */
function shares(perKey: number) {
  const open = new Map<string, number>();
  return {
    take(key: string): (() => void) | null {
      const held = open.get(key) ?? 0;
      if (held >= perKey) return null;
      open.set(key, held + 1);
      let returned = false;
      return () => {
        if (returned) return;
        returned = true;
        const left = (open.get(key) ?? 1) - 1;
        if (left > 0) open.set(key, left);
        else open.delete(key);
      };
    },
  };
}

export function shareConnections(
  app: FastifyInstance,
  options: { perClient: number; trustsProxy: TrustsProxy | false },
): void {
  const { trustsProxy } = options;
  const isProxy = trustsProxy ? (address: string) => trustsProxy(address, 0) : () => false;
  const sockets = shares(options.perClient);
  app.server.on('connection', (socket: Socket) => {
    const peer = socket.remoteAddress ?? '';
    if (isProxy(peer)) return;
    const giveBack = sockets.take(peer);
    if (!giveBack) {
      // A reset costs the server nothing more: no parser runs, no answer is written.
      socket.resetAndDestroy();
      return;
    }
    socket.once('close', giveBack);
  });

  const requests = shares(options.perClient);
  app.addHook('onRequest', (request, reply, done) => {
    if (!isProxy(request.socket.remoteAddress ?? '')) return done();
    const giveBack = requests.take(request.ip);
    if (!giveBack) {
      reply.header('connection', 'close').header('retry-after', '1');
      reply.code(429).send({ message: 'Too many open requests from this address' });
      return;
    }
    // `giveBack` frees its share once, however often it is called.
    reply.raw.on('close', giveBack);
    done();
  });
}
