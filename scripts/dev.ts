// `npm run dev`: the API server restarting on change (node --watch) beside Vite's dev server with hot
// reload on http://localhost:5173 (it proxies /api and /objects to the server on port 3000).
import { spawn } from 'node:child_process';

const children = [
  spawn(process.execPath, ['--watch-path=src/server', '--watch-path=src/shared', 'src/server/main.ts'], {
    stdio: 'inherit',
  }),
  spawn('npx', ['vite'], { stdio: 'inherit' }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children) child.on('exit', (code) => code && stop());
