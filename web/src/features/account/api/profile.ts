import { type ProfileBody, UserCalls } from '@app/contract';
import { call } from '../../../lib/http';

export const saveProfile = (body: ProfileBody) => call(UserCalls.updateProfile, { body, silent: true });
