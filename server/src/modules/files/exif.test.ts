import { eq } from 'drizzle-orm';
import sharp, { type Exif } from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedIn } from '../../../test/admin.js';
import { buildTestApp, type TestApp } from '../../../test/app.js';
import { photoPlaceOfExif } from './exif.js';
import { files } from './file.table.js';
import { openTestStore, type TestStore, uploadWhole } from './files.test-support.js';

const jpeg = (exif?: Exif) => {
  const picture = sharp({ create: { width: 64, height: 48, channels: 3, background: '#c33' } }).jpeg();
  return (exif ? picture.withExif(exif) : picture).toBuffer();
};
const exifOf = async (picture: Buffer) => (await sharp(picture).metadata()).exif;

const SHANGHAI = { DateTimeOriginal: '2025:04:02 09:30:15', OffsetTimeOriginal: '+08:00' };
const BUND = {
  GPSLatitudeRef: 'N',
  GPSLatitude: '31/1 14/1 2460/100',
  GPSLongitudeRef: 'E',
  GPSLongitude: '121/1 28/1 1200/100',
};

describe('photoPlaceOfExif', () => {
  it('reads the time taken at its offset and the position in signed decimal degrees', async () => {
    const place = photoPlaceOfExif(await exifOf(await jpeg({ IFD2: SHANGHAI, IFD3: BUND })));
    expect(place.takenAt?.toISOString()).toBe('2025-04-02T01:30:15.000Z');
    expect(place.gpsLat).toBeCloseTo(31 + 14 / 60 + 24.6 / 3600, 6);
    expect(place.gpsLng).toBeCloseTo(121 + 28 / 60 + 12 / 3600, 6);
  });

  it('takes a time without offset as China’s, and south and west as negative', async () => {
    const exif = await exifOf(
      await jpeg({
        IFD2: { DateTimeOriginal: '2024:12:31 23:00:00' },
        IFD3: {
          GPSLatitudeRef: 'S',
          GPSLatitude: '33/1 52/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '70/1 40/1 0/1',
        },
      }),
    );
    const place = photoPlaceOfExif(exif);
    expect(place.takenAt?.toISOString()).toBe('2024-12-31T15:00:00.000Z');
    expect(place.gpsLat).toBeCloseTo(-(33 + 52 / 60), 6);
    expect(place.gpsLng).toBeCloseTo(-(70 + 40 / 60), 6);
  });

  it('leaves out what is missing, unset or unreadable', async () => {
    const nothing = { takenAt: null, gpsLat: null, gpsLng: null };
    expect(photoPlaceOfExif(undefined)).toEqual(nothing);
    expect(photoPlaceOfExif(Buffer.from('Exif\0\0not a tiff header at all'))).toEqual(nothing);
    // A receiver without a fix writes 0, 0; a camera clock never set reads 1970.
    const unset = await jpeg({
      IFD2: { DateTimeOriginal: '1970:01:01 00:00:00' },
      IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '0/1 0/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '0/1 0/1 0/1' },
    });
    expect(photoPlaceOfExif(await exifOf(unset))).toEqual(nothing);
    expect(photoPlaceOfExif(await exifOf(await jpeg({ IFD3: BUND })))).toMatchObject({ takenAt: null });
  });
});

describe('an image upload records where and when it was taken', () => {
  let store: TestStore;
  let t: TestApp;
  let base: string;
  beforeAll(async () => {
    store = await openTestStore('local');
    t = await buildTestApp({ files: store.deps });
    base = await t.app.listen({ host: '127.0.0.1', port: 0 });
  });
  afterAll(async () => {
    await t?.close();
    await store?.close();
  });

  const upload = async (bytes: Buffer) => {
    const me = await signedIn(t, 'hdny', 'staff');
    const { path, status } = await uploadWhole(base, me.cookie, me.call, {
      name: '现场.jpg',
      type: 'image/jpeg',
      purpose: 'photo',
      bytes,
    });
    expect(status).toBe(204);
    const [row] = await t.db.select().from(files).where(eq(files.id, path));
    return row;
  };

  it('keeps the EXIF time and position of a photo', async () => {
    const row = await upload(await jpeg({ IFD2: SHANGHAI, IFD3: BUND }));
    expect(row).toMatchObject({ state: 'done', hasZip: true, takenAt: new Date('2025-04-02T01:30:15Z') });
    expect(row?.gpsLat).toBeCloseTo(31.24017, 5);
    expect(row?.gpsLng).toBeCloseTo(121.47, 5);
  });

  it('finishes a photo without EXIF, or with EXIF it cannot read, with neither', async () => {
    const nothing = { state: 'done', hasZip: true, takenAt: null, gpsLat: null, gpsLng: null };
    expect(await upload(await jpeg())).toMatchObject(nothing);
    // The TIFF header inside the EXIF block broken: the picture itself still decodes.
    const broken = await jpeg({ IFD2: SHANGHAI, IFD3: BUND });
    const at = broken.indexOf('Exif\0\0') + 6;
    broken.write('XX', at, 'latin1');
    expect(await upload(broken)).toMatchObject(nothing);
  });
});
