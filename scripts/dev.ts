// `npm run dev`: the API server restarting on change (node --watch) beside Vite's dev server with hot
// reload. Ports come from the environment: PORT for the API server (default 3000), WEB_PORT for the
// page the developer opens (default 5173; Vite proxies /api and /objects to PORT).
import { spawn } from 'node:child_process';
import { devPorts } from './dev-ports.ts';

let ports;
try {
  ports = devPorts(process.env);
} catch (error) {
  console.error((error as Error).message);
  process.exit(2);
}
const env = { ...process.env, PORT: String(ports.api), WEB_PORT: String(ports.web) };

const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    stdio: 'inherit',
    env,
  }),
  spawn('npx', ['vite'], { stdio: 'inherit', env }),
];
console.log(`Taproom (hot reload): http://localhost:${ports.web}/`);
console.log(`API server:           http://localhost:${ports.api}/api`);
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
