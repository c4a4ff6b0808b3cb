import {
  Code,
  FILE_RULES,
  type FilePurpose,
  type GrantFile,
  UPLOAD_DEFAULTS,
  UPLOAD_TOKEN_HEADER,
} from '@app/contract';
import Uppy, { type Body, type UppyFile, type UppyOptions } from '@uppy/core';
import Tus from '@uppy/tus';
import { ApiError } from '../../lib/http';
import { createResumeStorage } from './resume-storage';
import { requestGrant } from './upload-api';

export const TUS_PATH = '/api/files/tus';

/** `path` is the storage path the grant chose; it travels to the server as tus metadata. */
export type UploadMeta = { name: string; type: string; path?: string };
export type UploadFile = UppyFile<UploadMeta, Body>;

/** Why a task failed: its grant could not be had, the server refused the file, or the transfer failed. */
export type Failure = { kind: 'grant' } | { kind: 'refused'; message: string } | { kind: 'transfer'; status?: number };

export interface UploaderOptions {
  purpose: FilePurpose;
  /** Declared types accepted; the purpose's own when empty. */
  accept: readonly string[];
  multiple: boolean;
  chunkSize: number;
  locale: UppyOptions<UploadMeta, Body>['locale'];
  /** Told once per failed file, for a banner. */
  onFailure(file: UploadFile, failure: Failure): void;
}

export interface Uploader {
  uppy: Uppy<UploadMeta, Body>;
  /** Whether a tus request has gone out for the file; before that it waits for a free slot. */
  wasSent(fileId: string): boolean;
  failureOf(fileId: string): Failure | undefined;
  /** Called on every change a task list shows. */
  subscribe(listener: () => void): () => void;
  destroy(): void;
}

interface Grant {
  token: string;
  /** Unix seconds. */
  expiresAt: number;
}

/** `files.<index>.<field>` keys of a refused grant, with their messages, by file index. */
function refusalsOf(error: ApiError): Map<number, string> {
  const refusals = new Map<number, string>();
  for (const [field, messages] of Object.entries(error.extra.errdata ?? {})) {
    const index = /^files\.(\d+)\./.exec(field)?.[1];
    if (index !== undefined) refusals.set(Number(index), messages.join(' '));
  }
  return refusals;
}

/**
 * One Uppy with the tus uploader, set up as SPEC §9 asks (3 files at once, 1 MB chunks, 2 retries,
 * resumable after a reload), and a pre-processing step that asks the server for an upload grant
 * for every file that has none still valid: its storage path goes into the tus metadata, its token
 * into the creation request's header.
 */
