// The project's import boundaries (docs/architecture.md, "Modules and their arrows"), as one ESLint rule:
// - server: a domain module (`src/modules/<m>`) reaches another module only through its `service.ts`; read
//   models (`src/read-models/<r>`) may read any module's queries and services but no routes; no domain
//   module imports a read model;
//   the lifecycle modules (pool, verification, disposal) never import one another: the case module composes them;
// - web: `components/` and `lib/` never import `features/` or `app/`; a feature never imports another.
import fs from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '..');
const SERVER_MODULES = path.join(ROOT, 'packages/server/src/modules') + path.sep;
const SERVER_READ_MODELS = path.join(ROOT, 'packages/server/src/read-models') + path.sep;
const WEB_SRC = path.join(ROOT, 'packages/web/src') + path.sep;

/** The modules a case moves through; only `case` (and read models) may import them together. */
export const LIFECYCLE = ['pool', 'verification', 'disposal'];

function segmentsUnder(base, file) {
  return file.startsWith(base) ? file.slice(base.length).split(path.sep) : null;
}

/**
 * A server file's unit: `{ name, readModel }` for a file inside a module or a read model (what
 * computes what leaders look at: it reads every domain's tables and writes only its own aggregates).
 */
function unitOf(file) {
  const m = segmentsUnder(SERVER_MODULES, file);
  if (m && m.length > 1) return { name: m[0], readModel: false, rest: m };
  const r = segmentsUnder(SERVER_READ_MODELS, file);
  if (r && r.length > 1) return { name: r[0], readModel: true, rest: r };
  return null;
}

/** Returns the reason an import from `from` to `to` crosses a boundary, or null. */
export function boundaryViolation(from, to) {
  const ua = unitOf(from);
  const ub = unitOf(to);
  if (ua && ub && (ua.name !== ub.name || ua.readModel !== ub.readModel)) {
    const a = ua.rest;
    const b = ub.rest;
    if (ub.readModel && !ua.readModel) return `领域模块 ${a[0]} 不得引用读模型 ${b[0]}`;
    const file = b[b.length - 1];
    if (ua.readModel) return /routes\.ts$/.test(file) ? `读模型 ${a[0]} 不得引用 ${b[0]} 的路由` : null;
    if (file !== 'service.ts') return `模块 ${a[0]} 只能通过 ${b[0]} 的 service.ts 引用它（不能引用 ${b.join('/')}）`;
    if (LIFECYCLE.includes(a[0]) && LIFECYCLE.includes(b[0]))
      return `生命周期模块 ${a[0]} 不得引用 ${b[0]}：跨企业库、核实、处置的步骤放在 case 模块`;
    return null;
  }
  const wa = segmentsUnder(WEB_SRC, from);
  const wb = segmentsUnder(WEB_SRC, to);
  if (wa && wb) {
    if ((wa[0] === 'components' || wa[0] === 'lib') && (wb[0] === 'features' || wb[0] === 'app')) {
      return `web/src/${wa[0]} 不得引用 web/src/${wb[0]}`;
    }
    if (wa[0] === 'features' && wb[0] === 'features' && wa[1] !== wb[1]) {
      return `功能 ${wa[1]} 不得引用另一个功能 ${wb[1]}（由 app/pages 组合）`;
    }
  }
  return null;
}

