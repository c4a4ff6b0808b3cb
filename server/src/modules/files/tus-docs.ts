import { UPLOAD_TOKEN_HEADER } from '@app/contract';
import type { DocumentedOnly, JsonSchema } from '../../platform/docs.js';

/**
 * The tus 1.0 protocol (core and creation) as the OpenAPI document describes it. The tus server reads
 * the headers and streams the body itself, so none of this is a Fastify schema: nothing is validated
 * or serialised by it.
 */

const header = (description: string, type = 'string'): JsonSchema => ({ type, description });
const TUS_RESUMABLE = header('The protocol version: 1.0.0');
const UPLOAD_OFFSET = header('How many bytes of the upload the server holds', 'integer');
const CHUNK_TYPE = 'application/offset+octet-stream';

const requestHeaders = (properties: Record<string, JsonSchema>, required: string[]): JsonSchema => ({
  type: 'object',
  properties: { 'tus-resumable': TUS_RESUMABLE, ...properties },
  required: ['tus-resumable', ...required],
});
/** tus answers its refusals as a short plain text. */
const refusal = (description: string) => ({ description, content: { 'text/plain': { schema: { type: 'string' } } } });
const notFound = refusal('No upload of this caller at this address (nothing says whether it exists)');

const chunk = {
  body: { type: 'string', format: 'binary', description: 'The bytes from Upload-Offset on' },
  consumes: [CHUNK_TYPE],
};

export const TUS_CREATE: DocumentedOnly = {
  headers: requestHeaders(
    {
      'upload-length': header('The size granted for the file, in bytes', 'integer'),
      'upload-metadata': header('`path <base64 of the file id the grant answered>`'),
      [UPLOAD_TOKEN_HEADER]: header("The grant's sessionToken"),
      'content-type': header(`${CHUNK_TYPE} when the first bytes come with the creation`),
    },
    ['upload-length', 'upload-metadata', UPLOAD_TOKEN_HEADER],
  ),
  ...chunk,
  response: {
    201: {
      description: 'Created; the upload continues at Location',
      type: 'null',
      headers: {
        Location: header("The upload's address, relative: /api/files/tus/<file id>"),
        'Tus-Resumable': TUS_RESUMABLE,
        'Upload-Offset': UPLOAD_OFFSET,
      },
    },
    400: refusal('Upload-Length differs from the granted size, or a header is malformed'),
    404: notFound,
    412: refusal('A Tus-Resumable this server does not speak'),
    413: refusal('Larger than the grant'),
    415: refusal('The content does not match its declared type'),
  },
};

export const TUS_OFFSET: DocumentedOnly = {
  headers: requestHeaders({}, []),
  response: {
    200: {
      description: "The upload's progress (a complete upload is finished first)",
      type: 'null',
      headers: {
        'Tus-Resumable': TUS_RESUMABLE,
        'Upload-Offset': UPLOAD_OFFSET,
        'Upload-Length': header("The upload's size, in bytes", 'integer'),
        'Cache-Control': header('no-store'),
      },
    },
    404: notFound,
    410: refusal('The upload expired'),
  },
};

export const TUS_APPEND: DocumentedOnly = {
  headers: requestHeaders({ 'upload-offset': UPLOAD_OFFSET, 'content-type': header(CHUNK_TYPE) }, [
    'upload-offset',
    'content-type',
  ]),
  ...chunk,
  response: {
    204: {
      description: 'Stored; the upload continues at Upload-Offset (or is finished when it reached its length)',
      type: 'null',
      headers: { 'Tus-Resumable': TUS_RESUMABLE, 'Upload-Offset': UPLOAD_OFFSET },
    },
    404: notFound,
    409: refusal('Upload-Offset is not where the upload stands'),
    410: refusal('The upload expired'),
    415: refusal(`Content-Type is not ${CHUNK_TYPE}, or the finished content does not match its type`),
  },
};

export const TUS_CANCEL: DocumentedOnly = {
  headers: requestHeaders({}, []),
  response: {
    204: { description: 'Cancelled: the upload and its file row are gone', type: 'null' },
    400: refusal('The upload is finished; delete the file through /api/files/delete'),
    404: notFound,
  },
};

/** The collection address names no upload: only creation means something there. */
export const TUS_NO_UPLOAD: DocumentedOnly = { response: { 404: notFound } };
