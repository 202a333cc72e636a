// Local ESLint rule `local/boundaries`: the layers of docs/ARCHITECTURE.md, checked on every import,
// re-export and dynamic import(). It reports:
// - an import across layers against the one-way flow: contracts <- engine <- server, contracts <- client;
//   tools may use contracts, engine and server; e2e only contracts;
// - a deep import into an engine model from outside engine/ (`@engine/points/history`): outsiders use the
//   model's public face, `engine/<model>/index.ts` (`@engine/points`); its `testing/` fixtures are exempt;
// - a client feature importing another feature;
// - shared client code (`components/`, `lib/`, `api/`, `app/`) importing a feature, so a shared piece
//   cannot come to depend on one screen. The one exception is where the app places features: the route
//   table (`app/routes.ts`) and the page frame (`app/shell/`, which holds the status band);
// - `client/api/` importing the rest of client (it may use contracts, itself and `client/test/`).
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Top-level area of an absolute path, the feature name for client features, and whether it is `client/api`. */
function areaOf(absPath) {
  const rel = path.relative(ROOT, absPath).split(path.sep);
  const top = rel[0] ?? '';
  const clientApi = top === 'client' && rel[1] === 'api';
  if (top === 'client' && rel[1] === 'features') return { top, feature: rel[2], clientApi };
  return { top, feature: undefined, clientApi };
}

/** The model and the path inside it when `absPath` is a file inside an engine model other than its face. */
function engineDeepPath(absPath) {
  const rel = path.relative(path.join(ROOT, 'engine'), absPath).split(path.sep);
  if (rel[0] === '..' || rel.length < 2) return undefined;
  const rest = rel
    .slice(1)
    .join('/')
    .replace(/\.(ts|js)$/, '');
  if (rest === 'index' || rest.startsWith('testing/')) return undefined;
  return { model: rel[0], rest };
}

/** Shared client code: every client folder but `features/` and `test/`, outside the places that mount features. */
function isSharedClient(absPath) {
  const rel = path.relative(ROOT, absPath).split(path.sep);
  if (rel[0] !== 'client' || rel.length < 3) return false;
  if (rel[1] === 'app') return !(rel[2] === 'routes.ts' || rel[2] === 'shell');
  return ['components', 'lib', 'api'].includes(rel[1] ?? '');
}

/** `client/test/` (render helpers, fetch stubs): what the data layer's own tests may use. */
function isClientTestSupport(absPath) {
  return path.relative(ROOT, absPath).split(path.sep).slice(0, 2).join('/') === 'client/test';
}

function resolveSource(source, filename) {
  if (source.startsWith('@contracts/') || source === '@contracts')
    return path.join(ROOT, 'contracts', source.slice(11));
  if (source.startsWith('@engine/')) return path.join(ROOT, 'engine', source.slice(8));
  if (source.startsWith('@/')) return path.join(ROOT, 'client', source.slice(2));
  if (source.startsWith('.')) return path.resolve(path.dirname(filename), source);
  return undefined; // a package
}

const ALLOWED = {
  contracts: ['contracts'],
  engine: ['engine', 'contracts'],
  server: ['server', 'engine', 'contracts'],
  client: ['client', 'contracts'],
  tools: ['tools', 'server', 'engine', 'contracts'],
  e2e: ['e2e', 'contracts'],
};

export default {
  meta: {
    type: 'problem',
    schema: [],
    messages: {
      bad: '{{from}} may not import from {{to}} ({{source}})',
      deep: 'import engine/{{model}} through its public face @engine/{{model}}, not {{source}}',
    },
  },
  create(context) {
    const filename = context.filename;
    const from = areaOf(filename);
    const allowed = ALLOWED[from.top];
    function check(node) {
      const source = node.source && node.source.value;
      if (typeof source !== 'string') return;
      const target = resolveSource(source, filename);
      if (!target) return;
      const to = areaOf(target);
      const deep = from.top !== 'engine' && to.top === 'engine' ? engineDeepPath(target) : undefined;
      if (allowed && !allowed.includes(to.top)) {
        context.report({ node, messageId: 'bad', data: { from: from.top, to: to.top, source } });
      } else if (deep) {
        context.report({ node, messageId: 'deep', data: { model: deep.model, source } });
      } else if (from.clientApi && to.top === 'client' && !to.clientApi && !isClientTestSupport(target)) {
        context.report({
          node,
          messageId: 'bad',
          data: { from: 'client/api', to: 'the rest of client', source },
        });
      } else if (to.feature && isSharedClient(filename)) {
        const where = path.relative(path.join(ROOT, 'client'), filename).split(path.sep)[0];
        context.report({
          node,
          messageId: 'bad',
          data: { from: `shared client/${where}`, to: `feature ${to.feature}`, source },
        });
      } else if (from.feature && to.feature && from.feature !== to.feature) {
        context.report({
          node,
          messageId: 'bad',
          data: { from: `feature ${from.feature}`, to: `feature ${to.feature}`, source },
        });
      }
    }
    return {
      ImportDeclaration: check,
      ExportNamedDeclaration: check,
      ExportAllDeclaration: check,
      ImportExpression: check,
    };
  },
};
