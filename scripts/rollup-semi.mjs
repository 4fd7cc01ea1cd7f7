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
