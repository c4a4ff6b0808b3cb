import { type FileInfo, type FilePurpose, isFileId, UPLOAD_DEFAULTS } from '@app/contract';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { alertBanner } from '../../lib/feedback';
import { failureText } from './failure-text';
import { type TaskState, taskStateOf } from './task-state';
import { finishedFileInfo } from './upload-api';
import type { Failure, Uploader, UploadFile } from './uploader';

export interface UploadTask {
  id: string;
  name: string;
  size: number;
  state: TaskState;
  /** 0 to 100. */
  percent: number;
  failure?: Failure;
}

export interface UploadsOptions {
  purpose: FilePurpose;
  accept: readonly string[];
  multiple: boolean;
  chunkSize: number;
  onUploaded?: (file: FileInfo) => void;
  /** Keep finished and cancelled tasks listed until dismissed; else they leave the list at once. */
  keepFinished: boolean;
}

/** The stored file's path: the tus address's last part (an upload resumed after a reload keeps its first path). */
function pathOf(file: UploadFile, uploadUrl: string | undefined): string | undefined {
  const fromUrl = uploadUrl?.split('/').pop();
  return fromUrl && isFileId(fromUrl) ? fromUrl : file.meta.path;
}

function taskOf(uploader: Uploader, file: UploadFile): UploadTask {
  const failure = uploader.failureOf(file.id);
  return {
    id: file.id,
    name: file.name,
    size: file.size ?? 0,
    state: taskStateOf({
      uploadComplete: file.progress.uploadComplete,
      error: file.error,
      isPaused: file.isPaused,
      checking: file.progress.preprocess !== undefined,
      sent: uploader.wasSent(file.id),
    }),
    percent: file.progress.percentage ?? 0,
    ...(failure ? { failure } : {}),
  };
}

/** What a list shows at once; progress alone may wait for the next tick. */
const shapeOf = (tasks: UploadTask[]) =>
  tasks.map((task) => `${task.id}:${task.state}:${task.failure?.kind}`).join('|');

/** Uppy and tus are a tenth of a screen's code: they load when files are first chosen, not with the screen. */
const loadUploader = () => Promise.all([import('./uploader'), import('./uppy-locale')]);

/**
 * The upload tasks of one upload control and what can be done to them. Progress is shown at most
 * once a second (SPEC §9); a change of state at once. The uploader is made when the first files are
 * added (`preload` fetches its code early, e.g. when the pointer reaches the button).
 */
export function useUploads(options: UploadsOptions) {
  const { i18n } = useTranslation();
  const [uploader, setUploader] = useState<Uploader | null>(null);
  const [live, setLive] = useState<UploadTask[]>([]);
  const [finished, setFinished] = useState<UploadTask[]>([]);
  const latest = useRef(options);
  useEffect(() => {
    latest.current = options;
  });

  const { purpose, multiple, chunkSize } = options;
  const acceptKey = options.accept.join(',');
  // The uploader being made or made, for the settings of this render; dropped when they change.
  const making = useRef<Promise<Uploader> | null>(null);

  const make = (): Promise<Uploader> => {
    const settings = { purpose, accept: acceptKey ? acceptKey.split(',') : [], multiple, chunkSize };
    const mine: Promise<Uploader> = loadUploader().then(([{ createUploader }, { uppyLocale }]) => {
      const created = createUploader({
        ...settings,
        locale: uppyLocale(i18n.language),
        onFailure: (file, failure) => alertBanner('error', failureText(file.name, failure)),
      });
      const finish = (task: UploadTask) => {
        if (latest.current.keepFinished) setFinished((tasks) => [...tasks.filter((t) => t.id !== task.id), task]);
        created.uppy.removeFile(task.id);
      };
      created.uppy.on('restriction-failed', (_file, error) => alertBanner('warning', error.message));
      created.uppy.on('upload-success', (file, response) => {
        if (!file) return;
        const task = { ...taskOf(created, file), state: 'success' as const, percent: 100 };
        const path = pathOf(file, response.uploadURL);
        (path ? finishedFileInfo(path) : Promise.reject(new Error('upload without a path')))
          .then((info) => {
            latest.current.onUploaded?.(info);
            finish(task);
          })
          .catch(() => {
            // All bytes went up but the server has not accepted the file: it is no success.
            const failure: Failure = { kind: 'transfer' };
            alertBanner('error', failureText(file.name, failure));
            finish({ ...task, state: 'error', failure });
          });
      });
      // Settings changed (or the control left) while the code loaded: this one is not wanted.
      if (making.current !== mine) created.destroy();
      else setUploader(created);
      return created;
    });
    making.current = mine;
    // A failed load (the network) is reported, and the next files try again.
    mine.catch(() => {
      if (making.current === mine) making.current = null;
    });
    return mine;
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: new settings drop the uploader made for the old ones.
  useEffect(
    () => () => {
      const made = making.current;
      making.current = null;
      void made?.then((created) => created.destroy()).catch(() => undefined);
      setUploader(null);
      setLive([]);
    },
    [purpose, acceptKey, multiple, chunkSize],
  );

  useEffect(() => {
    if (!uploader) return;
    // Loaded with the uploader already.
    void import('./uppy-locale').then(({ uppyLocale }) =>
      uploader.uppy.setOptions({ locale: uppyLocale(i18n.language) }),
    );
  }, [uploader, i18n.language]);

  useEffect(() => {
    if (!uploader) return;
    let shown = '';
    let shownAt = 0;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const show = () => {
      timer = undefined;
      const tasks = uploader.uppy.getFiles().map((file) => taskOf(uploader, file));
      shown = shapeOf(tasks);
      shownAt = Date.now();
      setLive(tasks);
    };
    const onChange = () => {
      const tasks = uploader.uppy.getFiles().map((file) => taskOf(uploader, file));
      if (shapeOf(tasks) !== shown) {
        clearTimeout(timer);
        show();
      } else {
        timer ??= setTimeout(show, Math.max(0, shownAt + UPLOAD_DEFAULTS.progressIntervalMs - Date.now()));
      }
    };
    const unsubscribe = uploader.subscribe(onChange);
    return () => {
      unsubscribe();
      clearTimeout(timer);
    };
  }, [uploader]);

  const actions = {
    add(files: File[]) {
      (making.current ?? make()).then(
        (created) => {
          // A single-file control replaces what it holds.
          if (!multiple) for (const file of created.uppy.getFiles()) created.uppy.removeFile(file.id);
          try {
            created.uppy.addFiles(files.map((data) => ({ name: data.name, type: data.type, data, source: 'Local' })));
          } catch {
            // Uppy refuses a batch whole for anything but its rules (which it reports itself).
            alertBanner('error', i18n.t('upload.addFailed'));
          }
        },
        () => alertBanner('error', i18n.t('upload.addFailed')),
      );
    },
    /** Fetches the uploader's code ahead of the first files. */
    preload: () => void loadUploader().catch(() => undefined),
    pause: (id: string) => uploader?.uppy.pauseResume(id),
    resume: (id: string) => uploader?.uppy.pauseResume(id),
    retry: (id: string) => void uploader?.uppy.retryUpload(id).catch(() => undefined),
    cancel(id: string) {
      const file = uploader?.uppy.getFile(id);
      if (!uploader || !file) return;
      const task = { ...taskOf(uploader, file), state: 'canceled' as const };
      uploader.uppy.removeFile(id);
      if (latest.current.keepFinished) setFinished((tasks) => [...tasks, task]);
    },
    dismiss: (id: string) => setFinished((tasks) => tasks.filter((task) => task.id !== id)),
  };

  return { tasks: [...live, ...finished], actions };
}
