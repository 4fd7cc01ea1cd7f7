// Image uploads (src/ui/upload, issue 12/13) in real Chromium against the real server: a chosen image is uploaded
// to the organisation's files and shown from its signed link; taking it off deletes it on the server.
import { expect } from 'chai';
import { useState } from 'react';
import type { UploadedFile } from '../../src/core/contract/api/files.ts';
import { ImageUpload } from '../../src/ui/upload/index.ts';
import { signInThroughStorage } from './fixtures/backroom-api.ts';
import { mount, waitFor } from './fixtures/element-base-dom.ts';
import { afterEach, beforeEach, describe, it } from './fixtures/element-base-mocha.ts';
import { defineFeatureHost, sessionReady } from './fixtures/feature-host.tsx';

const uploaded: { current: UploadedFile[] } = { current: [] };

function Attachments() {
  const [files, setFiles] = useState<UploadedFile[]>([]);
  uploaded.current = files;
  return <ImageUpload area="complaints" value={files} onChange={setFiles} />;
}

const TAG = 'test-upload-image';
defineFeatureHost(TAG, () => <Attachments />);

beforeEach(async () => {
  await signInThroughStorage('13800000007');
});
afterEach(() => {
  for (const element of document.querySelectorAll(TAG)) element.remove();
});

/** A real 1×1 PNG. */
const PNG = Uint8Array.from(atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='), (c) => c.charCodeAt(0));

function choose(input: HTMLInputElement, file: File): void {
  const transfer = new DataTransfer();
  transfer.items.add(file);
  input.files = transfer.files;
  input.dispatchEvent(new Event('change', { bubbles: true }));
}

describe('ImageUpload', () => {
  it('uploads a chosen image, shows it from its signed link, and deletes it when taken off', async () => {
    const host = mount<HTMLElement>(TAG);
    await waitFor(() => sessionReady(), 'the session', 15_000);
    const input = await waitFor(() => host.shadowRoot?.querySelector<HTMLInputElement>('.backroom-image-upload input[type=file]'), 'the file input', 10_000);
    choose(input, new File([PNG], '凭证.png', { type: 'image/png' }));
    const file = await waitFor(() => uploaded.current[0], 'the upload', 15_000);
    expect(file.key).to.match(/^2\/complaints\/.+\.png$/);
    const image = await waitFor(() => host.shadowRoot?.querySelector<HTMLImageElement>('.backroom-image-upload img'), 'the picture', 10_000);
    expect(image.src).to.contain('/api/tool/oss/file?');
    const shown = await fetch(image.src);
    expect([shown.status, shown.headers.get('content-type')]).to.deep.equal([200, 'image/png']);

    const remove = await waitFor(() => host.shadowRoot?.querySelector<HTMLElement>('.backroom-image-upload .semi-upload-picture-file-card-close'), 'the remove button');
    remove.click();
    await waitFor(() => uploaded.current.length === 0, 'the image taken off');
    // The delete is sent as the image is taken off; the link answers 404 once it is done.
    let status = 0;
    for (let tries = 0; tries < 100 && status !== 404; tries += 1) {
      // Past the browser's cache: the image was just shown from this link.
      status = (await fetch(file.url, { cache: 'no-store' })).status;
      if (status !== 404) await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(status).to.equal(404);
  });
});
