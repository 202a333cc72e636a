import ts from 'typescript';

export interface RouteModule {
  path: string;
  /** The specifier the route's loader imports, e.g. `@/features/watchlist/WatchlistScreen`. */
  module: string;
}

/**
 * The routes of `client/app/routes.ts` and the module each one loads, read from the source so that
 * every route added there is budgeted without a list to keep in step. A loader is an arrow function
 * `() => import('...')`, inline or as a constant of the same file.
 */
export function routeModules(source: string, fileName = 'routes.ts'): RouteModule[] {
  const file = ts.createSourceFile(fileName, source, ts.ScriptTarget.ES2022, true, ts.ScriptKind.TS);
  const constants = new Map<string, ts.Expression>();
  let routes: ts.ArrayLiteralExpression | undefined;
  file.forEachChild((node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const d of node.declarationList.declarations) {
      if (!ts.isIdentifier(d.name) || !d.initializer) continue;
      constants.set(d.name.text, d.initializer);
      if (d.name.text === 'ROUTES' && ts.isArrayLiteralExpression(d.initializer)) routes = d.initializer;
    }
  });
  if (!routes) throw new Error(`${fileName} has no ROUTES array`);
  return routes.elements.map((element) => {
    if (!ts.isObjectLiteralExpression(element))
      throw new Error(`${fileName}: a route that is not an object literal`);
    const path = stringProperty(element, 'path');
    const loader = property(element, 'load');
    const resolved = loader && ts.isIdentifier(loader) ? constants.get(loader.text) : loader;
    const module = resolved && importedSpecifier(resolved);
    if (!path || !module)
      throw new Error(`${fileName}: route ${path ?? '?'} has no path or no import() loader`);
    return { path, module };
  });
}

function property(object: ts.ObjectLiteralExpression, name: string): ts.Expression | undefined {
  for (const p of object.properties) {
    if (ts.isPropertyAssignment(p) && ts.isIdentifier(p.name) && p.name.text === name) return p.initializer;
  }
  return undefined;
}

function stringProperty(object: ts.ObjectLiteralExpression, name: string): string | undefined {
  const value = property(object, name);
  return value && ts.isStringLiteralLike(value) ? value.text : undefined;
}

/** `() => import('x')` -> `x`. */
function importedSpecifier(loader: ts.Expression): string | undefined {
  if (!ts.isArrowFunction(loader) || !ts.isCallExpression(loader.body)) return undefined;
  const call = loader.body;
  const [arg] = call.arguments;
  return call.expression.kind === ts.SyntaxKind.ImportKeyword && arg && ts.isStringLiteralLike(arg)
    ? arg.text
    : undefined;
}
