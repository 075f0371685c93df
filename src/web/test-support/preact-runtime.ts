// Vitest set-up file: the screen tests run the app on the runtime it ships with (scripts/preact-aliases.ts).
// The test's own modules are resolved by Vite's aliases; the libraries Node loads itself (the router, Radix,
// Testing Library, icons) import React by name, so Node's resolution maps those names too.
import { registerHooks } from 'node:module';
import { reactToPreact } from '../../../scripts/preact-aliases.ts';

const registered = Symbol.for('taproom.preact-runtime');
const state = globalThis as { [registered]?: boolean };

if (!state[registered]) {
  state[registered] = true;
  registerHooks({
    resolve: (specifier, context, nextResolve) => nextResolve(reactToPreact[specifier] ?? specifier, context),
  });
}
