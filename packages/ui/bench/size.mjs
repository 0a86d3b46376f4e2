/**
 * Library size: gzipped bytes an app pays for importing only Button, and for importing
 * everything, each measured against a baseline app of React + react-dom + react-aria's own
 * Button (the shared core every consumer pays anyway). Prints figures; passes or fails nothing.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { build } from 'vite';

const pkg = resolve(import.meta.dirname, '..');
// Inside the package so the entries resolve its dependencies; node_modules is ignored by git.
const work = join(pkg, 'node_modules', '.bench-size');
const lib = join(pkg, 'src', 'index.ts');

const entries = {
  baseline: `import { createRoot } from 'react-dom/client';
import { Button } from 'react-aria-components';
createRoot(document.body).render(<Button>Save</Button>);`,
  button: `import { createRoot } from 'react-dom/client';
import { Button } from '${lib}';
createRoot(document.body).render(<Button>Save</Button>);`,
  everything: `import { createRoot } from 'react-dom/client';
import * as ui from '${lib}';
createRoot(document.body).render(<pre>{Object.keys(ui).length}</pre>);
globalThis.ui = ui;`,
};

async function measure(name, source) {
  const dir = join(work, name);
  mkdirSync(dir, { recursive: true });
  const entry = join(dir, 'main.jsx');
  writeFileSync(entry, source);
  const result = await build({
    root: pkg,
    logLevel: 'silent',
    configFile: false,
    plugins: [vanillaExtractPlugin()],
    build: { write: false, minify: true, cssCodeSplit: false, rolldownOptions: { input: entry } },
  });
  const outputs = (Array.isArray(result) ? result : [result]).flatMap((r) => r.output);
  let js = 0;
  let css = 0;
  for (const file of outputs) {
    const bytes = gzipSync(file.type === 'chunk' ? file.code : file.source).length;
    if (file.fileName.endsWith('.js')) js += bytes;
    else if (file.fileName.endsWith('.css')) css += bytes;
  }
  return { js, css };
}

const sizes = {};
for (const [name, source] of Object.entries(entries)) sizes[name] = await measure(name, source);
rmSync(work, { recursive: true, force: true });

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
console.log('@backoffice/ui size (gzip)');
console.log(`  baseline (react + react-dom + RAC Button): JS ${kb(sizes.baseline.js)}`);
for (const name of ['button', 'everything']) {
  const s = sizes[name];
  console.log(
    `  import ${name === 'button' ? 'only Button' : 'everything'}: JS ${kb(s.js)} (+${kb(s.js - sizes.baseline.js)} beyond baseline), CSS ${kb(s.css)}`,
  );
}
console.log(
  `  aim: only Button under 15 KB beyond baseline -> ${sizes.button.js - sizes.baseline.js < 15 * 1024 ? 'met' : 'not met'}`,
);
