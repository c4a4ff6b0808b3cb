import type { ChangePasswordBody } from '@app/contract';
import { http } from '../../../lib/http';

export const changePassword = (body: ChangePasswordBody) =>
  http.post<null>('/user/change-password', body, { silent: true });
