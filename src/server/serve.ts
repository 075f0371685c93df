// The process (started by main.ts): environment → database → app → listen, and a graceful stop on
// SIGTERM/SIGINT (in-flight requests finish, then the database closes).
import { buildApp } from './app.ts';
import { EnvError, loadEnv } from './env.ts';
import { prepare } from './start-up.ts';

async function main(): Promise<void> {
  let env;
  try {
    env = loadEnv();
  } catch (error) {
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  let deps;
  try {
    deps = await prepare(env, (message) => console.log(message));
  } catch (error) {
    // A setting that cannot work (the object store's bucket, credentials or address) is named, not traced.
    if (error instanceof EnvError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const app = await buildApp(deps);
  app.addHook('onClose', async () => deps.database.close());

  let stopping = false;
  // Answers given while stopping close their connection, so kept-alive sockets do not hold the exit.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (stopping) reply.header('connection', 'close');
    done(null, payload);
  });
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, 'shutting down');
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    app.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', () => stop('SIGTERM'));
  process.on('SIGINT', () => stop('SIGINT'));

  await app.listen({ port: env.PORT, host: env.HOST });
  // The catalogue is built while the first visitors are on their way, not by the first of them.
  app.catalogCache.snapshot().catch((error: unknown) => app.log.warn({ err: error }, 'catalogue not built'));
  // A parent that started the process with a message channel (the tests and benches) learns the port,
  // which with PORT=0 the system chose.
  const address = app.server.address();
  if (process.send && typeof address === 'object' && address) {
    process.send({ listening: address.port });
    process.channel?.unref(); // the channel does not keep the process alive
  }
}

await main();
