// A thin custom-element class around React 18's createRoot instead of @r2wc/react-to-web-component 2.1:
// r2wc parses `<x disabled>` as false, ignores attribute removal, reflects every property (objects as JSON,
// callbacks by name) into attributes, unmounts React on any disconnect, loses properties set before upgrade
// and renders straight into the shadow root; fixing each means reaching into its private Symbol.for state.
import { createRoot } from 'react-dom/client';
import type { Root } from 'react-dom/client';
import type { ComponentType } from 'react';
import { ELEMENT_BUSY, SESSION_THEME, emitFrom } from '../../src/ui/providers/index.ts';
import { watchAria } from '../../src/ui/a11y/index.ts';
import type { BackroomEventDetails, BackroomEventName, EmitOptions, SessionThemeColors } from '../../src/ui/providers/index.ts';
import { attributeText, camelCase, parseAttribute } from './attributes.ts';
import type { AttributeSpec } from './attributes.ts';
import { elementStyleSheets, onStyleSheetAdded } from './cssRegistry.ts';
import { ElementRoot } from './ElementRoot.tsx';
import { ElementTheme } from './theme.ts';
// Semi's tokens (`body, :host`); the tree-shaken barrel no longer imports them (scripts/rollup-semi.mjs).
import '@douyinfe/semi-ui/lib/es/_base/base.css';
import './element.css';

/** What the class needs from a definition: resolved attributes, property defaults, the component. */
export interface ElementBlueprint {
  version: string;
  component: ComponentType<Record<string, unknown>>;
  attributes: ReadonlyMap<string, AttributeSpec>;
  properties: ReadonlyMap<string, unknown>;
}

/** Marks Backroom classes in the custom element registry, with their version (define() compares it). */
export const ELEMENT_VERSION = Symbol.for('backroom.element.version');

export interface BackroomElement extends HTMLElement {
  emit<N extends BackroomEventName>(name: N, detail: BackroomEventDetails[N], options?: EmitOptions): boolean;
}