const rule = {
  meta: { type: 'problem', docs: { description: 'module and feature import boundaries' }, schema: [] },
  create(context) {
    const from = context.filename;
    function check(node) {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const reason = boundaryViolation(from, path.resolve(path.dirname(from), source));
      if (reason) context.report({ node: node.source, message: reason });
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};

/** Value imports between the repository's own files (type-only imports vanish at run time, so they cannot cycle). */
const IMPORT_RE = /^\s*(?:import|export)\s+(?!type\b)(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;
const graphCache = new Map();

function edgesOf(file) {
  if (graphCache.has(file)) return graphCache.get(file);
  let text = '';
  try {
    text = fs.readFileSync(file, 'utf8');
  } catch {
    /* a file that does not exist has no edges */
  }
  const edges = [...text.matchAll(IMPORT_RE)].map((m) => path.resolve(path.dirname(file), m[1]));
  graphCache.set(file, edges);
  return edges;
}

/** The shortest chain of value imports that leads from `start` back to itself, or null. */
export function cycleThrough(start) {
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift();
    for (const next of edgesOf(file)) {
      if (next === start) {
        const chain = [file];
        for (let f = prev.get(file); f; f = prev.get(f)) chain.unshift(f);
        return chain;
      }
      if (!prev.has(next)) {
        prev.set(next, file);
        queue.push(next);
      }
    }
  }
  return null;
}

const noCycle = {
  meta: { type: 'problem', docs: { description: 'no cycle of value imports between files' }, schema: [] },
  create(context) {
    return {
      Program(node) {
        graphCache.delete(context.filename);
        const chain = cycleThrough(context.filename);
        if (chain) {
          const names = chain.map((f) => path.relative(ROOT, f)).join(' → ');
          context.report({ node, message: `循环依赖：${names} → ${path.relative(ROOT, context.filename)}` });
        }
      },
    };
  },
};

// ---- no cycle between the server's units (a module, a read model, platform/, db/, seed/ …), type imports included

const SERVER_SRC = path.join(ROOT, 'packages/server/src') + path.sep;
/** Any import between the server's own files, type-only ones too: a circle of types is a circle of design. */
const ANY_IMPORT_RE = /^\s*(?:import|export)\s+(?:type\s+)?(?:[^'"]*?\sfrom\s+)?['"](\.{1,2}\/[^'"]+)['"]/gm;

/** The unit a server file belongs to: `modules/<m>`, `read-models/<r>`, or its top folder or file under src. */
export function serverUnitOf(file) {
  const parts = segmentsUnder(SERVER_SRC, file);
  if (!parts) return null;
  if ((parts[0] === 'modules' || parts[0] === 'read-models') && parts.length > 2) return `${parts[0]}/${parts[1]}`;
  return parts[0];
}

function serverFiles(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const p = path.join(dir, e.name);
    return e.isDirectory() ? serverFiles(p) : /\.tsx?$/.test(e.name) ? [p] : [];
  });
}

/** The units each unit imports, for one lint run. */
let unitGraph;
function unitEdges() {
  if (unitGraph) return unitGraph;
  unitGraph = new Map();
  for (const file of serverFiles(SERVER_SRC)) {
    const from = serverUnitOf(file);
    for (const m of fs.readFileSync(file, 'utf8').matchAll(ANY_IMPORT_RE)) {
      const to = serverUnitOf(path.resolve(path.dirname(file), m[1]));
      if (!to || to === from) continue;
      if (!unitGraph.has(from)) unitGraph.set(from, new Set());
      unitGraph.get(from).add(to);
    }
  }
  return unitGraph;
}

/** The shortest chain of units from `start` to `goal`, or null. */
export function unitPath(start, goal) {
  const graph = unitEdges();
  const prev = new Map([[start, null]]);
  const queue = [start];
  while (queue.length > 0) {
    const unit = queue.shift();
    if (unit === goal) {
      const chain = [];
      for (let u = unit; u; u = prev.get(u)) chain.unshift(u);
      return chain;
    }
    for (const next of graph.get(unit) ?? [])
      if (!prev.has(next)) {
        prev.set(next, unit);
        queue.push(next);
      }
  }
  return null;
}

const noUnitCycle = {
  meta: { type: 'problem', docs: { description: 'no cycle between the server modules and read models' }, schema: [] },
  create(context) {
    const from = serverUnitOf(context.filename);
    if (!from) return {};
    const check = (node) => {
      const source = node.source?.value;
      if (typeof source !== 'string' || !source.startsWith('.')) return;
      const to = serverUnitOf(path.resolve(path.dirname(context.filename), source));
      if (!to || to === from) return;
      const back = unitPath(to, from);
      if (back)
        context.report({ node: node.source, message: `模块之间的循环（含类型引用）：${from} → ${back.join(' → ')}` });
    };
    return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check };
  },
};

/** Where the calls of the API are spelled: the endpoint tables (docs/contracts.md). */
const CONTRACT_DIR = path.join(ROOT, 'packages/shared/src/api') + path.sep;
/** A path of the API, with or without the /api/pres prefix: `/business/v1/…`, `/business/risk/…`, `/iams/v1/…`, `/system/v1/…`, `/eims/v1/…`, `/sp/business/…`. */
export const API_PATH = /^(\/api\/pres)?\/(business\/(v1|risk)|iams\/v1|system\/v1|eims\/v1|sp\/business)\//;

const apiPaths = {
  meta: {
    type: 'problem',
    docs: { description: 'API paths are spelled only in the endpoint tables of packages/shared/src/api' },
    schema: [],
  },
  create(context) {
    if (context.filename.startsWith(CONTRACT_DIR)) return {};
    const report = (node, text) =>
      context.report({
        node,
        message: `接口路径 ${text.slice(0, 60)} 只能写在 packages/shared/src/api 的调用表中：请引用表中的调用（route、api.read/write、t.send、urlOf）`,
      });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && API_PATH.test(node.value)) report(node, node.value);
      },
      // a table's base path stays inside its file: a path composed from it elsewhere would be a call of no table
      ImportDeclaration(node) {
        if (!String(node.source.value).startsWith('@risk/shared/api/')) return;
        for (const s of node.specifiers)
          if (s.type === 'ImportSpecifier' && /_(PATH|URL|BASE)$/.test(s.imported.name ?? ''))
            context.report({
              node: s,
              message: `${s.imported.name} 是调用表内部的路径：请引用表中的调用，而不是用它拼接路径`,
            });
      },
      // any part of a template: `${base}/business/v1/…` spells a path as much as a literal does
      TemplateLiteral(node) {
        const part = node.quasis.map((q) => q.value.cooked ?? '').find((text) => API_PATH.test(text));
        if (part !== undefined) report(node, part);
      },
    };
  },
};

export default { rules: { imports: rule, 'no-cycle': noCycle, 'api-paths': apiPaths, 'no-unit-cycle': noUnitCycle } };
