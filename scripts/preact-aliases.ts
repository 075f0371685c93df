// The web app is written against React's API and runs on Preact's compatibility layer
// (docs/decisions/018-preact-runtime.md): the build, the development server and the screen tests
// resolve React's module names to Preact's, so every library that imports React (the router, Radix,
// TanStack Query, forms, icons) shares the one runtime.
import type { Alias } from 'vite';

/** Each React module name, and the Preact module that takes its place. */
export const reactToPreact: Readonly<Record<string, string>> = {
  react: 'preact/compat',
  'react-dom': 'preact/compat',
  'react-dom/client': 'preact/compat/client',
  'react-dom/server': 'preact/compat/server',
  'react-dom/test-utils': 'preact/test-utils',
  'react/jsx-runtime': 'preact/jsx-runtime',
  'react/jsx-dev-runtime': 'preact/jsx-dev-runtime',
};

/** The same, as Vite aliases that match the whole module name only. */
export const preactAliases: Alias[] = Object.entries(reactToPreact).map(([name, replacement]) => ({
  find: new RegExp(`^${name.replaceAll('/', '\\/')}$`),
  replacement,
}));
