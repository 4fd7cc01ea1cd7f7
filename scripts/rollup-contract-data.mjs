// The browser's share of the contract (issue 15). Each area module of src/core/contract/api/ stays the one source the
// server registers its routes, validation and OpenAPI from; the browser build gets it evaluated: the module is run in
// Node at build time and the bundles import its exports as data. A call descriptor becomes what the client reads of
// it (method, path, and access, produces, view when given: no summary, description or schemas), a schema or constant
// its JSON value, an exported function its own source. TypeBox, the schema builders and the descriptions stay out.
import { Buffer } from 'node:buffer';
import { readFile, readdir } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import { build, transform } from 'esbuild';
import { parseAst } from 'rollup/parseAst';

/** The area modules: src/core/contract/api/*.ts but the descriptor type (define.ts) and the builders (schema.ts). */
export const AREA_MODULE = /[\\/]src[\\/]core[\\/]contract[\\/]api[\\/](?!define\.ts$|schema\.ts$)[^\\/]+\.ts$/;

/** The fields of a descriptor the browser gets. */
export const CALL_FIELDS = ['method', 'path', 'access', 'produces', 'view'];

/** Modules whose imports a copied function may not use: they are what the browser must not get. */
const BUILDERS = /(^typebox$)|[\\/]contract[\\/]api[\\/](define|schema)\.ts$|^\.\/(define|schema)\.ts$/;

/** A descriptor as defineCall makes it: frozen, with a method, a path, its OpenAPI texts and a response schema. */
function isCall(value) {
  return (
    value !== null && typeof value === 'object' && Object.isFrozen(value) && typeof value.method === 'string' &&
    typeof value.path === 'string' && typeof value.summary === 'string' && typeof value.description === 'string' &&
    'response' in value
  );
}

/** A JavaScript literal for plain data; anything else (a class instance, a function inside data, NaN) stops the build. */
function literal(value, where) {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return JSON.stringify(value);
  if (typeof value === 'number') {
    if (!Number.isFinite(value)) throw new Error(`${where}: ${value} is not data`);
    return JSON.stringify(value);
  }
  if (value === undefined) return 'undefined';
  if (Array.isArray(value)) return `[${value.map((item, i) => literal(item, `${where}[${i}]`)).join(',')}]`;
  if (typeof value === 'object' && [Object.prototype, null].includes(Object.getPrototypeOf(value))) {
    const entries = Object.entries(value).map(([key, item]) => `${JSON.stringify(key)}:${literal(item, `${where}.${key}`)}`);
    return `{${entries.join(',')}}`;
  }
  throw new Error(`${where}: a ${typeof value} is not data the browser build can take`);
}

/** Every identifier an AST node reads (over-approximate: property names too; they only make the check stricter). */
function identifiers(node, found = new Set()) {
  if (node === null || typeof node !== 'object') return found;
  if (Array.isArray(node)) {
    for (const item of node) identifiers(item, found);
    return found;
  }
  if (node.type === 'Identifier') found.add(node.name);
  for (const [key, child] of Object.entries(node)) if (key !== 'type') identifiers(child, found);
  return found;
}

/**
 * The exported functions of a module, as source, with the imports they read. A function reading a module-level name
 * that is neither an export (emitted beside it) nor an import from outside the builders stops the build.
 */
