// The baseline every server figure is divided by: a bare Fastify answering {"hello":"world"}, in a process
// of its own started with Node's defaults, loaded the same way in the same run.
// Run alone: node bench/hello-world.ts [port]
import { spawn } from 'node:child_process';
import Fastify from 'fastify';

export interface HelloWorld {
  url: string;
  stop(): Promise<void>;
}

export async function spawnHelloWorld(port = 0): Promise<HelloWorld> {
  const child = spawn(process.execPath, [import.meta.filename, String(port)], {
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const listening = await new Promise<number>((resolve, reject) => {
    child.once('message', (message: { listening: number }) => resolve(message.listening));
    void exited.then(() => reject(new Error('the hello-world server stopped before listening')));
  });
  return {
    url: `http://127.0.0.1:${listening}/`,
    stop: async () => {
      child.kill('SIGTERM');
      await exited;
    },
  };
}

if (import.meta.main) {
  const app = Fastify({ logger: false });
  app.get('/', async () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.argv[2] ?? 0), host: '127.0.0.1' });
  const address = app.server.address();
  if (typeof address === 'object' && address) process.send?.({ listening: address.port });
  process.channel?.unref();
  process.on('SIGTERM', () => void app.close().then(() => process.exit(0)));
}