export function createElementClass(blueprint: ElementBlueprint, tag: string): CustomElementConstructor {
  const { attributes, properties, component, version } = blueprint;
  const propOfAttribute = new Map([...attributes.keys()].map((name) => [name, camelCase(name)]));

  class Element extends HTMLElement implements BackroomElement {
    static readonly observedAttributes = [...attributes.keys()];
    static readonly [ELEMENT_VERSION] = version;

    readonly #props: Record<string, unknown> = {};
    readonly #theme = new ElementTheme();
    readonly #mount = document.createElement('div');
    readonly #popupLayer = document.createElement('div');
    readonly #internals = this.attachInternals();
    /** The staff's colours (staff `colorInfo`), used where the attributes are not set. */
    #sessionTheme: SessionThemeColors | null = null;
    #root: Root | null = null;
    #upgraded = false;
    #stopAdopting: (() => void) | null = null;

    constructor() {
      super();
      const shadow = this.attachShadow({ mode: 'open' });
      this.#adoptSheets();
      this.#mount.className = 'backroom-root';
      this.#mount.part.add('root');
      this.#popupLayer.className = 'backroom-popup-layer';
      shadow.append(this.#mount, this.#popupLayer);
      // Semi's roles, names and references corrected wherever they render in this root (popups included).
      watchAria(shadow);
      for (const [name, spec] of attributes) this.#props[propOfAttribute.get(name) as string] = parseAttribute(spec, this.getAttribute(name));
      for (const [name, initial] of properties) this.#props[name] = initial;
      this.#applyTheme();
      this.#applyEmbedding();
      // `:state(ready)` once the component's code has arrived and rendered (its own `backroom-ready`, which comes
      // first): a page can keep its skeleton until then (demo/index.html).
      this.addEventListener('backroom-ready', () => this.#internals.states.add('ready'), { once: true });
    }

    connectedCallback(): void {
      if (!this.#upgraded) {
        this.#upgraded = true;
        this.#adoptEarlyProperties();
      }
      // Sheets added while disconnected, then every sheet a later chunk brings.
      this.#adoptSheets();
      this.#stopAdopting ??= onStyleSheetAdded(() => this.#adoptSheets());
      if (!this.#root) this.#root = createRoot(this.#mount);
      this.#render();
    }

    disconnectedCallback(): void {
      // A move (appendChild elsewhere) disconnects and reconnects in one task: keep React's state across it.
      queueMicrotask(() => {
        if (this.isConnected) return;
        this.#stopAdopting?.();
        this.#stopAdopting = null;
        this.#root?.unmount();
        this.#root = null;
      });
    }

    /** The shared sheets (Semi + ours) for all elements, then this element's theme tokens, which must come after. */
    #adoptSheets(): void {
      (this.shadowRoot as ShadowRoot).adoptedStyleSheets = [...elementStyleSheets(), this.#theme.sheet];
    }

    attributeChangedCallback(name: string, _old: string | null, text: string | null): void {
      const spec = attributes.get(name);
      if (!spec) return;
      this.#props[propOfAttribute.get(name) as string] = parseAttribute(spec, text);
      if (name === 'main-color' || name === 'minor-color') this.#applyTheme();
      if (name === 'routing') this.#applyEmbedding();
      this.#render();
    }

    emit<N extends BackroomEventName>(name: N, detail: BackroomEventDetails[N], options?: EmitOptions): boolean {
      return emitFrom(this, name, detail, options);
    }

    /** Values assigned before define() upgraded this element sit as own properties and hide the accessors. */
    #adoptEarlyProperties(): void {
      for (const name of [...propOfAttribute.values(), ...properties.keys()]) {
        if (!Object.prototype.hasOwnProperty.call(this, name)) continue;
        const value = (this as unknown as Record<string, unknown>)[name];
        delete (this as unknown as Record<string, unknown>)[name];
        (this as unknown as Record<string, unknown>)[name] = value;
      }
    }

    /**
     * Embedded (memory routing) an element lives in a partner's page: its dialogs, masks and toasts stay in its own
     * box and the host's controls stay clickable (element.css `:host(:state(embedded))`). Standalone (history
     * routing: the element owns the page) keeps Semi's full-window masks.
     */
    #applyEmbedding(): void {
      if (this.#props.routing === 'history') this.#internals.states.delete('embedded');
      else this.#internals.states.add('embedded');
    }

    #applyTheme(): void {
      this.#theme.apply({
        mainColor: (this.#props.mainColor as string | null) ?? this.#sessionTheme?.mainColor ?? null,
        minorColor: (this.#props.minorColor as string | null) ?? this.#sessionTheme?.minorColor ?? null,
      });
    }

    /** Called from inside (the session's BusySignal): `:state(busy)` while the element loads what it asked for. */
    [ELEMENT_BUSY](busy: boolean): void {
      if (busy) this.#internals.states.add('busy');
      else this.#internals.states.delete('busy');
    }

    /** Called from inside (useSessionTheme) when the session's organisation colours arrive or go. */
    [SESSION_THEME](colors: SessionThemeColors | null): void {
      this.#sessionTheme = colors;
      this.#applyTheme();
    }

    #render(): void {
      if (!this.#root) return;
      this.#root.render(
        <ElementRoot host={this} tag={tag} version={version} popupContainer={this.#popupLayer} component={component} props={{ ...this.#props }} />,
      );
    }

    // Accessors live in a static block, where this class's private fields are in reach.
    static {
      // Attribute-backed properties are views of their attribute: plain, public values (never secrets, see
      // assertPublicAttribute), so writing one writes the attribute, which stays the single source of truth.
      for (const [name, spec] of attributes) {
        const prop = propOfAttribute.get(name) as string;
        Object.defineProperty(this.prototype, prop, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return this.#props[prop];
          },
          set(this: Element, value: unknown) {
            const text = attributeText(spec, value);
            if (text === null) this.removeAttribute(name);
            else this.setAttribute(name, text);
          },
        });
      }
      // Objects and callbacks are properties only: never reflected into attributes.
      for (const name of properties.keys()) {
        Object.defineProperty(this.prototype, name, {
          configurable: true,
          enumerable: true,
          get(this: Element) {
            return this.#props[name];
          },
          set(this: Element, value: unknown) {
            this.#props[name] = value;
            this.#render();
          },
        });
      }
    }
  }

  return Element;
}
