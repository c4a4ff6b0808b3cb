import { spawn } from 'node:child_process';
import { constants, createWriteStream } from 'node:fs';
import { access, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, isAbsolute, join } from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { pathToFileURL } from 'node:url';
import { writeProfile } from './sandbox.js';

/** How Word documents are turned into PDF (DESIGN §1: LibreOffice headless). */
export interface ConverterSettings {
  /** The LibreOffice program, `soffice` on the PATH by default. */
  program: string;
  /** A conversion running longer than this is killed and marked failed. */
  timeoutMs: number;
  /**
   * Convert even where the converter cannot be cut off from the network (no user namespaces).
   * Off by default: then such a host refuses to convert rather than open documents online.
   */
  allowNetwork?: boolean;
}

/** A conversion that did not produce a PDF; the message is the reason kept on the file row. */
export class ConversionFailed extends Error {}

/** The isolation prefix to run with; none is only accepted when the settings allow the network. */
export function requireIsolation(prefix: string[], settings: ConverterSettings): string[] {
  if (prefix.length === 0 && !settings.allowNetwork) {
    throw new ConversionFailed(
      'the converter cannot be cut off from the network on this host (unshare --net is not allowed); ' +
        'set CONVERT_ALLOW_NETWORK=true to convert anyway',
    );
  }
  return prefix;
}

async function isExecutableFile(path: string): Promise<boolean> {
  const info = await stat(path).catch(() => null);
  if (!info?.isFile()) return false;
  return access(path, constants.X_OK).then(
    () => true,
    () => false,
  );
}

/** The program's full path: as given when it names a file, else looked up on the PATH; null when absent. */
export async function findProgram(program: string): Promise<string | null> {
  if (program.includes('/')) return (await isExecutableFile(program)) ? program : null;
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    if (!isAbsolute(dir)) continue;
    const candidate = join(dir, program);
    if (await isExecutableFile(candidate)) return candidate;
  }
  return null;
}

/** The end of what the converter printed: enough to tell why it failed, short enough for a row. */
const tail = (text: string) => text.trim().slice(-300);

/**
 * Runs `command` in its own process group, so a timeout or shutdown kills LibreOffice together with
 * the helper processes it starts. Settles only once the processes are gone.
 */
function run(
  command: string[],
  workDir: string,
  timeoutMs: number,
  signal: AbortSignal | undefined,
  extraEnv: Record<string, string> = {},
): Promise<string> {
  const [program = '', ...args] = command;
  // The server's environment holds its secrets (database address, storage keys); the converter gets
  // only what it needs to run, with its home in the throw-away folder.
  const env = {
    ...extraEnv,
    PATH: process.env.PATH ?? '/usr/bin:/bin',
    LANG: 'C.UTF-8',
    HOME: workDir,
    TMPDIR: workDir,
  };
  return new Promise((resolve, reject) => {
    const child = spawn(program, args, { detached: true, stdio: ['ignore', 'pipe', 'pipe'], env });
    let output = '';
    const collect = (chunk: Buffer) => {
      output = (output + chunk.toString()).slice(-2000);
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);

    let stopped: string | null = null;
    const stop = (reason: string) => {
      stopped ??= reason;
      try {
        if (child.pid) process.kill(-child.pid, 'SIGKILL');
      } catch {
        // The group has already ended.
      }
    };
    const timer = setTimeout(() => stop(`conversion exceeded the time limit of ${timeoutMs} ms`), timeoutMs);
    const onAbort = () => stop('the server stopped before the conversion finished');
    signal?.addEventListener('abort', onAbort, { once: true });

    child.on('error', (err) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      reject(new ConversionFailed(`converter could not start: ${err.message}`));
    });
    child.on('close', (code, exitSignal) => {
      clearTimeout(timer);
      signal?.removeEventListener('abort', onAbort);
      if (stopped) reject(new ConversionFailed(stopped));
      else if (code !== 0) {
        const how = code === null ? `on signal ${exitSignal}` : `with code ${code}`;
        reject(new ConversionFailed(`converter exited ${how}: ${tail(output)}`));
      } else resolve(output);
    });
    if (signal?.aborted) onAbort();
  });
}

export interface ConvertOptions {
  /** Command prefix that cuts the converter off the network (see sandbox.ts); empty runs it as is. */
  isolation: string[];
  /** Aborting kills a running conversion. */
  signal?: AbortSignal;
  /** Settings the caller adds to the converter's environment (FONTCONFIG_FILE for a font alias file). */
  env?: Record<string, string>;
}

/**
 * Turns a Word document into PDF with LibreOffice headless, in a fresh temporary folder holding the
 * document, a locked-down profile and the output; the folder is removed whatever happens.
 */
export async function convertToPdf(
  settings: ConverterSettings,
  source: Readable,
  extension: 'doc' | 'docx',
  options: ConvertOptions,
): Promise<Buffer> {
  const program = await findProgram(settings.program);
  if (!program) throw new ConversionFailed(`converter not found: ${settings.program}`);
  const workDir = await mkdtemp(join(tmpdir(), 'convert-'));
  try {
    const input = join(workDir, `source.${extension}`);
    const outDir = join(workDir, 'out');
    const profileDir = join(workDir, 'profile');
    await pipeline(source, createWriteStream(input));
    await writeProfile(profileDir);
    const output = await run(
      [
        ...options.isolation,
        program,
        '--headless',
        '--norestore',
        '--nolockcheck',
        '--nodefault',
        '--nofirststartwizard',
        `-env:UserInstallation=${pathToFileURL(profileDir).href}`,
        '--convert-to',
        'pdf',
        '--outdir',
        outDir,
        input,
      ],
      workDir,
      settings.timeoutMs,
      options.signal,
      options.env,
    );
    const pdf = await readFile(join(outDir, 'source.pdf')).catch(() => null);
    if (!pdf) throw new ConversionFailed(`converter produced no PDF: ${tail(output)}`);
    return pdf;
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
