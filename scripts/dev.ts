// `npm run dev`: the Taproom server with Vite inside it (WEB_DEV_SERVER=on, src/server/plugins/
// web-dev-server.ts): pages rendered on the server from the sources, hot reload in the browser, and the
// server restarting when its own code changes. PORT sets the port (default 3000).
import { spawn } from 'node:child_process';
import { devPorts } from './dev-ports.ts';

let ports;
try {
  ports = devPorts(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const env = { ...process.env, PORT: String(ports.api), WEB_DEV_SERVER: 'on' };

const server = spawn(
  process.execPath,
  ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'],
  { stdio: 'inherit', env },
);
console.log(`Taproom (rendered on the server, hot reload): http://localhost:${ports.api}/`);
const stop = () => server.kill('SIGTERM');
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
server.on('exit', (code) => process.exit(code ?? 0));
