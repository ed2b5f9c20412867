import type { Harness } from './harness';

/**
 * Uploads a PNG as a browser's form does (POST /api/user/upload, multipart `file`) and returns the stored
 * upload's filename; fails the test with the server's answer otherwise. `remoteAddress` gives the request an
 * address of its own, for files that upload more than the per-address limit allows from one.
 */
export async function uploadPng(
  h: Pick<Harness, 'app'>,
  cookie: string,
  png: Buffer,
  remoteAddress?: string,
): Promise<string> {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'picture.png');
  const encoded = new Request('http://muse.test/', { method: 'POST', body: form });
  const res = await h.app.inject({
    method: 'POST',
    url: '/api/user/upload',
    ...(remoteAddress ? { remoteAddress } : {}),
    payload: Buffer.from(await encoded.arrayBuffer()),
    headers: { 'content-type': encoded.headers.get('content-type')!, cookie },
  });
  if (res.statusCode !== 200) throw new Error(`upload answered ${res.statusCode}: ${res.body}`);
  return res.json<{ filename: string }>().filename;
}
