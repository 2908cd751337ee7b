// Downloads the lifter's export (GET /api/export?format=csv|json). The api wants the bearer token,
// which a plain link cannot send: the file is fetched with the token and saved through a Blob and
// an object URL, under the name the api gives in Content-Disposition.
import { getAccessToken } from '@liftbook/shared';

export type ExportFormat = 'csv' | 'json';

export const EXPORT_FAILED = 'Could not download your export';

/** The file name of a Content-Disposition header (filename* first, then filename), or `fallback`. */
export function fileNameFromDisposition(header: string | null, fallback: string): string {
  if (!header) return fallback;
  const encoded = /filename\*\s*=\s*(?:UTF-8|utf-8)''([^;]+)/.exec(header);
  if (encoded?.[1]) {
    try {
      return decodeURIComponent(encoded[1].trim());
    } catch {
      // Not valid percent-encoding: try the plain name.
    }
  }
  const plain = /filename\s*=\s*(?:"([^"]*)"|([^;]+))/.exec(header);
  const name = (plain?.[1] ?? plain?.[2] ?? '').trim();
  return name === '' ? fallback : name;
}

/** Hands a blob to the browser as a download. */
function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has its own reference to the blob once started.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export interface DownloadDeps {
  fetch: typeof fetch;
  token: () => Promise<string | null>;
  save: (blob: Blob, fileName: string) => void;
}

const browser: DownloadDeps = { fetch: (input, init) => fetch(input, init), token: getAccessToken, save: saveBlob };

/** Fetches and saves the export; resolves with the saved file's name, rejects with a message to show. */
export async function downloadExport(format: ExportFormat, deps: DownloadDeps = browser): Promise<string> {
  const token = await deps.token().catch(() => null);
  let response: Response;
  try {
    response = await deps.fetch(`/api/export?format=${format}`, { headers: token ? { Authorization: `Bearer ${token}` } : {} });
  } catch {
    throw new Error(`${EXPORT_FAILED}: the server could not be reached.`);
  }
  if (!response.ok) {
    const body = (await response.json().catch(() => null)) as { message?: unknown } | null;
    const said = typeof body?.message === 'string' && body.message !== '' ? body.message : `HTTP ${response.status}`;
    throw new Error(`${EXPORT_FAILED}: ${said}`);
  }
  const fileName = fileNameFromDisposition(response.headers.get('Content-Disposition'), `liftbook-export.${format}`);
  deps.save(await response.blob(), fileName);
  return fileName;
}
