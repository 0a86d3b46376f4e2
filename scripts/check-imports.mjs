/**
 * Checks that imports run one way between the workspace's packages, and that there is no import
 * cycle. Part of `pnpm lint`, and of the imports layer of `npm test` (with its tests,
 * scripts/check-imports.test.mjs).
 *
 *   node scripts/check-imports.mjs [ROOT] [--types | --no-types]
 *
 * ROOT defaults to the repository. Every .ts/.tsx/.mjs file under apps/, domains/, packages/ and
 * e2e/ is read (tests and stories included; node_modules, dist and storybook-static* skipped).
 * Each file belongs to the workspace named by its folder: `packages/<x>`, `domains/<x>`,
 * `apps/<x>`, `e2e`. An import of `@backoffice/…` is matched to a folder through the `name` of
 * each package.json; a relative import is matched by the folder it lands in.
 *
 * Cycles: the graph of imports between files (relative ones, and `@backoffice/…` ones resolved
 * through the package's `exports`); `import()` is an edge, and so are type-only imports. A cycle
 * made only of runtime imports always fails. A cycle that needs at least one type-only import
 * (`import type`, `export type … from`, `typeof import()`) is listed in its own section; it fails
 * the check too while TYPE_CYCLES_FAIL below is true (`--types` / `--no-types` override it).
 *
 * Exit code 1 with one line per problem; otherwise one summary line.
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

// ─── The rules ─────────────────────────────────────────────────────────────────────────────────
//
// A workspace is named by its folder. The first rule whose `from` matches the importing
// workspace applies; `*` stands for any one folder. A workspace may always import itself.
// `may` lists what it may import besides itself: workspaces, or `scripts` (the repository's
// scripts/ folder). Anything not listed is a violation.

export const RULES = [
  { from: 'packages/contract', may: [], why: 'the contract imports no package of ours' },
  { from: 'packages/ui', may: [], why: 'ui imports no package of ours' },
  { from: 'packages/access', may: ['packages/contract'], why: 'access imports only contract' },
  { from: 'packages/realtime', may: ['packages/contract'], why: 'realtime imports only contract' },
  {
    from: 'packages/api-client',
    may: ['packages/contract'],
    why: 'api-client imports only contract',
  },
  { from: 'packages/*', may: ['packages/*'], why: 'packages never import domains or apps' },
  {
    from: 'domains/*',
    may: ['packages/*', 'domains/common'],
    why: 'a domain imports packages and domains/common only: never another domain, never an app (a *.server.test.ts may also import @backoffice/api/testing)',
  },
  {
    from: 'apps/*',
    may: ['packages/*', 'domains/*', 'scripts'],
    why: 'an app imports domains and packages, never another app',
  },
  {
    from: 'e2e',
    may: ['packages/*', 'scripts'],
    why: "e2e drives the built product: it imports packages and scripts/, never an app's source",
  },
];

/** Allowed although the table above says no: one exact specifier, from files matching `file`. */
export const EXCEPTIONS = [
  {
    from: 'domains/*',
    file: /\.server\.test\.ts$/,
    specifier: '@backoffice/api/testing',
    why: "a domain's server tests run on the server's test harness",
  },
];

/** Files at the repository root every workspace may import (the shared Vitest settings). */
export const SHARED_ROOT_FILES = ['vitest.shared.ts'];

/**
 * Whether a cycle that needs a type-only import fails the check. It is still a design smell: a
 * type belongs in a module both sides can import. None remains in the tree, so it fails.
 */
export const TYPE_CYCLES_FAIL = true;

const WORKSPACE_PARENTS = ['packages', 'domains', 'apps'];
const SINGLE_WORKSPACES = ['e2e'];
const SOURCE = /\.(?:ts|tsx|mjs)$/;
const SKIP_DIR = (name) =>
  name === 'node_modules' || name === 'dist' || name.startsWith('storybook-static');
const EXTENSIONS = ['.ts', '.tsx', '.mjs', '.js', '/index.ts', '/index.tsx'];

// ─── Reading the tree ──────────────────────────────────────────────────────────────────────────

