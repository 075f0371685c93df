// The server's entry: Node keeps what it compiled of the server's modules (TypeScript stripped, then
// bytecode) in a cache between starts, so a restart loads them without compiling them again, and Drizzle
// is loaded as CommonJS (docs/decisions/031-memory-and-start-up.md); the server itself is in serve.ts.
// `npm start` and the container image turn the cache on before the first module with NODE_COMPILE_CACHE
// (docs/decisions/051-compile-cache-from-the-first-module.md); the call below covers a server started
// by hand.
import module from 'node:module';

module.enableCompileCache();

/**
 * Drizzle's ES modules are some three hundred files under one 180 KB package.json, which Node reads and
 * parses again for every one of them as it imports them: two seconds and 150 MB of garbage at each
 * start. Its CommonJS build (the same code, in the same package) is loaded without those reads.
 */
module.registerHooks({
  resolve(specifier, context, nextResolve) {
    if (specifier !== 'drizzle-orm' && !specifier.startsWith('drizzle-orm/'))
      return nextResolve(specifier, context);
    return nextResolve(specifier, { ...context, conditions: ['node', 'require'] });
  },
});

await import('./serve.ts');
