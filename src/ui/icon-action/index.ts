// The icon button with a tooltip that every top-bar icon of the features uses.
export { IconAction } from './IconAction.tsx';
export type { IconActionProps } from './IconAction.tsx';
