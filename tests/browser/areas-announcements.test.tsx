// The announcement list (issue 4) in real Chromium against the real seeded server, as 13800000007 (admin: '*:*:*',
// so PROCLAMATION_EDIT): the dialog validates before create or update (spec §5), then add, edit, the status toggle
// (spec §4) and delete (删除成功) round-trip through the server. The new announcement is created disabled and the
// toggle is tried on an older one, so the latest announcement other tests read never changes.
import { expect } from 'chai';
import { ProclamationStatus } from '../../src/core/contract/index.ts';
import type { Paged } from '../../src/core/contract/index.ts';
import ProclamationsScreen from '../../src/features/announcements/ProclamationsScreen.tsx';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, inShadow, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, navigate, requestsTo, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import { cellText, rowOf, tableRows, toasts, typeInto } from './fixtures/paged-table.ts';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { latestAnnouncement, proclamationAdd, proclamationPage } from '../../src/core/contract/api/announcements.ts';
import type { Announcement, Proclamation } from '../../src/core/contract/api/announcements.ts';

const TAG = 'test-areas-announcements';
defineFeatureHost(TAG, () => <ProclamationsScreen path="/proclamation/proclamationList" title="公告列表" navigate={navigate} />);
const DIALOG = 'backroom-proclamation-dialog';

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage('13800000007'))).token;
const serverPage = async () => serverGet<Paged<Proclamation>>(`${proclamationPage.path}?page=1&limit=100`, await token());

beforeEach(async () => {
  await token();
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

/** Other test files add and delete announcements of this organisation meanwhile, so no exact list is expected here. */
async function mountList(): Promise<HTMLElement> {
  const host = mount<HTMLElement>(TAG);
  await waitFor(() => sessionReady(), 'the session', 15_000);
  await waitFor(() => tableRows(host).length > 0 && inShadow(host, '.backroom-paged-table[data-loading="false"]'), 'the announcements', 15_000);
  return host;
}

const dialog = (host: Element) => shownDialog(host, DIALOG);
const field = <E extends Element>(host: Element, selector: string) => dialog(host)?.querySelector<E>(selector) ?? null;
const rowTitled = (host: Element, title: string) => tableRows(host).find((row) => cellText(host, row, '标题') === title) ?? null;
const clickIn = (row: Element | null, selector: string) => (row?.querySelector(selector) as HTMLElement).click();

async function save(host: Element): Promise<void> {
  (field<HTMLElement>(host, '.backroom-proclamation-save') as HTMLElement).click();
  await waitFor(() => toasts(host).includes('保存成功'), 'the 保存成功 toast');
  await waitFor(() => dialog(host) === null, 'the dialog to close');
}

describe('announcements for a holder of PROCLAMATION_EDIT', () => {
  it('validates the dialog before anything is sent, then adds, edits and deletes an announcement on the server', async () => {
    const host = await mountList();
    const adds = requestsTo(proclamationAdd.path);
    (inShadow(host, '.backroom-proclamation-add') as HTMLElement).click();
    await waitFor(() => dialog(host), 'the 新增公告 dialog');
    expect(dialog(host)?.querySelector('.semi-modal-title')?.textContent).to.equal('新增公告');
    (field<HTMLElement>(host, '.backroom-proclamation-save') as HTMLElement).click();
    await waitFor(() => (dialog(host)?.querySelectorAll('.semi-form-field-error-message').length ?? 0) === 2, 'both field errors');
    const errors = [...(dialog(host)?.querySelectorAll('.semi-form-field-error-message') ?? [])].map((error) => error.textContent);
    expect(errors).to.deep.equal(['请输入标题', '请输入内容']);
    typeInto(field<HTMLInputElement>(host, '.semi-input-wrapper input'), '   ');
    (field<HTMLElement>(host, '.backroom-proclamation-save') as HTMLElement).click();
    await frames(10);
    expect(requestsTo(proclamationAdd.path)).to.equal(adds); // blank and missing fields send nothing

    const title = `区域巡检公告-${Date.now()}`;
    typeInto(field<HTMLInputElement>(host, '.semi-input-wrapper input'), title);
    typeInto(field<HTMLTextAreaElement>(host, 'textarea'), '<p>本周对全部点位进行巡检。</p>');
    const disabled = [...(dialog(host)?.querySelectorAll<HTMLLabelElement>('.semi-radio') ?? [])].find((radio) => radio.textContent === '停用');
    disabled?.querySelector('input')?.click();
    await save(host);
    expect(requestsTo(proclamationAdd.path)).to.equal(adds + 1);
    const added = (await serverPage()).rows.find((row) => row.title === title) as Proclamation;
    expect([added.status, added.indexFlag, added.content]).to.deep.equal([ProclamationStatus.DISABLED, 0, '<p>本周对全部点位进行巡检。</p>']);
    await waitFor(() => rowOf(host, added.id), 'the new row');
    expect(cellText(host, rowOf(host, added.id) as HTMLElement, '首页弹出')).to.equal('否');

    clickIn(rowOf(host, added.id), '.backroom-proclamation-edit');
    await waitFor(() => dialog(host)?.querySelector('.semi-modal-title')?.textContent === '编辑公告', 'the 编辑公告 dialog');
    expect(field<HTMLInputElement>(host, '.semi-input-wrapper input')?.value).to.equal(title);
    expect(dialog(host)?.textContent).not.to.include('停用'); // status changes through the list's toggle
    const edited = `${title}（已更新）`;
    typeInto(field<HTMLInputElement>(host, '.semi-input-wrapper input'), edited);
    await save(host);
    await waitFor(() => rowTitled(host, edited), 'the edited title in the list');
    expect((await serverPage()).rows.find((row) => row.id === added.id)?.title).to.equal(edited);

    clickIn(rowOf(host, added.id), '.backroom-proclamation-delete');
    const confirm = await waitFor(() => inShadow<HTMLElement>(host, '.backroom-proclamation-delete-confirm'), 'the delete confirmation');
    confirm.click();
    await waitFor(() => toasts(host).includes('删除成功'), 'the 删除成功 toast');
    await waitFor(() => rowOf(host, added.id) === null, 'the row to go');
    expect((await serverPage()).rows.some((row) => row.id === added.id)).to.equal(false);
  });

  it('the status toggle switches an announcement off and on again on the server', async () => {
    const latest = await serverGet<Announcement | null>(latestAnnouncement.path, await token());
    const { rows } = await serverPage();
    // An enabled announcement older than the latest: switching it never changes which one is the latest.
    const older = rows
      .filter((row) => row.status === ProclamationStatus.ENABLED && row.id !== latest?.id)
      .sort((a, b) => a.createTime - b.createTime)[0];
    expect(older === undefined).to.equal(false);
    const host = await mountList();
    const toggle = () => rowOf(host, older.id)?.querySelector<HTMLInputElement>('.backroom-proclamation-status input[role="switch"]') ?? null;
    expect(toggle()?.checked).to.equal(true);
    toggle()?.click();
    await waitFor(() => toasts(host).includes('公告已停用'), 'the 公告已停用 toast');
    await waitFor(() => toggle()?.checked === false, 'the switch off');
    expect((await serverPage()).rows.find((row) => row.id === older.id)?.status).to.equal(ProclamationStatus.DISABLED);
    toggle()?.click();
    await waitFor(() => toasts(host).includes('公告已启用'), 'the 公告已启用 toast');
    await waitFor(() => toggle()?.checked === true, 'the switch on');
    expect((await serverPage()).rows.find((row) => row.id === older.id)?.status).to.equal(ProclamationStatus.ENABLED);
  });
});