function functionsOf(js, exportNames, id) {
  const program = parseAst(js);
  const imports = new Map(); // local name → import declaration text for it
  const topLevel = new Set();
  for (const node of program.body) {
    if (node.type === 'ImportDeclaration') {
      for (const specifier of node.specifiers) {
        const source = node.source.value;
        if (BUILDERS.test(source)) topLevel.add(specifier.local.name);
        else if (specifier.type === 'ImportSpecifier') {
          const imported = specifier.imported.name ?? specifier.imported.value;
          imports.set(specifier.local.name, `import { ${imported} as ${specifier.local.name} } from ${JSON.stringify(source)};`);
        } else if (specifier.type === 'ImportNamespaceSpecifier') {
          imports.set(specifier.local.name, `import * as ${specifier.local.name} from ${JSON.stringify(source)};`);
        } else imports.set(specifier.local.name, `import ${specifier.local.name} from ${JSON.stringify(source)};`);
      }
    }
    const declaration = node.type === 'ExportNamedDeclaration' ? node.declaration : node;
    if (declaration?.type === 'VariableDeclaration') for (const d of declaration.declarations) identifiers(d.id, topLevel);
    if (declaration?.type === 'FunctionDeclaration' || declaration?.type === 'ClassDeclaration') topLevel.add(declaration.id.name);
  }
  const functions = [];
  const needed = new Set();
  for (const node of program.body) {
    if (node.type !== 'ExportNamedDeclaration' || node.declaration?.type !== 'FunctionDeclaration') continue;
    const fn = node.declaration;
    for (const name of identifiers(fn.body)) {
      if (name === fn.id.name || exportNames.has(name) || !topLevel.has(name) && !imports.has(name)) continue;
      if (imports.has(name)) needed.add(imports.get(name));
      else throw new Error(`${id}: the exported function ${fn.id.name} reads ${name}, which the browser build cannot give it as data`);
    }
    functions.push({ name: fn.id.name, source: js.slice(node.start, node.end) });
  }
  return { functions, imports: [...needed] };
}

/**
 * Runs area modules in Node: one esbuild bundle of them all (TypeBox included), imported once. Resolves to each
 * module's exports by its path, and to the files that went into the bundle.
 */
export async function evaluateAreas(ids) {
  const contents = ids.map((id, i) => `export * as m${i} from ${JSON.stringify(id)};`).join('\n');
  const bundled = await build({
    stdin: { contents, resolveDir: process.cwd(), loader: 'js' }, bundle: true, format: 'esm', platform: 'node',
    target: 'node20', write: false, metafile: true, logLevel: 'silent',
  });
  const all = await import(`data:text/javascript;base64,${Buffer.from(bundled.outputFiles[0].text).toString('base64')}`);
  return {
    exports: new Map(ids.map((id, i) => [id, all[`m${i}`]])),
    inputs: Object.keys(bundled.metafile.inputs).filter((input) => !input.includes('node_modules')).map((input) => resolve(input)),
  };
}

/** The module the browser gets in place of the area module `id`, whose exports (evaluated) are `area`. */
export async function browserModule(id, area) {
  const { code: js } = await transform(await readFile(id, 'utf8'), { loader: 'ts', target: 'es2022' });
  const names = new Set(Object.keys(area));
  const { functions, imports } = functionsOf(js, names, id);
  const copied = new Set(functions.map((fn) => fn.name));
  const lines = [...imports];
  const seen = new Map(); // an object exported twice (`DeviceEvent = OpsLogRow`) stays one object
  for (const name of names) {
    if (copied.has(name)) continue;
    const value = area[name];
    if (typeof value === 'function') throw new Error(`${id}: ${name} is a function the browser build cannot copy`);
    if (value !== null && typeof value === 'object' && seen.has(value)) {
      lines.push(`export const ${name} = ${seen.get(value)};`);
      continue;
    }
    if (value !== null && typeof value === 'object') seen.set(value, name);
    if (isCall(value)) {
      const fields = Object.fromEntries(CALL_FIELDS.filter((field) => value[field] !== undefined).map((field) => [field, value[field]]));
      lines.push(`export const ${name} = /* @__PURE__ */ Object.freeze(${literal(fields, name)});`);
    } else lines.push(`export const ${name} = ${literal(value, name)};`);
  }
  for (const fn of functions) lines.push(fn.source);
  return `${lines.join('\n')}\n`;
}

/** The rollup plugin: loads every area module as `browserModule` gives it; the areas are run once per build. */
export function contractData() {
  let areas = null;
  return {
    name: 'contract-data',
    buildStart() {
      areas = null;
    },
    async load(id) {
      if (!AREA_MODULE.test(id)) return null;
      const folder = dirname(id);
      areas ??= readdir(folder).then((files) =>
        evaluateAreas(files.map((file) => join(folder, file)).filter((file) => AREA_MODULE.test(file)).sort()),
      );
      const { exports, inputs } = await areas;
      for (const input of inputs) this.addWatchFile(input);
      if (!exports.has(id)) throw new Error(`contract-data: ${id} was not among the area modules evaluated`);
      return { code: await browserModule(id, exports.get(id)), map: null };
    },
  };
}
