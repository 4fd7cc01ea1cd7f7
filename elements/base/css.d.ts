// `.css` imports are turned into stylesheet registrations by scripts/rollup-css-registry.mjs; they export nothing.
declare module '*.css' {}
