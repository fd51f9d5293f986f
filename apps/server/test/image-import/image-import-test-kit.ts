import sharp from 'sharp';
import type { TestApp } from '../test-app';

const boundary = 'picture-import-boundary';

/** A small JPEG of one colour. */
export function jpeg(colour = '#2f6f8f', width = 64, height = 48): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
}

/** A multipart body of form fields and named files. */
export function multipartOf(fields: Record<string, string>, files: { name: string; bytes: Buffer }[]) {
  const chunks: Buffer[] = [];
  for (const [name, value] of Object.entries(fields)) {
    chunks.push(
      Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`),
    );
  }
  for (const file of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="files"; filename="${file.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      file.bytes,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return {
    payload: Buffer.concat(chunks),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

export interface PreviewAnswer {
  id: string;
  status: string;
  total: number;
  processed: number;
  counts: Record<string, number>;
  files: {
    name: string;
    outcome: string;
    match: { label: string; position: number } | null;
    reason: string | null;
  }[];
}

export function uploadPictures(
  t: TestApp,
  token: string,
  fields: Record<string, string>,
  files: { name: string; bytes: Buffer }[],
) {
  return t.request<PreviewAnswer>({
    method: 'POST',
    url: '/api/admin/image-imports',
    token,
    ...multipartOf(fields, files),
  });
}

/** Starts the import and polls it until it is done or failed. */
export async function processPictures(t: TestApp, token: string, id: string): Promise<PreviewAnswer> {
  const started = await t.request<PreviewAnswer>({
    method: 'POST',
    url: `/api/admin/image-imports/${id}/process`,
    token,
  });
  if (started.status !== 202) throw new Error(`process answered ${started.status}: ${started.text}`);
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const answer = await t.request<PreviewAnswer>({
      method: 'GET',
      url: `/api/admin/image-imports/${id}`,
      token,
    });
    if (answer.body.status === 'done' || answer.body.status === 'failed') return answer.body;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error('the import did not finish');
}
