// The elements' public surface, generated from their definitions (issue 9): `custom-elements.json` (the Custom
// Elements Manifest, schema 1.0.0: attributes, properties, events, CSS parts, slots) and the `.d.ts` files of
// every dist entry (HTMLElementTagNameMap, the `backroom-*` event map). Read with the TypeScript compiler from each
// `elements/<tag>.tsx`'s defineElement({...}) call, COMMON_ATTRIBUTES and BackroomEventDetails, so an element added
// to elements/ appears here without a line of its own. Used by the rollup build and the web-test-runner server.
import { join, resolve } from 'node:path';
import ts from 'typescript';
import { elementFiles } from './rollup-element-entries.mjs';

/** Parts every element exposes (elements/base/createElementClass.tsx). */
const COMMON_PARTS = [{ name: 'root', description: "The element's content box inside its shadow root." }];
const EVENT_OPTIONS = 'bubbling, composed CustomEvent from the host element';
const KNOWN_WORDS = new Set(['string', 'number', 'boolean', 'null', 'undefined', 'unknown', 'readonly', 'true', 'false', 'never', 'any', 'object']);

function program(root, files) {
  const configPath = join(root, 'tsconfig.json');
  const config = ts.getParsedCommandLineOfConfigFile(configPath, {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  return ts.createProgram(files, { ...config.options, noEmit: true, skipLibCheck: true });
}

/** A leading JSDoc block (`/** … *\/`) of a node, as plain text. */
function docOf(node, text) {
  const ranges = ts.getLeadingCommentRanges(text, node.pos) ?? [];
  const docs = ranges.map((range) => text.slice(range.pos, range.end)).filter((comment) => comment.startsWith('/**'));
  if (docs.length === 0) return undefined;
  return docs[docs.length - 1].replace(/^\/\*\*|\*\/$/g, '').split('\n').map((line) => line.replace(/^\s*\*\s?/, '').trim()).filter(Boolean).join(' ');
}

/** The `//` comment block at the top of an element file: what the element is. */
function headerOf(text) {
  const lines = [];
  for (const line of text.split('\n')) {
    if (!line.startsWith('//')) break;
    lines.push(line.replace(/^\/\/\s?/, ''));
  }
  return lines.join('\n').trim() || undefined;
}

function unwrap(node) {
  while (node && (ts.isAsExpression(node) || ts.isSatisfiesExpression(node) || ts.isParenthesizedExpression(node))) node = node.expression;
  return node;
}

function propertyName(name) {
  return ts.isIdentifier(name) || ts.isStringLiteral(name) || ts.isNumericLiteral(name) ? name.text : undefined;
}

const depthGuard = new Set();

/** The value of a literal expression; identifiers through their literal type; undefined when not a plain value. */
function evaluate(node, checker) {
  node = unwrap(node);
  if (!node) return undefined;
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return node.text;
  if (ts.isNumericLiteral(node)) return Number(node.text);
  if (node.kind === ts.SyntaxKind.TrueKeyword) return true;
  if (node.kind === ts.SyntaxKind.FalseKeyword) return false;
  if (node.kind === ts.SyntaxKind.NullKeyword) return null;
  if (ts.isPrefixUnaryExpression(node) && node.operator === ts.SyntaxKind.MinusToken) return -evaluate(node.operand, checker);
  if (ts.isArrayLiteralExpression(node)) return node.elements.map((element) => evaluate(element, checker));
  if (ts.isObjectLiteralExpression(node)) {
    const out = {};
    for (const property of node.properties) {
      if (!ts.isPropertyAssignment(property)) continue;
      const name = propertyName(property.name);
      const value = evaluate(property.initializer, checker);
      if (name !== undefined && value !== undefined) out[name] = value;
    }
    return out;
  }
  if (ts.isIdentifier(node) || ts.isPropertyAccessExpression(node)) {
    const type = checker.getTypeAtLocation(node);
    if (type.isStringLiteral() || type.isNumberLiteral()) return type.value;
    // A constant declared with a wider type (`const DEFAULT_LOCALE: Locale = 'zh-CN'`): its initializer.
    let symbol = checker.getSymbolAtLocation(node);
    if (symbol && symbol.flags & ts.SymbolFlags.Alias) symbol = checker.getAliasedSymbol(symbol);
    const declaration = symbol?.valueDeclaration;
    if (declaration && ts.isVariableDeclaration(declaration) && declaration.initializer && depthGuard.size < 8 && !depthGuard.has(declaration)) {
      depthGuard.add(declaration);
      try {
        return evaluate(declaration.initializer, checker);
      } finally {
        depthGuard.delete(declaration);
      }
    }
  }
  return undefined;
}

/** An optional member's type without the `undefined` its `?` already says. */
function printOptional(type, checker, depth) {
  if (!type.isUnion()) return printType(type, checker, depth);
  const rest = type.types.filter((member) => !(member.flags & ts.TypeFlags.Undefined));
  return [...new Set(rest.map((member) => printType(member, checker, depth)))].join(' | ').replace(/\bfalse \| true\b|\btrue \| false\b/, 'boolean');
}

/** A TypeScript type as self-contained text: named types are expanded (a few levels), so the .d.ts stands alone. */
function printType(type, checker, depth = 0) {
  const flags = ts.TypeFormatFlags.NoTruncation | ts.TypeFormatFlags.UseSingleQuotesForStringLiteralType;
  const text = checker.typeToString(type, undefined, flags);
  const words = text.replace(/'[^']*'/g, '').match(/[A-Za-z_$][\w$]*/g) ?? [];
  if (words.every((word) => KNOWN_WORDS.has(word))) return text;
  if (depth > 4) return 'unknown';
  if (type.isUnion()) {
    const parts = [...new Set(type.types.map((member) => printType(member, checker, depth + 1)))];
    return parts.join(' | ').replace(/\bfalse \| true\b|\btrue \| false\b/, 'boolean');
  }
  if (checker.isArrayType(type)) {
    const [element] = checker.getTypeArguments(type);
    const inner = printType(element, checker, depth + 1);
    return `readonly (${inner})[]`;
  }
  if (type.getCallSignatures().length > 0) {
    const [signature] = type.getCallSignatures();
    const params = signature.getParameters().map((parameter) => {
      const declaration = parameter.valueDeclaration ?? parameter.declarations?.[0];
      return `${parameter.name}: ${printType(checker.getTypeOfSymbolAtLocation(parameter, declaration), checker, depth + 1)}`;
    });
    return `((${params.join(', ')}) => ${printType(signature.getReturnType(), checker, depth + 1)})`;
  }
  if (type.flags & ts.TypeFlags.Object) {
    const members = checker.getPropertiesOfType(type).map((property) => {
      const declaration = property.valueDeclaration ?? property.declarations?.[0];
      const optional = property.flags & ts.SymbolFlags.Optional ? '?' : '';
      const readonly = declaration && ts.getCombinedModifierFlags(declaration) & ts.ModifierFlags.Readonly ? 'readonly ' : '';
      const propertyType = declaration ? checker.getTypeOfSymbolAtLocation(property, declaration) : checker.getDeclaredTypeOfSymbol(property);
      return `${readonly}${JSON.stringify(property.name).slice(1, -1) === property.name && /^[A-Za-z_$][\w$]*$/.test(property.name) ? property.name : JSON.stringify(property.name)}${optional}: ${(optional ? printOptional : printType)(propertyType, checker, depth + 1)}`;
    });
    return `{ ${members.join('; ')} }`;
  }
  return 'unknown';
}

function findCall(sourceFile, name) {
  let found;
  const visit = (node) => {
    if (found) return;
    if (ts.isCallExpression(node) && ts.isIdentifier(node.expression) && node.expression.text === name) found = node;
    else ts.forEachChild(node, visit);
  };
  visit(sourceFile);
  return found;
}

function objectProperties(node) {
  node = unwrap(node);
  return node && ts.isObjectLiteralExpression(node) ? node.properties.filter(ts.isPropertyAssignment) : [];
}

function camelCase(attribute) {
  return attribute.replace(/-([a-z0-9])/g, (_, letter) => letter.toUpperCase());
}

function attributeSpec(initializer, checker) {
  const value = evaluate(initializer, checker);
  return typeof value === 'string' ? { type: value } : { ...value };
}

function attributeTypeText(spec) {
  if (spec.values) return spec.values.map((value) => `'${value}'`).join(' | ');
  return spec.default === null ? `${spec.type} | null` : spec.type;
}

/** Everything the manifest and the types say, read from the sources. */
export function readElements(root = process.cwd()) {
  const elementsDir = resolve(root, 'elements');
  const files = elementFiles(elementsDir);
  const attributesFile = join(elementsDir, 'base/attributes.ts');
  const eventsFile = resolve(root, 'src/ui/providers/events.ts');
  const tsProgram = program(root, [...files.map(({ file }) => file), attributesFile, eventsFile]);
  const checker = tsProgram.getTypeChecker();

  // COMMON_ATTRIBUTES: every element has them.
  const attributesSource = tsProgram.getSourceFile(attributesFile);
  const common = new Map();
  ts.forEachChild(attributesSource, (node) => {
    if (!ts.isVariableStatement(node)) return;
    for (const declaration of node.declarationList.declarations) {
      if (declaration.name.getText(attributesSource) !== 'COMMON_ATTRIBUTES') continue;
      for (const property of objectProperties(declaration.initializer)) {
        common.set(propertyName(property.name), { ...attributeSpec(property.initializer, checker), description: docOf(property, attributesSource.text) });
      }
    }
  });

  // CommonElementProps: the component-side types of the common attributes.
  let commonProps;
  ts.forEachChild(attributesSource, (node) => {
    if (ts.isInterfaceDeclaration(node) && node.name.text === 'CommonElementProps') commonProps = checker.getTypeAtLocation(node.name);
  });

  // BackroomEventDetails: the detail of every event.
  const eventsSource = tsProgram.getSourceFile(eventsFile);
  const events = new Map();
  ts.forEachChild(eventsSource, (node) => {
    if (!ts.isInterfaceDeclaration(node) || node.name.text !== 'BackroomEventDetails') return;
    for (const member of node.members) {
      if (!ts.isPropertySignature(member) || !member.type) continue;
      events.set(propertyName(member.name), { detail: printType(checker.getTypeFromTypeNode(member.type), checker), description: docOf(member, eventsSource.text) });
    }
  });

  const elements = files.map(({ tag, file }) => {
    const source = tsProgram.getSourceFile(file);
    const call = findCall(source, 'defineElement');
    if (!call) throw new Error(`${file}: no defineElement({...}) call`);
    const [specNode] = call.arguments;
    const propsType = call.typeArguments?.[0] ? checker.getTypeFromTypeNode(call.typeArguments[0]) : undefined;
    const spec = new Map(objectProperties(specNode).map((property) => [propertyName(property.name), property]));
    const declaredTag = evaluate(spec.get('tag')?.initializer, checker);
    if (declaredTag !== tag) throw new Error(`${file}: declares <${declaredTag}>, but element files are named for their tag (<${tag}>)`);

    const attributes = new Map([...common].map(([name, value]) => [name, { ...value }]));
    for (const property of objectProperties(spec.get('attributes')?.initializer)) {
      const name = propertyName(property.name);
      const own = attributeSpec(property.initializer, checker);
      const base = attributes.get(name);
      attributes.set(name, base ? { ...base, ...own, type: base.type, description: docOf(property, source.text) ?? base.description } : { ...own, description: docOf(property, source.text) });
    }
    const typeOfProp = (name) => {
      for (const type of [propsType, commonProps]) {
        const symbol = type && checker.getPropertyOfType(type, name);
        if (symbol) return printType(checker.getTypeOfSymbolAtLocation(symbol, specNode), checker);
      }
      return undefined;
    };
    const properties = objectProperties(spec.get('properties')?.initializer).map((property) => {
      const name = propertyName(property.name);
      const value = evaluate(property.initializer, checker) ?? {};
      return { name, type: typeOfProp(name) ?? 'unknown', default: value.default, description: docOf(property, source.text) };
    });
    const eventNames = evaluate(spec.get('events')?.initializer, checker) ?? [];
    for (const name of eventNames) if (!events.has(name)) throw new Error(`${file}: event ${name} is not in BackroomEventDetails`);
    return {
      tag,
      file,
      description: headerOf(source.text),
      attributes: [...attributes].map(([name, value]) => ({
        name, field: camelCase(name), ...value, default: value.default !== undefined ? value.default : value.type === 'boolean' ? false : value.parse ? undefined : null, typeText: value.values ? attributeTypeText(value) : (typeOfProp(camelCase(name)) ?? attributeTypeText(value)),
      })),
      properties,
      events: eventNames,
    };
  });
  return { elements, events };
}

function className(tag) {
  return `${tag.split('-').map((part) => part[0].toUpperCase() + part.slice(1)).join('')}Element`;
}

/** The Custom Elements Manifest (https://github.com/webcomponents/custom-elements-manifest, schema 1.0.0). */
export function customElementsManifest({ elements, events }) {
  return {
    schemaVersion: '1.0.0',
    readme: 'README.md#embedding',
    modules: elements.map((element) => ({
      kind: 'javascript-module',
      path: `dist/elements/${element.tag}.js`,
      declarations: [
        {
          kind: 'class',
          name: className(element.tag),
          tagName: element.tag,
          customElement: true,
          description: element.description,
          superclass: { name: 'HTMLElement', package: 'global:' },
          attributes: element.attributes.map((attribute) => ({
            name: attribute.name,
            fieldName: attribute.field,
            type: { text: attribute.typeText },
            ...(attribute.default !== undefined ? { default: JSON.stringify(attribute.default) } : {}),
            ...(attribute.description ? { description: attribute.description } : {}),
          })),
          members: [
            ...element.attributes.map((attribute) => ({
              kind: 'field',
              name: attribute.field,
              type: { text: attribute.typeText },
              attribute: attribute.name,
              reflects: true,
              ...(attribute.description ? { description: attribute.description } : {}),
            })),
            ...element.properties.map((property) => ({
              kind: 'field',
              name: property.name,
              type: { text: property.type },
              ...(property.default !== undefined ? { default: JSON.stringify(property.default) } : {}),
              ...(property.description ? { description: property.description } : {}),
            })),
          ],
          events: element.events.map((name) => ({
            name,
            type: { text: `CustomEvent<${events.get(name).detail}>` },
            description: [events.get(name).description, EVENT_OPTIONS].filter(Boolean).join(' '),
          })),
          cssParts: COMMON_PARTS,
          slots: [],
        },
      ],
      exports: [
        { kind: 'custom-element-definition', name: element.tag, declaration: { name: className(element.tag), module: `dist/elements/${element.tag}.js` } },
      ],
    })),
  };
}

/** The `.d.ts` of every dist entry: dist/elements.d.ts holds the types, the others refer to it. */
export function declarationFiles({ elements, events }) {
  const eventLines = [...events].map(([name, { detail, description }]) => `${description ? `  /** ${description} */\n` : ''}  '${name}': ${detail};`);
  const elementTypes = elements.map((element) => {
    const name = className(element.tag);
    const fields = [
      ...element.attributes.map((attribute) => `${attribute.description ? `  /** ${attribute.description} (attribute \`${attribute.name}\`) */\n` : `  /** attribute \`${attribute.name}\` */\n`}  ${attribute.field}: ${attribute.typeText};`),
      ...element.properties.map((property) => `${property.description ? `  /** ${property.description} */\n` : ''}  ${property.name}: ${property.type};`),
    ];
    const eventMap = element.events.length ? element.events.map((event) => `'${event}'`).join(' | ') : 'never';
    return [
      `/** <${element.tag}>${element.description ? `: ${element.description.split('\n')[0].replace(/^<[^>]+>:?\s*/, '')}` : ''} */`,
      `export interface ${name} extends HTMLElement {`,
      ...fields,
      `  addEventListener<K extends ${eventMap}>(type: K, listener: (this: ${name}, event: BackroomEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      `  addEventListener<K extends keyof HTMLElementEventMap>(type: K, listener: (this: ${name}, event: HTMLElementEventMap[K]) => unknown, options?: boolean | AddEventListenerOptions): void;`,
      '  addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void;',
      `  removeEventListener<K extends ${eventMap}>(type: K, listener: (this: ${name}, event: BackroomEventMap[K]) => unknown, options?: boolean | EventListenerOptions): void;`,
      '  removeEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | EventListenerOptions): void;',
      '}',
    ].join('\n');
  });
  const elementsDts = [
    '// Generated from the element definitions (scripts/element-manifest.mjs): do not edit.',
    '/** The `detail` of every `backroom-*` event, by name. */',
    'export interface BackroomEventDetails {',
    ...eventLines,
    '}',
    'export type BackroomEventName = keyof BackroomEventDetails;',
    'export type BackroomEvent<N extends BackroomEventName> = CustomEvent<BackroomEventDetails[N]>;',
    '/** Every `backroom-*` event as the DOM delivers it. */',
    'export type BackroomEventMap = { [N in BackroomEventName]: BackroomEvent<N> };',
    'export declare const BACKROOM_EVENTS: readonly BackroomEventName[];',
    'export declare const BACKROOM_VERSION: string;',
    '',
    ...elementTypes.flatMap((text) => [text, '']),
    'export interface DefineOptions {',
    "  /** Renames every tag: 'acme' → 'acme-admin-shell', for hosts that already use a tag. */",
    '  prefix?: string;',
    '}',
    'export interface ElementDefinition {',
    '  readonly tag: string;',
    '  readonly version: string;',
    '  readonly attributes: ReadonlyMap<string, { type: "string" | "number" | "boolean"; default?: string | number | boolean | null; values?: readonly string[] }>;',
    '  readonly properties: ReadonlyMap<string, unknown>;',
    '  readonly events: readonly BackroomEventName[];',
    '  define(options?: DefineOptions): string;',
    '}',
    '/** Registers every element under its default tag, or `<prefix>-<tag>`; returns default tag → registered tag. */',
    'export declare function define(options?: DefineOptions): Record<string, string>;',
    'export declare const elementRegistry: ReadonlyMap<string, ElementDefinition>;',
    'export declare function tagFor(tag: string, options?: DefineOptions): string;',
    '',
    'declare global {',
    '  interface HTMLElementTagNameMap {',
    ...elements.map((element) => `    '${element.tag}': ${className(element.tag)};`),
    '  }',
    '  // `backroom-*` events bubble and are composed: a listener on document or any ancestor hears them.',
    '  interface HTMLElementEventMap extends BackroomEventMap {}',
    '  interface DocumentEventMap extends BackroomEventMap {}',
    '  interface WindowEventMap extends BackroomEventMap {}',
    '}',
    '',
  ].join('\n');
  const files = new Map([
    ['elements.d.ts', elementsDts],
    ['define.d.ts', "// Generated: registers every element under its default tag on import.\nexport { define } from './elements.js';\nexport type * from './elements.js';\n"],
    ['ahead.d.ts', "// Generated: the back office page's first script (a stored session's first calls asked for early); exports nothing.\nexport {};\n"],
  ]);
  for (const element of elements) {
    files.set(`elements/${element.tag}.d.ts`, `// Generated: registers <${element.tag}> on import.\nexport type { ${className(element.tag)}, BackroomEventDetails, BackroomEventMap } from '../elements.js';\n`);
  }
  return files;
}

/**
 * dist/core.d.ts: the framework-free core's declarations, emitted by the compiler under dist/types/ (relative
 * imports rewritten to .js, which resolve to the emitted .d.ts), and one line re-exporting them.
 */
export function coreDeclarationFiles(root = process.cwd()) {
  const config = ts.getParsedCommandLineOfConfigFile(join(root, 'tsconfig.json'), {}, { ...ts.sys, onUnRecoverableConfigFileDiagnostic: () => undefined });
  const options = {
    ...config.options, noEmit: false, declaration: true, emitDeclarationOnly: true, skipLibCheck: true,
    rootDir: root, outDir: join(root, '.d.ts-out'), declarationDir: join(root, '.d.ts-out'),
  };
  const files = new Map();
  const coreProgram = ts.createProgram([join(root, 'src/core/index.ts')], options);
  coreProgram.emit(undefined, (fileName, text) => {
    const relative = fileName.slice(options.declarationDir.length + 1);
    files.set(`types/${relative}`, text.replace(/(from\s+|import\()(['"])(\.{1,2}\/[^'"]*?)\.tsx?\2/g, '$1$2$3.js$2'));
  }, undefined, true);
  files.set('core.d.ts', "// Generated: the framework-free core (dist/core.js).\nexport * from './types/src/core/index.js';\n");
  return files;
}

/** Rollup plugin: emits dist/custom-elements.json and every entry's .d.ts next to the bundles. */
export function elementManifest({ root = process.cwd() } = {}) {
  return {
    name: 'backroom-element-manifest',
    generateBundle() {
      const read = readElements(root);
      this.emitFile({ type: 'asset', fileName: 'custom-elements.json', source: `${JSON.stringify(customElementsManifest(read), null, 2)}\n` });
      for (const [fileName, source] of declarationFiles(read)) this.emitFile({ type: 'asset', fileName, source });
      for (const [fileName, source] of coreDeclarationFiles(root)) this.emitFile({ type: 'asset', fileName, source });
    },
  };
}

/** web-test-runner plugin: serves the manifest generated from the current sources at MANIFEST_URL. */
export const MANIFEST_URL = '/__backroom/custom-elements.json';
export function serveElementManifest({ root = process.cwd() } = {}) {
  let manifest = null; // read once per run, on first request (the type checker takes a while)
  return {
    name: 'backroom-serve-element-manifest',
    serve(context) {
      if (context.path !== MANIFEST_URL) return undefined;
      manifest ??= JSON.stringify(customElementsManifest(readElements(root)));
      return { body: manifest, type: 'json' };
    },
  };
}

// `node scripts/element-manifest.mjs`: prints the manifest.
if (import.meta.url === `file://${process.argv[1]}`) {
  process.stdout.write(`${JSON.stringify(customElementsManifest(readElements()), null, 2)}\n`);
}
