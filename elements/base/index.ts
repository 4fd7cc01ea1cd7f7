// The element base every element file builds on (DESIGN.md "Elements", "Semi inside shadow roots").
export { defineElement, elementRegistry, registerTag, tagFor } from './defineElement.ts';
export type { DefineOptions, ElementDefinition, ElementSpec, PropertySpec } from './defineElement.ts';
export { lazyComponent } from './lazyComponent.ts';
export { COMMON_ATTRIBUTES } from './attributes.ts';
export type { AttributeSpec, AttributeType, AttributeValue, CommonElementProps } from './attributes.ts';
export { ELEMENT_VERSION } from './createElementClass.tsx';
export type { BackroomElement } from './createElementClass.tsx';
export { elementStyleSheets, onStyleSheetAdded, registerCss, registeredCss } from './cssRegistry.ts';
export { BACKROOM_VERSION } from './version.ts';
export { BACKROOM_EVENTS, emitFrom, useElementHost, useEmit, useNotify, useToast } from '../../src/ui/providers/index.ts';
export type {
  BackroomEvent,
  BackroomEventDetails,
  BackroomEventName,
  Emit,
  EmitOptions,
  ElementNotify,
  ElementToast,
} from '../../src/ui/providers/index.ts';
