import type { ProfileBody, SessionInfo } from '@app/contract';
import { http } from '../../../lib/http';

export const saveProfile = (body: ProfileBody) =>
  http.post<SessionInfo>('/user/update-profile', body, { silent: true });
