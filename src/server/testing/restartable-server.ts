import type { AddressInfo, Server } from 'node:net';

interface Closing {
  on(event: 'close', listener: () => void): unknown;
}

/**
 * The listening part of a stand-in for a remote service (a payer's real-time endpoint, a
 * clearinghouse's SFTP server) that tests take down and bring back. `stop` closes the port and
 * drops every open connection, as a server going away does; `start` listens again on the port
 * it had, so that a connection set up with that port reaches the server again.
 */
export function restartableServer<C extends Closing>(
  create: () => Server,
  drop: (connection: C) => void,
) {
  const connections = new Set<C>();
  let server: Server | undefined;
  let port = 0;

  return {
    get port() {
      return port;
    },
    /** Keeps a client's connection until it closes, so that `stop` can drop it; answers a forget. */
    track(connection: C): () => void {
      const forget = () => {
        connections.delete(connection);
      };
      connections.add(connection);
      connection.on('close', forget);
      return forget;
    },
    start: () =>
      new Promise<void>((resolve, reject) => {
        const next = create();
        next.once('error', reject);
        next.listen(port, '127.0.0.1', () => {
          port = (next.address() as AddressInfo).port;
          server = next;
          resolve();
        });
      }),
    async stop() {
      const current = server;
      server = undefined;
      for (const connection of connections) drop(connection);
      connections.clear();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
  };
}