export function createUploader(options: UploaderOptions): Uploader {
  const rule = FILE_RULES[options.purpose];
  const types = options.accept.length > 0 ? options.accept : rule.types;
  const grants = new Map<string, Grant>();
  const failures = new Map<string, Failure>();
  const sent = new Set<string>();
  const listeners = new Set<() => void>();
  const changed = () => {
    for (const listener of listeners) listener();
  };

  // A fixed id per purpose keeps a file's id, and so its resume fingerprint, the same after a reload.
  const uppy = new Uppy<UploadMeta, Body>({
    id: `upload-${options.purpose}`,
    autoProceed: true,
    locale: options.locale,
    restrictions: {
      maxFileSize: rule.maxBytes,
      allowedFileTypes: [...types],
      maxNumberOfFiles: options.multiple ? UPLOAD_DEFAULTS.queueMax : 1,
    },
  });

  const fail = (file: UploadFile, failure: Failure) => {
    // A file cancelled while its grant was asked for has nothing left to fail.
    if (!uppy.getState().files[file.id]) return;
    failures.set(file.id, failure);
    uppy.setFileState(file.id, { error: failure.kind });
    options.onFailure(file, failure);
  };

  // An upload already created resumes from its stored address whatever the token; a fresh grant
  // only matters for one that is still to be created.
  const needsGrant = (file: UploadFile) => {
    const grant = grants.get(file.id);
    return !grant || grant.expiresAt * 1000 <= Date.now();
  };

  const ask = async (files: UploadFile[]) => {
    let pending = files;
    // The server grants all or nothing: after it refuses some files, the others are asked for again.
    for (let attempt = 0; pending.length > 0 && attempt < 2; attempt++) {
      const asked = pending;
      pending = [];
      try {
        const grant = await requestGrant(
          asked.map(
            (file): GrantFile => ({ name: file.name, size: file.size ?? 0, type: file.type, purpose: options.purpose }),
          ),
        );
        asked.forEach((file, index) => {
          const granted = grant.files[index];
          if (!granted) {
            fail(file, { kind: 'grant' });
            return;
          }
          grants.set(file.id, { token: grant.tmp_keys.sessionToken, expiresAt: grant.tmp_keys.expiredTime });
          uppy.setFileMeta(file.id, { ...file.meta, path: granted.path_name });
        });
      } catch (error) {
        const refusals = error instanceof ApiError && error.code === Code.FieldErrors ? refusalsOf(error) : new Map();
        asked.forEach((file, index) => {
          const refusal = refusals.get(index);
          if (refusal !== undefined) fail(file, { kind: 'refused', message: refusal });
          else if (refusals.size > 0) pending.push(file);
          else fail(file, { kind: 'grant' });
        });
      }
    }
  };

  uppy.addPreProcessor(async (fileIDs) => {
    const files = uppy.getFilesByIds(fileIDs).filter((file) => !file.error && needsGrant(file));
    if (files.length === 0) return;
    for (const file of files) uppy.emit('preprocess-progress', file, { mode: 'indeterminate' });
    try {
      await ask(files);
    } finally {
      for (const file of files) uppy.emit('preprocess-complete', uppy.getFile(file.id));
    }
  });

  uppy.use(Tus, {
    // tus-js-client resolves the upload's address against this, so it must be absolute.
    endpoint: new URL(TUS_PATH, window.location.origin).href,
    limit: UPLOAD_DEFAULTS.parallelFiles,
    chunkSize: options.chunkSize,
    retryDelays: [1000, 3000].slice(0, UPLOAD_DEFAULTS.retries),
    urlStorage: createResumeStorage(),
    removeFingerprintOnSuccess: true,
    allowedMetaFields: ['path', 'name', 'type'],
    headers: (file) => {
      const token = grants.get(file.id)?.token;
      return { 'X-Requested-With': 'XMLHttpRequest', ...(token ? { [UPLOAD_TOKEN_HEADER]: token } : {}) };
    },
    onBeforeRequest: (_request, file) => {
      if (sent.has(file.id)) return;
      sent.add(file.id);
      changed();
    },
  });

  uppy.on('upload-error', (file, _error, response) => {
    if (!file) return;
    // Not found on creation means the grant no longer opens it (expired, or another owner now):
    // a retry asks for a new one.
    if (response?.status === 404) grants.delete(file.id);
    fail(file, { kind: 'transfer', status: response?.status });
  });
  // A file started again is no longer failed.
  const forget = (file: UploadFile | undefined) => {
    if (file) failures.delete(file.id);
  };
  uppy.on('upload-retry', forget);
  uppy.on('upload-pause', forget);
  uppy.on('file-removed', (file) => {
    grants.delete(file.id);
    failures.delete(file.id);
    sent.delete(file.id);
  });
  uppy.on('state-update', changed);

  return {
    uppy,
    wasSent: (fileId) => sent.has(fileId),
    failureOf: (fileId) => failures.get(fileId),
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    destroy() {
      listeners.clear();
      // Leaving the screen keeps unfinished uploads on the server, to resume when the file is added
      // again: the transfers stop here, so Uppy's own clean-up finds none to end with a tus DELETE.
      const tus = uppy.getPlugin('Tus');
      for (const [id, upload] of Object.entries(tus?.uploaders ?? {})) {
        void upload?.abort(false);
        if (tus) tus.uploaders[id] = null;
      }
      uppy.destroy();
    },
  };
}
