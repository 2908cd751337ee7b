import { EXPORT_FAILED, downloadExport, fileNameFromDisposition, type DownloadDeps } from './download-export';

describe('fileNameFromDisposition', () => {
  test.each([
    ['attachment; filename="liftbook-2026-11-25.csv"', 'liftbook-2026-11-25.csv'],
    ['attachment; filename=liftbook.json', 'liftbook.json'],
    [`attachment; filename="x.csv"; filename*=UTF-8''li%C3%B1tbook.csv`, 'liñtbook.csv'],
    ['attachment', 'fallback.csv'],
    [null, 'fallback.csv'],
  ])('%s → %s', (header, name) => {
    expect(fileNameFromDisposition(header, 'fallback.csv')).toBe(name);
  });
});

describe('downloadExport', () => {
  const reply = (status: number, body: string, headers: Record<string, string> = {}) =>
    ({
      ok: status >= 200 && status < 300,
      status,
      headers: { get: (name: string) => headers[name] ?? null },
      json: async () => JSON.parse(body) as unknown,
      blob: async () => ({ size: body.length }) as Blob,
    }) as unknown as Response;

  function deps(response: Response | Error): DownloadDeps & { saved: string[]; fetch: jest.Mock } {
    const saved: string[] = [];
    return {
      saved,
      fetch: jest.fn(async () => {
        if (response instanceof Error) throw response;
        return response;
      }),
      token: async () => 'tok',
      save: (_blob, name) => saved.push(name),
    };
  }

  test('fetches with the bearer token and saves under the name the api gives', async () => {
    const d = deps(reply(200, 'a,b', { 'Content-Disposition': 'attachment; filename="liftbook-export.csv"' }));
    await expect(downloadExport('csv', d)).resolves.toBe('liftbook-export.csv');
    expect(d.fetch).toHaveBeenCalledWith('/api/export?format=csv', { headers: { Authorization: 'Bearer tok' } });
    expect(d.saved).toEqual(['liftbook-export.csv']);
  });

  test.each([
    [reply(500, '{"message":"Internal Server Error"}'), `${EXPORT_FAILED}: Internal Server Error`],
    [reply(502, 'not json'), `${EXPORT_FAILED}: HTTP 502`],
    [new TypeError('Failed to fetch'), `${EXPORT_FAILED}: the server could not be reached.`],
  ])('a failure says so and saves nothing (%#)', async (response, message) => {
    const d = deps(response);
    await expect(downloadExport('json', d)).rejects.toThrow(message);
    expect(d.saved).toEqual([]);
  });
});
