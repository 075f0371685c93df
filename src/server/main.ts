// The server's entry: Node keeps what it compiled of the server's modules (TypeScript stripped, then
// bytecode) in a cache between starts, so a restart loads them without compiling them again
// (docs/decisions/032-start-up.md); the server itself is in serve.ts.
import module from 'node:module';

module.enableCompileCache();
await import('./serve.ts');
