// The project's layers as an ESLint rule (DESIGN.md): each part lists what it MAY import, by where the import
// resolves, so a new folder is refused until it is placed. Imports flow core <- ui <- app / features <- elements;
// the server imports only src/core/contract, src/core/rules and src/core/theme (the colour maths of the login form it
// paints); features never import each other.
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = dirname(fileURLToPath(import.meta.url));
/** React and the UI libraries: src/core is framework-free. */
const UI = /^(react|react-dom|react-i18next|@douyinfe\/|@tanstack\/|@visactor\/|dompurify)/;
/** The server also has no use for the browser's request wrapper or i18n. */
const BROWSER = /^(react|react-dom|react-i18next|@douyinfe\/|@tanstack\/|@visactor\/|dompurify|axios|i18next)/;

/** [part of the tree, what its files may import (project folders; `$area` is the importing feature's own folder), packages refused]. */
const PARTS = [
  ['src/core/contract/', ['src/core/contract/', 'src/core/rules/'], /^(?!typebox$)/],
  ['src/core/rules/', ['src/core/contract/', 'src/core/rules/'], /^(?!typebox$)/],
  ['src/core/', ['src/core/'], UI],
  ['src/ui/', ['src/core/', 'src/ui/'], null],
  ['src/app/', ['src/core/', 'src/ui/', 'src/app/'], null],
  ['src/features/', ['src/core/', 'src/ui/', 'src/features/$area/'], null],
  ['elements/', ['src/', 'elements/'], null],
  ['server/', ['server/', 'src/core/contract/', 'src/core/rules/', 'src/core/theme/'], BROWSER],
];

const partOf = (file) => PARTS.find(([prefix]) => file.startsWith(prefix));

export const layers = {
  meta: { type: 'problem', messages: { refused: '{{from}} may not import {{target}} (allowed: {{allowed}}).' }, schema: [] },
  create(context) {
    const file = relative(ROOT, context.filename);
    const part = partOf(file);
    if (!part) return {};
    const [prefix, allowed, packages] = part;
    const area = prefix === 'src/features/' ? file.slice(prefix.length).split('/')[0] : '';
    const allow = allowed.map((entry) => entry.replace('$area', area));
    const check = (node, source) => {
      if (typeof source !== 'string') return;
      if (!source.startsWith('.')) {
        if (packages && packages.test(source) && !source.startsWith('node:')) {
          context.report({ node, messageId: 'refused', data: { from: prefix, target: source, allowed: allow.join(', ') } });
        }
        return;
      }
      const target = relative(ROOT, resolve(dirname(context.filename), source));
      if (!allow.some((entry) => target.startsWith(entry))) {
        context.report({ node, messageId: 'refused', data: { from: prefix, target, allowed: allow.join(', ') } });
      }
    };
    return {
      ImportDeclaration: (node) => check(node, node.source.value),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
    };
  },
};
