import {
  type ForgotPasswordBody,
  type LoginBody,
  type LoginResponse,
  loginResponseSchema,
  messageResponseSchema,
  type ProfileUpdate,
  type RegisterBody,
  type ResetPasswordBody,
  registerResponseSchema,
  type User,
  userSchema,
} from '@auction/contracts';
import { http } from '../http/client';

// Auth calls are silent: the forms show their own errors, and a wrong password is not an expired session.
const silent = { silent: true } as const;

export async function postLogin(body: LoginBody): Promise<LoginResponse> {
  const { data } = await http.post('/api/auth/login', body, silent);
  return loginResponseSchema.parse(data);
}

export async function postRegister(body: RegisterBody): Promise<string> {
  const { data } = await http.post('/api/auth/register', body, silent);
  return registerResponseSchema.parse(data).message;
}

export async function postLogout(): Promise<void> {
  await http.post('/api/auth/logout', undefined, silent);
}

export async function getProfile(): Promise<User> {
  const { data } = await http.get('/api/users/profile', silent);
  return userSchema.parse(data);
}

export async function putProfile(body: ProfileUpdate): Promise<User> {
  const { data } = await http.put('/api/users/profile', body, silent);
  return userSchema.parse(data);
}

export async function postForgotPassword(body: ForgotPasswordBody): Promise<string> {
  const { data } = await http.post('/api/auth/forgot-password', body, silent);
  return messageResponseSchema.parse(data).message;
}

export async function postResetPassword(body: ResetPasswordBody): Promise<string> {
  const { data } = await http.post('/api/auth/reset-password', body, silent);
  return messageResponseSchema.parse(data).message;
}
