import { type ChangePasswordBody, UserCalls } from '@app/contract';
import { call } from '../../../lib/http';

export const changePassword = (body: ChangePasswordBody) => call(UserCalls.changePassword, { body, silent: true });
