import { useState } from 'react';
import { Alert, Button, Checkbox, Form, Input, Tooltip } from 'antd';
import { LockOutlined, SafetyCertificateOutlined, UserOutlined } from '@ant-design/icons';
import Cookies from 'js-cookie';
import { MSG } from '@risk/shared/messages';
import { HttpError } from '../../../lib/http.ts';
import { encryptForWire, loginEncrypted } from '../../../lib/session.ts';
import { POINT_KEY } from '../../../lib/token.ts';
import { useCaptcha } from '../api/get-captcha.ts';
import { forgetRemembered, readRemembered, saveRemembered } from '../remembered.ts';
import styles from './login-form.module.css';

interface LoginValues {
  username: string;
  password?: string;
  code: string;
  rememberMe: boolean;
}

/** Read once: set to 401 by the HTTP layer just before the reload that ends an expired session. */
function takeExpiredFlag(): boolean {
  const expired = Cookies.get(POINT_KEY) === '401';
  Cookies.remove(POINT_KEY);
  return expired;
}

export function LoginForm({ onSuccess }: { onSuccess: () => void }) {
  const [form] = Form.useForm<LoginValues>();
  const captcha = useCaptcha();
  const [remembered, setRemembered] = useState(readRemembered);
  const [expired] = useState(takeExpiredFlag);
  const [error, setError] = useState<string>();
  const [submitting, setSubmitting] = useState(false);

  const submit = async (v: LoginValues) => {
    if (!captcha.data) return;
    setSubmitting(true);
    setError(undefined);
    try {
      // An untouched password field with a remembered login sends the remembered ciphertext.
      const cipher = v.password ? await encryptForWire(v.password) : remembered!.cipher;
      await loginEncrypted(v.username.trim(), cipher, v.code.trim(), captcha.data.uuid);
      if (v.rememberMe) saveRemembered({ username: v.username.trim(), cipher });
      else forgetRemembered();
      onSuccess();
    } catch (err) {
      const message = err instanceof HttpError ? err.message : '登录失败，请稍后重试';
      setError(message);
      // A stale remembered ciphertext (the server's key changed) is dropped so the user types again.
      if (message === MSG.passwordDecrypt) {
        forgetRemembered();
        setRemembered(undefined);
      }
      form.setFieldValue('code', '');
      void captcha.refetch();
    } finally {
      setSubmitting(false);
    }
  };

  return (
    <Form<LoginValues>
      form={form}
      size="large"
      onFinish={submit}
      onValuesChange={(changed) => 'password' in changed && remembered && setRemembered(undefined)}
      initialValues={{ username: remembered?.username ?? '', rememberMe: !!remembered }}
    >
      {expired && <Alert className={styles.alert} type="warning" showIcon title={MSG.notLoggedIn} />}
      {error && <Alert className={styles.alert} type="error" showIcon title={error} />}
      <Form.Item name="username" rules={[{ required: true, whitespace: true, message: '请输入用户名' }]}>
        <Input prefix={<UserOutlined />} placeholder="用户名" autoComplete="username" maxLength={50} />
      </Form.Item>
      <Form.Item name="password" rules={[{ required: !remembered, message: '请输入密码' }]}>
        <Input.Password
          prefix={<LockOutlined />}
          placeholder={remembered ? '已记住密码，可直接登录' : '密码'}
          autoComplete="current-password"
        />
      </Form.Item>
      <Form.Item required>
        <div className={styles.codeRow}>
          <Form.Item name="code" noStyle rules={[{ required: true, whitespace: true, message: '请输入验证码' }]}>
            <Input prefix={<SafetyCertificateOutlined />} placeholder="验证码" autoComplete="off" maxLength={10} />
          </Form.Item>
          <Tooltip title="看不清？点击换一张">
            <button
              type="button"
              className={styles.captcha}
              onClick={() => void captcha.refetch()}
              aria-label="刷新验证码"
            >
              {captcha.data ? (
                <img src={captcha.data.img} alt="验证码" />
              ) : (
                <span>{captcha.isError ? '点击重试' : '加载中…'}</span>
              )}
            </button>
          </Tooltip>
        </div>
      </Form.Item>
      {captcha.data?.demoCode && (
        <div className={styles.demoHint}>演示环境：验证码可直接输入 {captcha.data.demoCode}</div>
      )}
      <Form.Item name="rememberMe" valuePropName="checked" className={styles.remember}>
        <Checkbox>记住密码</Checkbox>
      </Form.Item>
      <Form.Item>
        <Button type="primary" htmlType="submit" block loading={submitting} disabled={!captcha.data}>
          {submitting ? '登 录 中...' : '登 录'}
        </Button>
      </Form.Item>
    </Form>
  );
}
