// Issue 9: a partner's page styles do not reach inside any element. Page styles enter a shadow tree only by
// inheritance from the host; this page sets every inherited CSS property to a loud value on <body> and on the
// element's tag itself, and every property of every node inside every registered element stays as it was.
import { expect } from 'chai';
import { elementRegistry } from '../../elements/index.ts';
import { define } from '../../elements/define.ts';
import { clearStoredSession, getOrCreateSessionBus } from '../../src/core/session/index.ts';
import { browserPlatform } from '../../src/core/platform/index.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, mount, waitFor } from './fixtures/element-base-dom.ts';

define();

/** Every inherited property of CSS (CSS 2.2, Text, Fonts, Writing Modes, UI, SVG…) with a value no element uses. */
export const HOSTILE_INHERITED: Readonly<Record<string, string>> = {
  'border-collapse': 'collapse', 'border-spacing': '9px 11px', 'caption-side': 'bottom', color: 'rgb(255, 0, 255)',
  cursor: 'wait', direction: 'rtl', 'empty-cells': 'hide', 'font-family': 'serif', 'font-size': '31px',
  'font-style': 'italic', 'font-variant-caps': 'small-caps', 'font-variant-ligatures': 'none',
  'font-variant-numeric': 'tabular-nums', 'font-variant-east-asian': 'full-width', 'font-weight': '900',
  'font-stretch': 'condensed', 'font-kerning': 'none', 'font-feature-settings': '"smcp"',
  'font-variation-settings': '"wght" 800', 'font-size-adjust': '0.9', 'font-synthesis': 'none',
  'font-optical-sizing': 'none', hyphens: 'auto', 'letter-spacing': '7px', 'line-height': '47px',
  'list-style-type': 'square', 'list-style-position': 'inside', 'list-style-image': 'linear-gradient(red, red)',
  orphans: '7', widows: '7', quotes: '"«" "»"', 'tab-size': '17', 'text-align': 'right', 'text-align-last': 'right',
  'text-indent': '53px', 'text-shadow': 'rgb(255, 215, 0) 2px 2px 0px', 'text-transform': 'uppercase',
  'text-rendering': 'optimizelegibility', 'text-underline-position': 'under', 'text-decoration-skip-ink': 'none',
  'text-emphasis-style': 'circle', 'text-emphasis-color': 'rgb(255, 0, 0)', 'text-emphasis-position': 'under left',
  'text-size-adjust': '50%', 'text-orientation': 'upright', 'white-space-collapse': 'preserve',
  'text-wrap-mode': 'nowrap', 'word-spacing': '19px', 'word-break': 'break-all', 'overflow-wrap': 'anywhere',
  'line-break': 'anywhere', 'writing-mode': 'vertical-rl', 'paint-order': 'stroke', 'caret-color': 'rgb(255, 0, 0)',
  'accent-color': 'rgb(255, 0, 0)', 'color-scheme': 'dark', 'image-rendering': 'pixelated', 'pointer-events': 'none',
  'print-color-adjust': 'exact', 'forced-color-adjust': 'none', 'ruby-position': 'under', 'math-style': 'compact',
  '-webkit-text-stroke-width': '2px', '-webkit-text-stroke-color': 'rgb(0, 255, 0)',
  '-webkit-text-fill-color': 'rgb(0, 0, 255)', '-webkit-font-smoothing': 'none', '-webkit-locale': '"ar"',
  '-webkit-rtl-ordering': 'visual', '-webkit-text-security': 'disc', '-webkit-user-modify': 'read-write',
  '-webkit-line-break': 'after-white-space', '-webkit-highlight': '"x"', '-webkit-tap-highlight-color': 'rgb(255, 0, 0)',
  '-webkit-text-combine': 'horizontal', 'user-select': 'all', fill: 'rgb(255, 0, 0)', 'fill-opacity': '0.3',
  'fill-rule': 'evenodd', stroke: 'rgb(255, 0, 0)', 'stroke-width': '5px', 'stroke-opacity': '0.3',
  'stroke-dasharray': '3px', 'stroke-dashoffset': '2px', 'stroke-linecap': 'round', 'stroke-linejoin': 'bevel',
  'stroke-miterlimit': '9', 'marker-start': 'url("#x")', 'marker-mid': 'url("#x")', 'marker-end': 'url("#x")',
  'clip-rule': 'evenodd', 'color-interpolation': 'linearrgb', 'color-interpolation-filters': 'srgb',
  'color-rendering': 'optimizespeed', 'shape-rendering': 'crispedges', 'text-anchor': 'middle',
  'dominant-baseline': 'hanging', 'visibility': 'visible',
};

/** Properties whose computed value is the laid-out size or a position: they follow the host's box, not inheritance. */
const LAYOUT = new Set(['width', 'height', 'inline-size', 'block-size', 'perspective-origin', 'transform-origin', 'min-inline-size', 'min-block-size']);

function hostileSheet(tag: string): HTMLStyleElement {
  const declarations = Object.entries(HOSTILE_INHERITED).map(([name, value]) => `${name}: ${value} !important;`).join(' ');
  const style = document.createElement('style');
  style.textContent = `body, ${tag} { ${declarations} }`;
  return style;
}

