import { defineConfig } from 'vite';

// The embeddable custom-beer element ships as one self-contained, minified ES module served at
// /custom-beer.js. No framework inside: docs/architecture.md budgets it at 40 KB gzip.
export default defineConfig({
  publicDir: false,
  build: {
    outDir: 'dist/element',
    emptyOutDir: true,
    target: 'es2022',
    // Lib mode keeps whitespace in ES output for consumers' tree-shaking; this file is served as is.
    rolldownOptions: { output: { minify: true } },
    sourcemap: false,
    reportCompressedSize: true,
    lib: {
      entry: 'src/custom-beer-element/main.ts',
      formats: ['es'],
      fileName: () => 'custom-beer.js',
    },
  },
});
