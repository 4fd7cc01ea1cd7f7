// The device panel's buttons follow the identity's view codes (spec §6: an element is removed unless one of its codes
// is held), in real Chromium against the real seeded server, as 13800000008 (品牌管理员: device:vm:list only): the
// fleet list offers 导出 but neither 批量锁机, 批量指令, 清除缓存 nor (coolers) 压缩机控制导入; 13800000007 (admin,
// '*:*:*') is offered them all (tests/browser/device-panel-actions.test.tsx uses them).
import { expect } from 'chai';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { DevicePanel } from '../../src/features/devices/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, sessionReady } from './fixtures/feature-host.tsx';

const VENDING = 'test-device-rights-vending';
const COOLERS = 'test-device-rights-coolers';
defineFeatureHost(VENDING, () => <DevicePanel view="list" kind="vending" deviceId={null} locale="zh-CN" />);
defineFeatureHost(COOLERS, () => <DevicePanel view="list" kind="cooler" deviceId={null} locale="zh-CN" />);

const SELECTION_ACTIONS = ['.backroom-device-batch-lock', '.backroom-device-bulk', '.backroom-device-remove-cache', '.backroom-device-compressor-import'];
const shown = (host: HTMLElement) => SELECTION_ACTIONS.filter((selector) => inShadow(host, selector) !== null);

async function mountList(tag: string): Promise<HTMLElement> {
  const host = mount<HTMLElement>(tag);
  await waitFor(() => sessionReady() && inShadow(host, '.backroom-device-table[data-loading="false"] .backroom-export-button'), 'the list and its 导出', 15_000);
  return host;
}

let phone = '';
let session: Promise<LoginResponse> | null = null;
const signIn = async (as: string) => {
  if (phone !== as) {
    phone = as;
    session = signInThroughStorage(as);
  }
  await session;
};

afterEach(() => {
  for (const element of document.querySelectorAll(`${VENDING}, ${COOLERS}`)) element.remove();
});

describe('device buttons by view code', () => {
  it('device:vm:list alone: 导出 only', async () => {
    await signIn('13800000008');
    expect(shown(await mountList(VENDING))).to.deep.equal([]);
    expect(shown(await mountList(COOLERS))).to.deep.equal([]);
  });

  it("'*:*:*': every selection action, 压缩机控制导入 on the coolers", async () => {
    await signIn('13800000007');
    expect(shown(await mountList(VENDING))).to.deep.equal(SELECTION_ACTIONS.slice(0, 3));
    expect(shown(await mountList(COOLERS))).to.deep.equal(SELECTION_ACTIONS);
  });
});
