// A TCP relay the test can cut: in front of Redis (or any server) it passes bytes both ways until `cut()`, after
// which it drops every open connection and takes new ones without ever answering, as a host that vanished from
// the network does (connections neither refused nor served). `mend()` lets traffic through again.
import net from 'node:net';
import type { AddressInfo } from 'node:net';

export interface TcpSwitch {
  readonly port: number;
  cut(): void;
  mend(): void;
  close(): Promise<void>;
}

export async function startTcpSwitch(target: { host: string; port: number }): Promise<TcpSwitch> {
  let open = true;
  const sockets = new Set<net.Socket>();
  const server = net.createServer((client) => {
    sockets.add(client);
    client.on('close', () => sockets.delete(client));
    client.on('error', () => undefined);
    if (!open) return; // held: accepted, never answered
    const upstream = net.connect(target.port, target.host);
    sockets.add(upstream);
    upstream.on('close', () => {
      sockets.delete(upstream);
      client.destroy();
    });
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    port: (server.address() as AddressInfo).port,
    cut() {
      open = false;
      for (const s of sockets) s.destroy();
    },
    mend() {
      open = true;
      for (const s of sockets) s.destroy();
    },
    close() {
      for (const s of sockets) s.destroy();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  };
}
