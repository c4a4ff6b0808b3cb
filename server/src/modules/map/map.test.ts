import { Code, MapCalls, type MapSettings } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { useTestApp } from '../../../test/app.js';
import { createUser } from '../../../test/factories.js';
import { callApi, envelope, login } from '../../../test/http.js';
import { ROLE_MATRIX } from '../../../test/permissions.js';
import { SESSION_COOKIE } from '../../platform/session.js';

const AMAP: MapSettings = {
  tileUrl: 'https://webrd0{s}.is.autonavi.com/appmaptile?lang=zh_cn&size=1&scale=1&style=8&x={x}&y={y}&z={z}',
  subdomains: ['1', '2', '3', '4'],
  attribution: '© 高德地图',
  crs: 'gcj02',
  center: { lng: 116.397128, lat: 39.916527 },
};
const t = useTestApp({ map: AMAP });

const settings = async (cookie?: string) => envelope<MapSettings>(await callApi(t.app, cookie, MapCalls.settings));

describe('GET /api/map/settings', () => {
  it.each(ROLE_MATRIX)('answers the configured tiles to a member with the role %s', async (_role, username) => {
    expect(await settings(await login(t.app, username))).toEqual({ code: Code.Success, msg: '', data: AMAP });
  });

  it('answers -1 without a session, and 5 to a user of no owner', async () => {
    expect(await settings()).toMatchObject({ code: Code.NotLoggedIn, data: null });
    expect(await settings(`${SESSION_COOKIE}=not-a-session`)).toMatchObject({ code: Code.NotLoggedIn, data: null });
    const user = await createUser(t.db);
    expect(await settings(await login(t.app, user.username))).toMatchObject({ code: Code.NoOwner, data: null });
  });
});