/** Every node in the shadow tree (slots' light DOM excluded), with its computed values of every CSS property. */
function snapshot(host: Element): Array<Record<string, string>> {
  const nodes = [...(host.shadowRoot?.querySelectorAll('*') ?? [])].filter((node) => !(node instanceof HTMLStyleElement));
  return nodes.map((node) => {
    const style = getComputedStyle(node);
    const values: Record<string, string> = { '#node': `${node.tagName.toLowerCase()}.${node.getAttribute('class') ?? ''}` };
    for (let i = 0; i < style.length; i++) {
      const name = style.item(i);
      if (!LAYOUT.has(name)) values[name] = style.getPropertyValue(name);
    }
    return values;
  });
}

/** The rules the shadow root has adopted: a lazily loaded part adds its stylesheet there, with no DOM mutation. */
const adoptedRules = (root: ShadowRoot) => root.adoptedStyleSheets.reduce((sum, sheet) => sum + sheet.cssRules.length, root.adoptedStyleSheets.length * 1e6);

/**
 * Waits until the shadow tree stops changing (20 frames without a mutation, a new adopted stylesheet or the loading
 * fallback): the element has shown its state, styled.
 */
async function settled(host: Element): Promise<void> {
  let quiet = 0;
  const root = host.shadowRoot as ShadowRoot;
  const observer = new MutationObserver(() => void (quiet = 0));
  observer.observe(root, { subtree: true, childList: true, attributes: true, characterData: true });
  try {
    const started = performance.now();
    let rules = adoptedRules(root);
    while (quiet < 20) {
      if (performance.now() - started > 20_000) throw new Error('timed out waiting for the element to settle');
      await frames(1);
      quiet++;
      // A part still loading (the frame's fallback spinner) is not the element's state yet.
      if (adoptedRules(root) !== rules || root.querySelector('.backroom-full-page-loading')) {
        rules = adoptedRules(root);
        quiet = 0;
      }
    }
  } finally {
    observer.disconnect();
  }
}

afterEach(() => {
  for (const definition of elementRegistry.values()) for (const element of document.querySelectorAll(definition.tag)) element.remove();
});

describe('issue 9: inherited properties stop at every element\'s boundary', () => {
  it('the hostile list holds every inherited property Chromium knows', () => {
    // An inherited property is one a child takes from its parent: set it on a parent, read it on the child.
    const parent = document.createElement('div');
    const child = document.createElement('span');
    parent.append(child);
    document.body.append(parent);
    try {
      const fresh = getComputedStyle(child);
      const names = Array.from({ length: fresh.length }, (_, i) => fresh.item(i));
      const before = Object.fromEntries(names.map((name) => [name, fresh.getPropertyValue(name)]));
      for (const [name, value] of Object.entries(HOSTILE_INHERITED)) parent.style.setProperty(name, value);
      const after = getComputedStyle(child);
      const changed = names.filter((name) => after.getPropertyValue(name) !== before[name] && !LAYOUT.has(name));
      // Each listed property reaches the child (so it is inherited and the value is real)…
      const listed = Object.keys(HOSTILE_INHERITED).filter((name) => name !== 'visibility' && names.includes(name));
      expect(listed.filter((name) => !changed.includes(name))).to.deep.equal([]);
      // …and every property this Chromium inherits is exercised by the list (itself, or through a shorthand, an alias
      // or currentcolor): a child with every property `unset` takes the parent's value exactly for the inherited ones.
      const probe = document.createElement('div');
      probe.setAttribute('style', names.map((name) => `${name}: unset`).join('; '));
      const reference = document.createElement('div');
      reference.setAttribute('style', 'all: initial');
      parent.append(probe, reference);
      const unset = getComputedStyle(probe);
      const initial = getComputedStyle(reference);
      const parentStyle = getComputedStyle(parent);
      const inherited = names.filter((name) => !LAYOUT.has(name)
        && unset.getPropertyValue(name) === parentStyle.getPropertyValue(name) && unset.getPropertyValue(name) !== initial.getPropertyValue(name));
      expect(inherited.length).to.be.greaterThan(60);
      expect(inherited.filter((name) => !changed.includes(name))).to.deep.equal([]);
    } finally {
      parent.remove();
    }
  });

  const SHOWN_SIGNED_IN_ONLY = new Set(['export-cache']);
  for (const definition of elementRegistry.values()) {
    it(`<${definition.tag}>: every node inside computes the same with and without the hostile page`, async () => {
      clearStoredSession(browserPlatform());
      getOrCreateSessionBus().reset({ status: 'loggedOut' });
      // <export-cache> shows nothing to a page without a session (spec §6: only some categories see it): signed in.
      if (SHOWN_SIGNED_IN_ONLY.has(definition.tag)) await signInThroughStorage('13800000002');
      const host = mount(definition.tag);
      await waitFor(() => (host.shadowRoot?.querySelectorAll('.backroom-root *').length ?? 0) > 0, `<${definition.tag}> rendered`);
      await settled(host);
      // Spinners turn between two readings: stop every animation inside at its start.
      const still = () => host.shadowRoot?.getAnimations().forEach((animation) => {
        animation.pause();
        animation.currentTime = 0;
      });
      still();
      const clean = snapshot(host);
      const hostile = hostileSheet(definition.tag);
      document.head.append(hostile);
      try {
        await frames();
        still();
        expect(getComputedStyle(host).textIndent).to.equal('53px'); // the page's rules do apply to the host itself
        const dirty = snapshot(host);
        expect(dirty.length).to.equal(clean.length);
        const differences = dirty.flatMap((values, index) =>
          Object.keys(values).filter((name) => values[name] !== clean[index][name]).map((name) => `${values['#node']} ${name}: ${clean[index][name]} → ${values[name]}`));
        expect(differences).to.deep.equal([]);
      } finally {
        hostile.remove();
      }
    });
  }
});