const toPosix = (path) => path.split(sep).join('/');

/** The workspaces: { id: 'packages/ui', dir, name, exports, main }. */
function findWorkspaces(root) {
  const workspaces = [];
  const add = (id) => {
    const dir = join(root, id);
    let manifest = {};
    const file = join(dir, 'package.json');
    if (existsSync(file)) manifest = JSON.parse(readFileSync(file, 'utf8'));
    workspaces.push({
      id,
      dir,
      name: manifest.name,
      exports: manifest.exports,
      main: manifest.main,
    });
  };
  for (const parent of WORKSPACE_PARENTS) {
    const dir = join(root, parent);
    if (!existsSync(dir)) continue;
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.isDirectory() && !entry.name.startsWith('.') && !SKIP_DIR(entry.name)) {
        add(`${parent}/${entry.name}`);
      }
    }
  }
  for (const id of SINGLE_WORKSPACES) if (existsSync(join(root, id))) add(id);
  return workspaces;
}

function listSources(dir, out = []) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIP_DIR(entry.name)) listSources(join(dir, entry.name), out);
    } else if (SOURCE.test(entry.name)) {
      out.push(join(dir, entry.name));
    }
  }
  return out;
}

/** Where a path (relative to the root, posix) belongs: a workspace id, `scripts`, or the path. */
function areaOf(relPath, workspaceIds) {
  const parts = relPath.split('/');
  if (WORKSPACE_PARENTS.includes(parts[0]) && parts.length > 1) {
    const id = `${parts[0]}/${parts[1]}`;
    if (workspaceIds.has(id)) return id;
  }
  if (workspaceIds.has(parts[0])) return parts[0];
  if (parts[0] === 'scripts') return 'scripts';
  return relPath;
}

// ─── Parsing ───────────────────────────────────────────────────────────────────────────────────

const REGEX_BEFORE = new Set('(,=:[!&|?{};+-*%<>~^'.split(''));
const REGEX_AFTER_WORD =
  /(?:^|[^\w$])(?:return|typeof|case|do|else|in|of|new|delete|void|throw|yield|await)$/;

/**
 * Blanks out comments and the insides of strings, template literals and regular expressions
 * (keeping line breaks, so offsets and line numbers stay right), and remembers each string
 * literal by the offset of its opening quote. Import statements are then found in `code` only,
 * so an import written inside a comment or a string is not one.
 */
export function mask(source) {
  const out = source.split('');
  const strings = new Map();
  const blank = (from, to) => {
    for (let k = from; k < to; k++) if (out[k] !== '\n') out[k] = ' ';
  };
  const braces = []; // one counter per `${` we are inside of
  let i = 0;
  let lastSignificant = -1; // offset of the last character of code that is not a space
  const n = source.length;
  const readTemplate = () => {
    // i is just after a backtick or a `}` closing `${ … }`
    const start = i;
    while (i < n) {
      const c = source[i];
      if (c === '\\') i += 2;
      else if (c === '`') {
        blank(start, i);
        i++;
        return;
      } else if (c === '$' && source[i + 1] === '{') {
        blank(start, i);
        i += 2;
        braces.push(0);
        return;
      } else i++;
    }
    blank(start, n);
  };
  while (i < n) {
    const c = source[i];
    const next = source[i + 1];
    if (c === '/' && next === '/') {
      const end = source.indexOf('\n', i);
      const stop = end === -1 ? n : end;
      blank(i, stop);
      i = stop;
    } else if (c === '/' && next === '*') {
      const end = source.indexOf('*/', i + 2);
      const stop = end === -1 ? n : end + 2;
      blank(i, stop);
      i = stop;
    } else if (c === "'" || c === '"') {
      let j = i + 1;
      let value = '';
      while (j < n && source[j] !== c && source[j] !== '\n') {
        if (source[j] === '\\') {
          value += source[j + 1] ?? '';
          j += 2;
        } else value += source[j++];
      }
      strings.set(i, value);
      blank(i + 1, Math.min(j, n));
      lastSignificant = j;
      i = j + 1;
    } else if (c === '`') {
      i++;
      readTemplate();
      lastSignificant = i - 1;
    } else if (c === '{' && braces.length) {
      braces[braces.length - 1]++;
      lastSignificant = i++;
    } else if (c === '}' && braces.length && braces[braces.length - 1] === 0) {
      braces.pop();
      i++;
      readTemplate();
      lastSignificant = i - 1;
    } else if (c === '/' && isRegexStart(out, lastSignificant)) {
      let j = i + 1;
      let inClass = false;
      while (j < n && source[j] !== '\n') {
        const d = source[j];
        if (d === '\\') j++;
        else if (d === '[') inClass = true;
        else if (d === ']') inClass = false;
        else if (d === '/' && !inClass) break;
        j++;
      }
      blank(i + 1, j);
      lastSignificant = j;
      i = j + 1;
    } else {
      if (c === '}' && braces.length) braces[braces.length - 1]--;
      if (!/\s/.test(c)) lastSignificant = i;
      i++;
    }
  }
  return { code: out.join(''), strings };
}

