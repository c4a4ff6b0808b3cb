import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs the embedded mode with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      host: '127.0.0.1',
      port: 3000,
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      seedDemo: true,
      adminPassword: undefined,
      shutdownGraceMs: 10_000,
      sessionMaxAgeMs: 12 * 60 * 60 * 1000,
      s3: undefined,
      zipQuality: 80,
      converter: { program: 'soffice', timeoutMs: 120_000, allowNetwork: false },
      map: {
        tileUrl: 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
        subdomains: [],
        attribution: '© OpenStreetMap contributors',
        crs: 'wgs84',
        center: { lng: 108.9, lat: 34.3 },
      },
    });
    expect(config.webDist).toMatch(/web\/dist$/);
  });

  it('reads the settings it is given', () => {
    const config = loadConfig({
      PORT: '8080',
      DATA_DIR: '/var/lib/app',
      DATABASE_URL: 'postgres://app@db:5432/app',
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'warn',
      ADMIN_PASSWORD: 'Admin-secret-1',
      SHUTDOWN_GRACE_MS: '2500',
      SESSION_MAX_AGE_HOURS: '8',
    });
    expect(config).toMatchObject({
      shutdownGraceMs: 2500,
      sessionMaxAgeMs: 8 * 60 * 60 * 1000,
      port: 8080,
      dataDir: '/var/lib/app',
      databaseUrl: 'postgres://app@db:5432/app',
      trustProxy: true,
      logLevel: 'warn',
      adminPassword: 'Admin-secret-1',
    });
    // Demo data never goes into PostgreSQL unless asked for.
    expect(config.seedDemo).toBe(false);
    expect(loadConfig({ DATABASE_URL: 'postgres://app@db/app', SEED_DEMO: 'true' }).seedDemo).toBe(true);
  });

  it.each([
    ['PORT', 'abc'],
    ['PORT', '70000'],
    ['PORT', '-1'],
    ['PORT', '80.5'],
    ['DATABASE_URL', 'not a url'],
    ['LOG_LEVEL', 'loud'],
    ['TRUST_PROXY', 'maybe'],
    ['TRUST_PROXY', '-1'],
    ['TRUST_PROXY', '1.5'],
    ['TRUST_PROXY', '10.0.0.0/33'],
    ['TRUST_PROXY', '1.2.3'],
    ['TRUST_PROXY', 'proxy.example.com'],
    ['TRUST_PROXY', '127.0.0.1,'],
    ['ADMIN_PASSWORD', 'short'],
    ['SHUTDOWN_GRACE_MS', '-1'],
    ['SESSION_MAX_AGE_HOURS', '0'],
    ['SESSION_MAX_AGE_HOURS', '1.5'],
    ['MAP_TILE_CRS', 'bd09'],
    ['MAP_TILE_ATTRIBUTION', 'x'.repeat(301)],
    ['MAP_TILE_SUBDOMAINS', 'a,,b'],
    ['MAP_TILE_SUBDOMAINS', 'a b'],
  ])('refuses %s=%s, naming the setting', (name, value) => {
    expect(() => loadConfig({ [name]: value })).toThrow(new RegExp(`Invalid configuration:[\\s\\S]*${name}`));
  });

  it.each([
    ['true', true],
    ['FALSE', false],
    ['0', false],
    ['1', 1],
    ['2', 2],
    ['127.0.0.1', ['127.0.0.1']],
    ['10.0.0.0/8, 192.168.1.10', ['10.0.0.0/8', '192.168.1.10']],
    ['::1,fe80::/10', ['::1', 'fe80::/10']],
    ['loopback', ['loopback']],
  ])("reads TRUST_PROXY=%s as a switch, a hop count or the proxies' addresses", (value, trustProxy) => {
    expect(loadConfig({ TRUST_PROXY: value }).trustProxy).toEqual(trustProxy);
  });

  it('says what TRUST_PROXY may be when it is none of them', () => {
    expect(() => loadConfig({ TRUST_PROXY: 'proxy.example.com' })).toThrow(
      /TRUST_PROXY: expected true, false, a number of proxies, or proxy addresses\/CIDRs/,
    );
  });

  it('listens on loopback only while it seeds the demo accounts, unless HOST says otherwise', () => {
    const postgres = 'postgres://app@db/app';
    expect(loadConfig({}).host).toBe('127.0.0.1');
    expect(loadConfig({ DATABASE_URL: postgres, SEED_DEMO: 'true' }).host).toBe('127.0.0.1');
    // Production behind a proxy, on another machine or in a container, keeps listening everywhere.
    expect(loadConfig({ DATABASE_URL: postgres }).host).toBe('0.0.0.0');
    expect(loadConfig({ SEED_DEMO: 'false' }).host).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '::1' }).host).toBe('::1');
    expect(loadConfig({ DATABASE_URL: postgres, HOST: '10.0.0.5' }).host).toBe('10.0.0.5');
  });

  it.each([['0.0.0.0'], ['::'], ['192.168.1.20']])(
    'refuses to offer the demo accounts and their public password on HOST=%s without ADMIN_PASSWORD',
    (host) => {
      expect(() => loadConfig({ HOST: host })).toThrow(
        `Invalid configuration:\n  HOST: ${host} is reachable from other machines, and the demo accounts' password ` +
          'is public. Set ADMIN_PASSWORD (the seeded accounts take it), or SEED_DEMO=false, or leave HOST unset ' +
          'to listen on 127.0.0.1 only',
      );
      expect(loadConfig({ HOST: host, ADMIN_PASSWORD: 'Trial-secret-9' }).host).toBe(host);
      expect(loadConfig({ HOST: host, SEED_DEMO: 'false' }).seedDemo).toBe(false);
    },
  );

  it('takes an S3-compatible store only when all five S3 settings are given', () => {
    const s3 = {
      S3_ENDPOINT: 'https://cos.ap-shanghai.myqcloud.com',
      S3_BUCKET: 'inspection-1250000000',
      S3_REGION: 'ap-shanghai',
      S3_ACCESS_KEY: 'AKID',
      S3_SECRET_KEY: 'secret',
    };
    expect(loadConfig(s3).s3).toEqual({
      endpoint: s3.S3_ENDPOINT,
      bucket: s3.S3_BUCKET,
      region: s3.S3_REGION,
      accessKey: 'AKID',
      secretKey: 'secret',
      forcePathStyle: false,
    });
    const { S3_SECRET_KEY: _left, ...partial } = s3;
    expect(() => loadConfig(partial)).toThrow(
      /S3_ENDPOINT, S3_BUCKET, S3_REGION, S3_ACCESS_KEY and S3_SECRET_KEY go together/,
    );
    expect(() => loadConfig({ ZIP_QUALITY: '0' })).toThrow(/ZIP_QUALITY/);
  });
});

