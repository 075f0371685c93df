// `npm start`: build the web app if needed, then serve the shop (embedded database and demo data by default).
import { buildIfNeeded } from './build-if-needed.ts';

buildIfNeeded();
await import('../src/server/main.ts');
