// Semi tree-shaking, as measured in DESIGN.md "Semi inside shadow roots": Semi's package.json lists its barrel
// `lib/es/index.js` as having side effects (it imports _base/base.css), which keeps every component it re-exports.
// Marking it side-effect free lets rollup keep only the components used; the element base imports base.css itself.
const SEMI_BARREL = /[\\/]@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/]index\.js$/;

export function semiTreeShaking() {
  return {
    name: 'backroom-semi-tree-shaking',
    transform(_code, id) {
      if (!SEMI_BARREL.test(id)) return null;
      return { code: null, moduleSideEffects: false };
    },
  };
}

// Semi's default texts (locale/source/zh_CN.js, which ConfigProvider and LocaleConsumer import, so every page does)
// carry date-fns' Chinese locale with some of date-fns, read only by the date and time pickers: on /login, a date
// library on a page without a date (issue 15). Those texts get an empty stand-in for it instead, and each module
// that reads it imports the filler, which copies date-fns' locale into the stand-in: a module's imports run before
// its body, so the object the pickers read is complete before any of them renders, and the locale arrives with the
// first picker. (InputNumber is handed the locale too, but never reads it.) The import goes after the code, so the
// lines keep their places in source maps.
const SEMI_ZH_CN = /[\\/]@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/]locale[\\/]source[\\/]zh_CN\.js$/;
const DATE_LOCALE_READERS = /[\\/]@douyinfe[\\/]semi-ui[\\/]lib[\\/]es[\\/](datePicker|timePicker|calendar)[\\/][^\\/]+\.js$/;
const STAND_IN = '\0backroom-semi-date-locale';
const FILLER = '\0backroom-semi-date-locale-filler';

// The filler's own `date-fns/locale` is resolved by node-resolve from the project's root, as for any virtual module:
// the one date-fns in the tree, the one Semi's texts import.
export function semiDateLocaleOnDemand() {
  return {
    name: 'backroom-semi-date-locale',
    resolveId(source, importer) {
      if (source === 'date-fns/locale' && importer && SEMI_ZH_CN.test(importer)) return STAND_IN;
      if (source === STAND_IN || source === FILLER) return source;
      return null;
    },
    load(id) {
      if (id === STAND_IN) return 'export const zhCN = {};';
      if (id === FILLER) return `import { zhCN as standIn } from '${STAND_IN}';\nimport { zhCN } from 'date-fns/locale';\nObject.assign(standIn, zhCN);`;
      return null;
    },
    transform(code, id) {
      if (!DATE_LOCALE_READERS.test(id)) return null;
      return { code: `${code}\nimport '${FILLER}';`, map: null };
    },
  };
}
