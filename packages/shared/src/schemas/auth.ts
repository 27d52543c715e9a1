import { z } from 'zod';
import { MSG } from '../messages.ts';
import { strongPassword } from '../password.ts';
import { MOBILE_PATTERN, MOBILE_MESSAGE } from '../phone.ts';

export const loginBody = z.object({
  username: z.string({ error: '请输入用户名' }).trim().min(1, '请输入用户名').max(50, '用户名过长'),
  /** RSA-OAEP (SHA-256) ciphertext of the password, base64 */
  password: z.string({ error: '请输入密码' }).min(1, '请输入密码').max(1024, MSG.passwordDecrypt),
  code: z.string({ error: '请输入验证码' }).trim().min(1, '请输入验证码').max(10, MSG.captchaWrong),
  uuid: z.string({ error: MSG.captchaMissing }).min(1, MSG.captchaMissing).max(64, MSG.captchaMissing),
});
export type LoginBody = z.infer<typeof loginBody>;

export const updatePasswordBody = z.object({
  oldPass: z.string({ error: '请输入原密码' }).min(1, '请输入原密码').max(1024),
  /** encrypted like the login password; the server decrypts then checks the rule */
  newPass: z.string({ error: '请输入新密码' }).min(1, '请输入新密码').max(1024),
});

export const profileBody = z.object({
  nickName: z.string({ error: '请输入昵称' }).trim().min(1, '请输入昵称').max(30, '昵称不能超过30个字符'),
  gender: z.enum(['男', '女'], { error: '性别只能是男或女' }),
  phone: z.string().trim().regex(MOBILE_PATTERN, MOBILE_MESSAGE).or(z.literal('')).optional(),
  email: z.string().trim().email('邮箱格式不正确').or(z.literal('')).optional(),
});

/** Checked after decryption on the server, and before encryption in the browser. */
export const plainNewPassword = strongPassword;
