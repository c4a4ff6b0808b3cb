import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.js';

describe('loadConfig', () => {
  it('runs the embedded mode with no settings at all', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      env: 'production',
      host: '0.0.0.0',
      port: 3000,
      dataDir: resolve('./data'),
      databaseUrl: undefined,
      redisUrl: undefined,
      logLevel: 'info',
      trustProxy: false,
      seedDemo: true,
      adminPassword: undefined,
      s3: undefined,
      zipQuality: 80,
      converter: { program: 'soffice', timeoutMs: 120_000, allowNetwork: false },
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
    });
    expect(config).toMatchObject({
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
