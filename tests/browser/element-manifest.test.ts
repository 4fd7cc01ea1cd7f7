// Issue 9: custom-elements.json is what the elements are. The manifest the build generates (served here from the
// current sources by scripts/element-manifest.mjs) lists every registered element with exactly its attributes and
// their defaults, its properties, its events and its CSS parts, and each one works on a real element.
import { expect } from 'chai';
import { elementRegistry } from '../../elements/index.ts';
import { define } from '../../elements/define.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { mount, waitFor } from './fixtures/element-base-dom.ts';

define();

interface ManifestDeclaration {
  name: string;
  tagName: string;
  attributes: Array<{ name: string; fieldName: string; default?: string; type: { text: string } }>;
  members: Array<{ kind: string; name: string; attribute?: string; type: { text: string } }>;
  events: Array<{ name: string; type: { text: string } }>;
  cssParts: Array<{ name: string }>;
  slots: unknown[];
}
interface Manifest {
  schemaVersion: string;
  modules: Array<{ path: string; declarations: ManifestDeclaration[]; exports: Array<{ kind: string; name: string }> }>;
}

let manifest: Promise<Manifest> | null = null;
const load = () => (manifest ??= fetch('/__backroom/custom-elements.json').then((response) => response.json() as Promise<Manifest>));
const declarationOf = async (tag: string) => (await load()).modules.flatMap((module) => module.declarations).find((declaration) => declaration.tagName === tag);

afterEach(() => {
  for (const definition of elementRegistry.values()) for (const element of document.querySelectorAll(definition.tag)) element.remove();
});

describe('issue 9: custom-elements.json matches the element definitions', () => {
  it('lists exactly the registered elements, each as its dist entry and a custom-element definition', async () => {
    const { schemaVersion, modules } = await load();
    expect(schemaVersion).to.equal('1.0.0');
    expect(modules.map((module) => module.declarations[0].tagName).sort()).to.deep.equal([...elementRegistry.keys()].sort());
    for (const module of modules) {
      const tag = module.declarations[0].tagName;
      expect(module.path).to.equal(`dist/elements/${tag}.js`);
      expect(module.exports).to.deep.include({ kind: 'custom-element-definition', name: tag, declaration: { name: module.declarations[0].name, module: module.path } } as never);
    }
  });

  for (const definition of elementRegistry.values()) {
    it(`<${definition.tag}>: attributes with their defaults, properties, events and parts`, async () => {
      const declaration = await declarationOf(definition.tag);
      if (!declaration) throw new Error(`<${definition.tag}> is missing from the manifest`);
      // Attributes: the same names, in the same order, with the default an absent attribute reads as.
      expect(declaration.attributes.map((attribute) => attribute.name)).to.deep.equal([...definition.attributes.keys()]);
      const host = mount(definition.tag);
      await waitFor(() => host.shadowRoot?.querySelector('[part~="root"]'), 'the root part');
      for (const attribute of declaration.attributes) {
        const spec = definition.attributes.get(attribute.name);
        const value = (host as unknown as Record<string, unknown>)[attribute.fieldName];
        if (!spec?.parse) expect(JSON.stringify(value), `${attribute.name}'s default`).to.equal(attribute.default);
        if (spec?.values) expect(attribute.type.text).to.equal(spec.values.map((text) => `'${text}'`).join(' | '));
        expect(attribute.type.text, attribute.name).to.match(spec?.type === 'boolean' ? /^boolean$/ : spec?.type === 'number' ? /number/ : /string|'/);
      }
      // Properties: every declared one, none more; each a property of the element.
      const properties = declaration.members.filter((member) => member.kind === 'field' && member.attribute === undefined);
      expect(properties.map((member) => member.name)).to.deep.equal([...definition.properties.keys()]);
      for (const member of declaration.members) expect(member.name in host, member.name).to.equal(true);
      // Events: the ones the element says it dispatches, each typed as a CustomEvent.
      expect(declaration.events.map((event) => event.name)).to.deep.equal([...definition.events]);
      for (const event of declaration.events) expect(event.type.text).to.match(/^CustomEvent<\{ .* \}>$/);
      // Parts: each one a part inside the element's shadow root. No slots: the elements render no light DOM.
      for (const part of declaration.cssParts) expect(host.shadowRoot?.querySelector(`[part~="${part.name}"]`), part.name).to.not.equal(null);
      expect(declaration.slots).to.deep.equal([]);
      expect(host.shadowRoot?.querySelector('slot')).to.equal(null);
    });
  }
});
