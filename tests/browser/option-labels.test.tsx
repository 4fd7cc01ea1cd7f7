// spec §4 "Other" (issue 5 item 7): the option labels 商户待处理 and 客服待处理 show as 挂起中 and 系统处理中 wherever
// those statuses appear, here the real server's complaintStatus concept as labels and as select options.
import { expect } from 'chai';
import { displayOptionLabel } from '../../src/core/contract/index.ts';
import { ConceptLabel, ConceptSelect } from '../../src/ui/options/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, serverGet, sessionReady } from './fixtures/feature-host.tsx';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { conceptEntries } from '../../src/core/contract/api/reference.ts';
import type { Concept } from '../../src/core/contract/api/reference.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

const CODES = [1, 2, 3, 4, 99, null];
const TAG = 'test-option-labels';
defineFeatureHost(TAG, () => (
  <>
    <ul>
      {CODES.map((code) => (
        <li key={String(code)} data-code={String(code)}>
          <ConceptLabel concept="complaintStatus" value={code} />
        </li>
      ))}
    </ul>
    <ConceptSelect concept="complaintStatus" className="status-select" placeholder="状态" />
  </>
));

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13900000001'))).token;

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

const labelOf = (host: Element, code: unknown) => inShadow(host, `li[data-code="${String(code)}"] .backroom-concept-label`)?.textContent;
/** The concept has arrived: code 1 shows a label rather than nothing or ——. */
const loaded = (host: Element) => ![undefined, '——'].includes(labelOf(host, 1) ?? undefined);

describe('complaint statuses as the user reads them', () => {
  it('the server names them 商户待处理 and 客服待处理; labels show 挂起中 and 系统处理中, unknown codes ——', async () => {
    const concepts = await serverGet<Concept[]>(urlOf(conceptEntries, { key: 'complaintStatus' }), await token());
    expect(concepts.map((concept) => concept.name)).to.include.members(['商户待处理', '客服待处理']);
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady() && loaded(host), 'the labels', 15_000);
    for (const concept of concepts) expect(labelOf(host, concept.code)).to.equal(displayOptionLabel(concept.lable));
    expect([labelOf(host, 2), labelOf(host, 3)]).to.deep.equal(['挂起中', '系统处理中']);
    expect([labelOf(host, 99), labelOf(host, null)]).to.deep.equal(['——', '——']);
    expect(inShadow(host, 'ul')?.textContent).not.to.match(/商户待处理|客服待处理/);
  });

  it('the select offers the same labels', async () => {
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady() && loaded(host), 'the labels', 15_000);
    (inShadow(host, '.status-select') as HTMLElement).click();
    const options = await waitFor(() => {
      const found = [...(host.shadowRoot?.querySelectorAll('.semi-select-option') ?? [])].map((option) => option.textContent);
      return found.length > 0 ? found : null;
    }, 'the options');
    expect(options).to.deep.equal(['待处理', '挂起中', '系统处理中', '已完成']);
  });
});
