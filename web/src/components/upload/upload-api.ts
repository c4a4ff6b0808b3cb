import { FileCalls, type FileInfo, type GrantFile } from '@app/contract';
import { call } from '../../lib/http';

/** SPEC §4 "get signature": the server checks the files and answers their paths and one upload token. */
export const requestGrant = (files: GrantFile[]) =>
  call(FileCalls.grant, { body: { files }, silent: true, hideLoading: true });

/** A stored file's facts and download addresses. */
export const fetchFileInfo = (path: string) => call(FileCalls.info, { query: { path }, hideLoading: true });

/** How often, and how many times, a file still being checked is asked about again. */
const CHECK_INTERVAL_MS = 1000;
const CHECK_ATTEMPTS = 30;

/**
 * The facts of a file whose last byte has gone up, once the server has checked it (SPEC §4 "mark
 * done"). The transfer can end before the check does (a resumed upload learns from HEAD that all
 * bytes are in); a file the server did not accept rejects.
 */
export async function finishedFileInfo(path: string, intervalMs = CHECK_INTERVAL_MS): Promise<FileInfo> {
  for (let attempt = 1; ; attempt++) {
    const info = await fetchFileInfo(path);
    if (info.state === 'done') return info;
    const checking = info.state === 'finishing' || info.state === 'uploading';
    if (!checking || attempt >= CHECK_ATTEMPTS) throw new Error(`upload of ${info.name} ended ${info.state}`);
    await new Promise((resolve) => setTimeout(resolve, intervalMs));
  }
}
