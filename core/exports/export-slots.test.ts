import { afterAll, describe, expect, it } from 'vitest';
import { metaOf } from '../api/procedures';
import { rejection, twoFarms } from '../herd/test-farm';
import { FILE_DOWNLOAD_PATHS } from '../schemas/file-download-paths';
import { EXPORT_BUSY_MESSAGE, takeExportSlot } from './export-slots';

// One export at a time per farm, whichever way it is asked for: the streamed REST download holds
// the slot (server/batch-limits-http.test.ts), and so does the procedure the desktop calls over IPC.

const farms = twoFarms();
afterAll(() => farms.dispose());

describe('the export slot', () => {
  it(`while the farm's export is being prepared, the procedure refuses another with TOO_MANY_REQUESTS "${EXPORT_BUSY_MESSAGE}"; another farm's is built; given back, the farm's is built again`, async () => {
    const release = takeExportSlot(farms.farm.userId);
    const refused = await rejection(farms.farm.api.exports.cattleWorkbook());
    expect({ code: refused.code, message: refused.message }).toEqual({ code: 'TOO_MANY_REQUESTS', message: EXPORT_BUSY_MESSAGE });
    await expect(farms.neighbour.api.exports.cattleWorkbook()).resolves.toMatchObject({ fileName: expect.stringMatching(/\.xlsx$/) });
    release();
    release();
    await expect(farms.farm.api.exports.cattleWorkbook()).resolves.toMatchObject({ fileName: expect.stringMatching(/\.xlsx$/) });
  });

  it("every file the app downloads is named at its procedure's own REST path", () => {
    for (const [path, restPath] of Object.entries(FILE_DOWNLOAD_PATHS)) {
      const meta = metaOf(path);
      expect(meta?.download, path).toBeDefined();
      expect(meta?.openapi?.path).toBe(restPath);
    }
  });
});
