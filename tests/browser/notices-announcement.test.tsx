// The latest announcement (spec §3, §4 Other; issue 5) in real Chromium against the real server, as 13800000007:
// shown once per id per user (local storage keyed by phone), its HTML sanitised so a script payload stays inert.
import { expect } from 'chai';

import { LatestAnnouncement, announcementSeenKey, sanitiseHtml } from '../../src/features/announcement/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { frames, mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, requestsTo, serverCall, serverGet, sessionReady, shownDialog } from './fixtures/feature-host.tsx';
import type { LoginResponse } from '../../src/core/contract/api/auth.ts';
import { latestAnnouncement, proclamationAdd, proclamationDelete } from '../../src/core/contract/api/announcements.ts';
import type { Announcement } from '../../src/core/contract/api/announcements.ts';
import { urlOf } from '../../src/core/contract/api/define.ts';

const TAG = 'test-announcement';
defineFeatureHost(TAG, () => <LatestAnnouncement />);

const PHONE = '13800000007';
const DIALOG = 'backroom-announcement-dialog';
const seenKey = announcementSeenKey(PHONE);

declare global {
  interface Window {
    __announcementPwned?: string[];
  }
}

let session: Promise<LoginResponse> | null = null;
const token = async () => (await (session ??= signInThroughStorage(PHONE))).token;
const latest = async () => serverGet<Announcement | null>(latestAnnouncement.path, await token());

beforeEach(async () => {
  await token();
  localStorage.removeItem(seenKey);
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

/** Mounts the announcement and waits until it asked the server for the latest one (and rendered the answer). */
async function mountAnnouncement(): Promise<HTMLElement> {
  const before = requestsTo(latestAnnouncement.path);
  const host = mount<HTMLElement>(TAG);
  await waitFor(() => sessionReady() && requestsTo(latestAnnouncement.path) > before, 'the latest-announcement request', 15_000);
  await frames(6);
  return host;
}

/** Adds an announcement through the server's proclamation route; the returned function deletes it again. */
async function addAnnouncement(title: string, content: string, indexFlag: 0 | 1): Promise<{ id: number; remove(): Promise<unknown> }> {
  const added = await serverCall<{ id: number }>('POST', proclamationAdd.path, await token(), { title, content, indexFlag });
  return { id: added.id, remove: async () => serverCall('DELETE', urlOf(proclamationDelete, { id: added.id }), await token()) };
}

describe('the latest announcement, once per id per user', () => {
  it('pops up with its title, remembered under backroom:announcement:<phone>, and not again for that id', async () => {
    const announcement = await latest();
    expect(announcement?.indexFlag).to.equal(1);
    const host = await mountAnnouncement();
    const dialog = await waitFor(() => shownDialog(host, DIALOG), 'the announcement');
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.include(announcement?.title ?? '?');
    expect(dialog.querySelector('.semi-modal-title')?.textContent).to.include('最新公告');
    expect(localStorage.getItem(seenKey)).to.equal(String(announcement?.id));
    expect(seenKey).to.equal(`backroom:announcement:${PHONE}`);
    (dialog.querySelector('.backroom-announcement-close') as HTMLButtonElement).click();
    await waitFor(() => shownDialog(host, DIALOG) === null, 'the announcement to close');
    host.remove();

    const again = await mountAnnouncement();
    expect(shownDialog(again, DIALOG) === null).to.equal(true);
  });

  it('is remembered per user: another phone having seen it does not count', async () => {
    const announcement = await latest();
    localStorage.setItem(announcementSeenKey('13800000002'), String(announcement?.id));
    try {
      const host = await mountAnnouncement();
      await waitFor(() => shownDialog(host, DIALOG), 'the announcement');
    } finally {
      localStorage.removeItem(announcementSeenKey('13800000002'));
    }
  });

  it('a newer announcement pops up even though the previous one was seen', async () => {
    const previous = await latest();
    localStorage.setItem(seenKey, String(previous?.id));
    const added = await addAnnouncement('巡检通知（测试）', '<p>新的一条</p>', 1);
    try {
      const host = await mountAnnouncement();
      const dialog = await waitFor(() => shownDialog(host, DIALOG), 'the newer announcement');
      expect(dialog.textContent).to.include('巡检通知（测试）');
      expect(localStorage.getItem(seenKey)).to.equal(String(added.id));
    } finally {
      await added.remove();
    }
  });

  it('one that does not pop up (indexFlag 0) is neither shown nor remembered', async () => {
    const added = await addAnnouncement('仅列表显示（测试）', '<p>不弹出</p>', 0);
    try {
      const host = await mountAnnouncement();
      expect(shownDialog(host, DIALOG) === null).to.equal(true);
      expect(localStorage.getItem(seenKey)).to.equal(null);
    } finally {
      await added.remove();
    }
  });
});

describe('announcement content is sanitised HTML', () => {
  it('a <script>, an onerror handler and a javascript: link in an announcement never run', async () => {
    delete window.__announcementPwned;
    const ran = (what: string) => `(window.__announcementPwned = window.__announcementPwned || []).push('${what}')`;
    const payload =
      '<p class="keep">春季巡检<b>通知</b></p>' +
      `<script>${ran('script')}</script>` +
      `<img src="data:,not-an-image" onerror="${ran('onerror')}">` +
      `<svg><circle onload="${ran('svg')}"></circle></svg>` +
      `<a class="link" href="javascript:void(${ran('link')})">详情</a>`;
    const added = await addAnnouncement('脚本载荷（测试）', payload, 1);
    try {
      const host = await mountAnnouncement();
      const dialog = await waitFor(() => shownDialog(host, DIALOG), 'the announcement');
      const content = dialog.querySelector('.backroom-announcement-content') as HTMLElement;
      const image = content.querySelector('img') as HTMLImageElement;
      await waitFor(() => image.complete, 'the broken image to fail loading');
      (content.querySelector('a.link') as HTMLAnchorElement | null)?.click();
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(window.__announcementPwned).to.equal(undefined);
      expect(content.querySelector('p.keep')?.textContent).to.equal('春季巡检通知');
      expect(content.querySelectorAll('script').length).to.equal(0);
      expect(image.hasAttribute('onerror')).to.equal(false);
      expect(content.querySelector('a.link')?.getAttribute('href') ?? null).to.equal(null);
      expect(content.innerHTML).not.to.include('onload');
    } finally {
      await added.remove();
    }
  });

  it('keeps ordinary formatting and opens links in a new tab without an opener', () => {
    const clean = sanitiseHtml('<h3>标题</h3><ul><li><a href="https://example.com/a">链接</a></li></ul><iframe src="https://evil.example"></iframe><style>*{display:none}</style><form><input></form>');
    const box = document.createElement('div');
    box.innerHTML = clean;
    expect(box.querySelector('h3')?.textContent).to.equal('标题');
    const link = box.querySelector('a') as HTMLAnchorElement;
    expect([link.getAttribute('href'), link.target, link.rel]).to.deep.equal(['https://example.com/a', '_blank', 'noopener noreferrer']);
    expect(box.querySelectorAll('iframe, style, form, input').length).to.equal(0);
  });
});
