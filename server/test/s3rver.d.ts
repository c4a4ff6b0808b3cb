/** The part of s3rver's API the S3 store tests use; the package ships no types. */
declare module 's3rver' {
  import type { RequestListener, Server } from 'node:http';
  import type { Readable } from 'node:stream';

  interface S3rverOptions {
    address: string;
    port: number;
    directory: string;
    silent: boolean;
    configureBuckets: { name: string }[];
  }

  /** An object as s3rver's store receives it; its content is the request stream or, when copied, bytes. */
  interface S3rverObject {
    bucket: string;
    key: string;
    content: Readable | Buffer;
    metadata: Record<string, string>;
  }

  /** The filesystem store's methods the test server reads or replaces. */
  interface S3rverStore {
    getResourcePath(bucket: string, key: string | undefined, kind: string): string;
    putMetadata(bucket: string, key: string, metadata: Record<string, string>, md5: string): Promise<void>;
    putObject(object: S3rverObject): Promise<{ size: number; md5: string }>;
    putPart(
      bucket: string,
      uploadId: string,
      partNumber: string | number,
      content: Readable,
    ): Promise<{ size: number; md5: string }>;
  }

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<{ port: number }>;
    close(): Promise<void>;
    httpServer: Server & { listeners(event: 'request'): RequestListener[] };
    store: S3rverStore;
  }
}