describe('the map settings', () => {
  it('reads the tiles of a Chinese service, its subdomains and where maps look', () => {
    const amap = loadConfig({
      MAP_TILE_URL: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
      MAP_TILE_SUBDOMAINS: '1, 2,3,4',
      MAP_TILE_ATTRIBUTION: '© 高德地图',
      MAP_TILE_CRS: 'gcj02',
      MAP_CENTER: ' 116.397128 , 39.916527 ',
    }).map;
    expect(amap).toEqual({
      tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
      subdomains: ['1', '2', '3', '4'],
      attribution: '© 高德地图',
      crs: 'gcj02',
      center: { lng: 116.397128, lat: 39.916527 },
    });
    // A tile cache behind the same address as the app, and TMS numbering.
    expect(loadConfig({ MAP_TILE_URL: '/tiles/{z}/{x}/{-y}.png' }).map.tileUrl).toBe('/tiles/{z}/{x}/{-y}.png');
    expect(loadConfig({ MAP_CENTER: '-0.1276,51.5072' }).map.center).toEqual({ lng: -0.1276, lat: 51.5072 });
  });

  it.each([
    ['http://tiles.example.com/{z}/{x}/{y}.png', /loads pictures only over https or from its own server/],
    ['//tiles.example.com/{z}/{x}/{y}.png', /loads pictures only over https or from its own server/],
    ['ftp://tiles.example.com/{z}/{x}/{y}.png', /an https:\/\/ address or a path on this server/],
    ['https://tiles.example.com/tile.png', /with \{z\}, \{x\} and \{y\}/],
    ['https://tiles.example.com/{z}/{x}.png', /with \{z\}, \{x\} and \{y\}/],
    ['https://tiles.example.com/{z}/{x}/{y}.png?key={key}', /unknown placeholder \{key\}/],
    ['', /with \{z\}, \{x\} and \{y\}/],
  ])('refuses MAP_TILE_URL=%s, saying why', (url, why) => {
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(/Invalid configuration:[\s\S]*MAP_TILE_URL: /);
    expect(() => loadConfig({ MAP_TILE_URL: url })).toThrow(why);
  });

  it.each(['34.3', '108.9;34.3', '34.3,108.9', '181,0', '0,-91', 'east,north', '1e2,30', ''])(
    'refuses MAP_CENTER=%s, asking for longitude first',
    (center) => {
      expect(() => loadConfig({ MAP_CENTER: center })).toThrow(
        'MAP_CENTER: expected "longitude,latitude" in degrees, longitude first, e.g. 108.9,34.3',
      );
    },
  );

  it('refuses {s} without subdomains, and subdomains without {s}', () => {
    expect(() => loadConfig({ MAP_TILE_URL: 'https://{s}.tile.example.com/{z}/{x}/{y}.png' })).toThrow(
      'Invalid configuration:\n  MAP_TILE_URL has {s}: set MAP_TILE_SUBDOMAINS to what it takes, e.g. a,b,c',
    );
    expect(() => loadConfig({ MAP_TILE_SUBDOMAINS: 'a,b,c' })).toThrow(
      'MAP_TILE_SUBDOMAINS is set, but MAP_TILE_URL has no {s} to put them in',
    );
  });
});
