import type { ApiClient } from '../../client';
import type { UploadKind, UploadResult } from '../../schema/entities/upload';

/**
 * POST /v1/uploads with the client's key and the session cookie, reporting the bytes sent as
 * a percentage (fetch cannot tell how much of a body has gone). A refusal rejects with the
 * server's message ("File too large: …").
 */
export function uploadWithProgress(
  client: Pick<ApiClient, 'apiKey' | 'baseUrl'>,
  file: Blob,
  kind: UploadKind,
  onProgress: (percent: number) => void,
): Promise<UploadResult> {
  return new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${client.baseUrl}/v1/uploads`);
    request.withCredentials = true;
    if (client.apiKey) request.setRequestHeader('x-api-key', client.apiKey);
    request.responseType = 'json';
    request.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        onProgress(Math.min(99, Math.round((event.loaded / event.total) * 100)));
    };
    request.onload = () => {
      const body = request.response as (UploadResult & { message?: string }) | null;
      if (request.status >= 200 && request.status < 300 && body?.url) {
        onProgress(100);
        resolve(body);
        return;
      }
      reject(
        new Error(
          body?.message ?? `The server answered ${request.status} ${request.statusText}`.trim(),
        ),
      );
    };
    request.onerror = () => reject(new Error('The server could not be reached'));
    request.onabort = () => reject(new Error('The upload was cancelled'));
    const form = new FormData();
    form.append('file', file, file instanceof File ? file.name : 'upload');
    form.append('kind', kind);
    request.send(form);
  });
}