function isRegexStart(out, last) {
  if (last < 0) return true;
  const prev = out[last];
  if (REGEX_BEFORE.has(prev)) return true;
  if (/[\w$]/.test(prev)) {
    const before = out.slice(Math.max(0, last - 12), last + 1).join('');
    return REGEX_AFTER_WORD.test(before);
  }
  return false;
}

// `import … from '…'` and `export … from '…'`, over any number of lines.
const STATIC_IMPORT =
  /(?<![\w$.])(import|export)\s+(type\s+)?((?:[\w$]+\s*,\s*)?(?:\{[^{}]*\}|\*(?:\s+as\s+[\w$]+)?|[\w$]+))\s*from\s*(?=['"])/g;
// `import '…'` (for its side effects)
const BARE_IMPORT = /(?<![\w$.])import\s*(?=['"])/g;
// `import('…')`, `typeof import('…')`, `require('…')`
const CALL_IMPORT = /(?<![\w$.])(typeof\s+)?(import|require)\s*\(\s*(?=['"])/g;

/**
 * The imports of one file: { specifier, line, kind } where kind is 'static', 'dynamic' or
 * 'type' (erased at compile time: `import type`, `export type … from`, `typeof import()`).
 * `import { type A } from` stays 'static': with verbatimModuleSyntax it still loads the module.
 */
export function parseImports(source) {
  const { code, strings } = mask(source);
  const lineStarts = [0];
  for (let k = 0; k < code.length; k++) if (code[k] === '\n') lineStarts.push(k + 1);
  const lineOf = (offset) => {
    let lo = 0;
    let hi = lineStarts.length - 1;
    while (lo < hi) {
      const mid = (lo + hi + 1) >> 1;
      if (lineStarts[mid] <= offset) lo = mid;
      else hi = mid - 1;
    }
    return lo + 1;
  };
  const found = [];
  const take = (match, kind) => {
    const quote = match.index + match[0].length;
    const specifier = strings.get(quote);
    if (specifier !== undefined) found.push({ specifier, line: lineOf(match.index), kind });
  };
  for (const m of code.matchAll(STATIC_IMPORT)) take(m, m[2] ? 'type' : 'static');
  for (const m of code.matchAll(BARE_IMPORT)) take(m, 'static');
  for (const m of code.matchAll(CALL_IMPORT)) {
    take(m, m[1] ? 'type' : m[2] === 'import' ? 'dynamic' : 'static');
  }
  return found.sort((a, b) => a.line - b.line);
}

// ─── Resolving ─────────────────────────────────────────────────────────────────────────────────

function isFile(path) {
  try {
    return statSync(path).isFile();
  } catch {
    return false;
  }
}

/** The source file a path means, trying the extensions TypeScript and Vite would try. */
function resolveFile(path) {
  if (SOURCE.test(path) && isFile(path)) return path;
  for (const ext of EXTENSIONS) if (isFile(path + ext)) return path + ext;
  const js = path.match(/^(.*)\.js$/); // `./x.js` written for `./x.ts`
  if (js) for (const ext of ['.ts', '.tsx']) if (isFile(js[1] + ext)) return js[1] + ext;
  return undefined;
}

/** The target of a package.json `exports` entry (a string, or conditions). */
function exportTarget(entry) {
  if (typeof entry === 'string') return entry;
  if (entry && typeof entry === 'object') {
    for (const key of ['types', 'import', 'development', 'default']) {
      const target = exportTarget(entry[key]);
      if (target) return target;
    }
  }
  return undefined;
}

/** The file a package's subpath ('.' or './server') stands for, when it can be known. */
function resolveExport(workspace, subpath) {
  let exports = workspace.exports;
  if (exports === undefined) {
    if (subpath !== '.') return resolveFile(join(workspace.dir, subpath));
    const main = workspace.main ? join(workspace.dir, workspace.main) : undefined;
    return (main && resolveFile(main)) ?? resolveFile(join(workspace.dir, 'src/index'));
  }
  if (typeof exports === 'string' || !Object.keys(exports).some((k) => k.startsWith('.'))) {
    exports = { '.': exports };
  }
  if (subpath in exports) {
    const target = exportTarget(exports[subpath]);
    return target && resolveFile(join(workspace.dir, target));
  }
  for (const [key, entry] of Object.entries(exports)) {
    const star = key.indexOf('*');
    if (star === -1) continue;
    const [head, tail] = [key.slice(0, star), key.slice(star + 1)];
    if (subpath.startsWith(head) && subpath.endsWith(tail) && subpath.length >= key.length - 1) {
      const target = exportTarget(entry);
      if (!target) return undefined;
      const part = subpath.slice(head.length, subpath.length - tail.length);
      return resolveFile(join(workspace.dir, target.replaceAll('*', part)));
    }
  }
  return undefined;
}

// ─── Checking ──────────────────────────────────────────────────────────────────────────────────

const matches = (pattern, id) =>
  pattern.endsWith('/*')
    ? id.startsWith(pattern.slice(0, -1)) && !id.slice(pattern.length - 1).includes('/')
    : pattern === id;

export function ruleFor(id) {
  return RULES.find((rule) => matches(rule.from, id));
}

/** Of two imports of one file by another, the one kept for the graph: static > dynamic > type. */
const RANK = { static: 2, dynamic: 1, type: 0 };

/** Reads the tree under root and returns what it found. */
export function checkImports(root) {
  root = resolve(root);
  const workspaces = findWorkspaces(root);
  const ids = new Set(workspaces.map((w) => w.id));
  const byName = workspaces.filter((w) => w.name).sort((a, b) => b.name.length - a.name.length);
  const files = workspaces.flatMap((w) => listSources(w.dir)).sort();
  const rel = (file) => toPosix(relative(root, file));
  const violations = [];
  /** file -> Map(target file -> { kind, line, specifier }) */
  const graph = new Map();
  /** workspace -> Map(workspace -> first allowed import seen), for cycles between packages */
  const packageGraph = new Map();
  let importCount = 0;

  for (const file of files) {
    const from = rel(file);
    const fromArea = areaOf(from, ids);
    const rule = ruleFor(fromArea);
    const edges = new Map();
    graph.set(file, edges);
    for (const imp of parseImports(readFileSync(file, 'utf8'))) {
      const spec = imp.specifier.replace(/[?#].*$/, '');
      let targetArea;
      let targetFile;
      if (spec.startsWith('.') || spec.startsWith('/')) {
        importCount++;
        const path = resolve(dirname(file), spec);
        targetFile = resolveFile(path);
        targetArea = areaOf(rel(targetFile ?? path), ids);
      } else if (spec.startsWith('@backoffice/')) {
        importCount++;
        let workspace = byName.find((w) => spec === w.name || spec.startsWith(`${w.name}/`));
        let subpath = workspace ? `.${spec.slice(workspace.name.length)}` : '.';
        if (!workspace) {
          // A package whose package.json is not written yet: match its folder name.
          const [, folder, ...rest] = spec.split('/');
          workspace = workspaces.find((w) => w.id.split('/').at(-1) === folder);
          subpath = rest.length ? `./${rest.join('/')}` : '.';
        }
        if (!workspace) {
          violations.push({
            at: `${from}:${imp.line}`,
            message: `imports '${imp.specifier}': no workspace package has that name`,
          });
          continue;
        }
        targetArea = workspace.id;
        targetFile = resolveExport(workspace, subpath);
      } else {
        continue; // a dependency from npm, or node:
      }
      if (targetFile && SOURCE.test(targetFile)) {
        const previous = edges.get(targetFile);
        if (!previous || RANK[imp.kind] > RANK[previous.kind]) edges.set(targetFile, imp);
      }
      if (targetArea === fromArea) continue;

      const allowedByRule =
        rule?.may.some((pattern) => matches(pattern, targetArea)) ||
        SHARED_ROOT_FILES.includes(targetArea);
      const exception = EXCEPTIONS.find(
        (e) => matches(e.from, fromArea) && e.file.test(from) && e.specifier === imp.specifier,
      );
      if (!allowedByRule && !exception) {
        violations.push({
          at: `${from}:${imp.line}`,
          message:
            `imports '${imp.specifier}' (${targetArea}): ` +
            (rule ? `${rule.why} [rule ${rule.from}]` : `no rule for ${fromArea}`),
        });
      } else if (!exception && ids.has(targetArea)) {
        // Only allowed imports: a forbidden one is reported above, not again as a cycle.
        if (!packageGraph.has(fromArea)) packageGraph.set(fromArea, new Map());
        const edgesOut = packageGraph.get(fromArea);
        if (!edgesOut.has(targetArea)) edgesOut.set(targetArea, { line: imp.line, file: from });
      }
    }
  }

  // Edges into files outside the scanned tree (e.g. scripts/) are not part of any cycle.
  for (const edges of graph.values())
    for (const target of edges.keys()) if (!graph.has(target)) edges.delete(target);

  const runtime = new Map(
    [...graph].map(([file, edges]) => [
      file,
      new Map([...edges].filter(([, edge]) => edge.kind !== 'type')),
    ]),
  );
  const valueCycles = findCycles(runtime);
  const valueKeys = new Set(valueCycles.map(cycleKey));
  const typeCycles = findCycles(graph).filter((cycle) => !valueKeys.has(cycleKey(cycle)));
  const show = (cycle) => ({
    path: cycle.map(rel).join(' -> '),
    edges: cycle.slice(0, -1).map((file, k) => {
      const edge = graph.get(file).get(cycle[k + 1]);
      return `${rel(file)}:${edge.line} ${edge.kind === 'type' ? 'imports type' : edge.kind === 'dynamic' ? 'import()s' : 'imports'} '${edge.specifier}'`;
    }),
  });
  const packageCycles = findCycles(packageGraph).map((cycle) => ({
    path: cycle.join(' -> '),
    edges: cycle.slice(0, -1).map((id, k) => {
      const edge = packageGraph.get(id).get(cycle[k + 1]);
      return `${edge.file}:${edge.line} imports ${cycle[k + 1]}`;
    }),
  }));
  return {
    files: files.length,
    imports: importCount,
    violations,
    valueCycles: valueCycles.map(show),
    typeCycles: typeCycles.map(show),
    packageCycles,
  };
}

const cycleKey = (cycle) => cycle.join('\u0000');

/**
 * The cycles of a graph (Map node -> Map target -> edge): in each strongly connected group, for
 * every edge u -> v of the group, the shortest way back from v to u. So every import that takes
 * part in a cycle shows in at least one reported cycle. Each cycle starts at its smallest node.
 */
export function findCycles(graph) {
  const cycles = new Map();
  for (const group of stronglyConnected(graph)) {
    const inGroup = new Set(group);
    for (const u of group) {
      for (const v of graph.get(u)?.keys() ?? []) {
        if (!inGroup.has(v)) continue;
        const back = shortestPath(graph, v, u, inGroup);
        if (!back) continue;
        const loop = [u, ...back]; // u -> v -> … -> u
        const body = loop.slice(0, -1);
        let start = 0;
        for (let k = 1; k < body.length; k++) if (body[k] < body[start]) start = k;
        const rotated = [...body.slice(start), ...body.slice(0, start)];
        rotated.push(rotated[0]);
        cycles.set(cycleKey(rotated), rotated);
      }
    }
  }
  return [...cycles.values()].sort(
    (a, b) => a.length - b.length || cycleKey(a).localeCompare(cycleKey(b)),
  );
}

function shortestPath(graph, from, to, allowed) {
  const previous = new Map([[from, null]]);
  const queue = [from];
  for (let head = 0; head < queue.length; head++) {
    const node = queue[head];
    if (node === to) {
      const path = [];
      for (let at = to; at !== null; at = previous.get(at)) path.unshift(at);
      return path;
    }
    for (const next of graph.get(node)?.keys() ?? []) {
      if (allowed.has(next) && !previous.has(next)) {
        previous.set(next, node);
        queue.push(next);
      }
    }
  }
  return undefined;
}

/** Tarjan's algorithm, without recursion; returns the groups that hold a cycle. */
function stronglyConnected(graph) {
  const index = new Map();
  const low = new Map();
  const onStack = new Set();
  const stack = [];
  const groups = [];
  let counter = 0;
  for (const start of graph.keys()) {
    if (index.has(start)) continue;
    const work = [[start, [...(graph.get(start)?.keys() ?? [])], 0]];
    index.set(start, counter);
    low.set(start, counter++);
    stack.push(start);
    onStack.add(start);
    while (work.length) {
      const frame = work[work.length - 1];
      const [node, targets] = frame;
      if (frame[2] < targets.length) {
        const next = targets[frame[2]++];
        if (!index.has(next)) {
          index.set(next, counter);
          low.set(next, counter++);
          stack.push(next);
          onStack.add(next);
          work.push([next, [...(graph.get(next)?.keys() ?? [])], 0]);
        } else if (onStack.has(next)) {
          low.set(node, Math.min(low.get(node), index.get(next)));
        }
        continue;
      }
      work.pop();
      if (work.length) {
        const parent = work[work.length - 1][0];
        low.set(parent, Math.min(low.get(parent), low.get(node)));
      }
      if (low.get(node) === index.get(node)) {
        const group = [];
        let member;
        do {
          member = stack.pop();
          onStack.delete(member);
          group.push(member);
        } while (member !== node);
        if (group.length > 1 || graph.get(node)?.has(node)) groups.push(group.sort());
      }
    }
  }
  return groups;
}

// ─── Command line ──────────────────────────────────────────────────────────────────────────────

function main(argv) {
  const args = argv.filter((a) => !a.startsWith('--'));
  const root = args[0] ?? resolve(dirname(fileURLToPath(import.meta.url)), '..');
  const types = argv.includes('--types') || (TYPE_CYCLES_FAIL && !argv.includes('--no-types'));
  const result = checkImports(root);
  for (const v of result.violations) console.error(`${v.at}  ${v.message}`);
  const printCycles = (title, cycles) => {
    if (!cycles.length) return;
    console.error(`${title}:`);
    for (const cycle of cycles) {
      console.error(`  ${cycle.path}`);
      for (const edge of cycle.edges) console.error(`      ${edge}`);
    }
  };
  printCycles('import cycles', result.valueCycles);
  printCycles(
    `import cycles through a type-only import${types ? '' : ' (not failing: --no-types)'}`,
    result.typeCycles,
  );
  printCycles('cycles between workspace packages', result.packageCycles);
  const cycles =
    result.valueCycles.length +
    result.packageCycles.length +
    (types ? result.typeCycles.length : 0);
  const summary =
    `imports: ${result.files} files, ${result.imports} imports checked, ` +
    `${result.violations.length} violation${result.violations.length === 1 ? '' : 's'}, ` +
    `${cycles} cycle${cycles === 1 ? '' : 's'}` +
    (!types && result.typeCycles.length
      ? ` (+${result.typeCycles.length} through type-only imports)`
      : '');
  if (result.violations.length || cycles) {
    console.error(summary);
    return 1;
  }
  console.log(summary);
  return 0;
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.exitCode = main(process.argv.slice(2));
}
