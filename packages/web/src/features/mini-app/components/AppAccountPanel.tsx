import { useState } from 'react';
import { Alert, Button, Form, Input, Select, Tabs } from 'antd';
import { DISTRICT_NAMES } from '@risk/shared/districts';
import { MSG } from '@risk/shared/messages';
import { CREDIT_CODE_PATTERN, MOBILE_PATTERN, type MiniAppRegisterBody } from '@risk/shared/schemas/monitor-config';
import { isStrongPassword } from '@risk/shared/password';
import { AppFormError, registerAppAccount, signInApp } from '../api/app-form.ts';
import styles from './mini-app.module.css';

interface Props {
  /** signed in: the page loads the form again */
  onSignedIn: () => void;
}

/** 登录 / 注册 of a company's mini-app account: registered accounts fill pushed forms once their district has audited them. */
export function AppAccountPanel({ onSignedIn }: Props) {
  const [tab, setTab] = useState('login');
  const [problem, setProblem] = useState<string>();
  const [notice, setNotice] = useState<string>();
  const [busy, setBusy] = useState(false);
  const [login] = Form.useForm<{ account: string; password: string }>();
  const [register] = Form.useForm<MiniAppRegisterBody & { confirm: string }>();

  const run = async (work: () => Promise<void>) => {
    setProblem(undefined);
    setNotice(undefined);
    setBusy(true);
    try {
      await work();
    } catch (err) {
      setProblem((err as AppFormError).message);
    } finally {
      setBusy(false);
    }
  };

  const signIn = async () => {
    const v = await login.validateFields().catch(() => undefined);
    if (!v) return;
    await run(async () => {
      await signInApp(v.account.trim(), v.password);
      onSignedIn();
    });
  };
  const signUp = async () => {
    const v = await register.validateFields().catch(() => undefined);
    if (!v) return;
    const { confirm: _confirm, ...input } = v;
    await run(async () => {
      await registerAppAccount({ ...input, creditCode: input.creditCode.trim().toUpperCase() });
      login.setFieldsValue({ account: input.account });
      setTab('login');
      setNotice('注册成功，请等待区县人社局审核；审核通过后登录即可填报。');
    });
  };

  const required = (label: string) => ({ required: true, whitespace: true, message: `${label}${MSG.required}` });
  return (
    <div className={styles.card}>
      <Tabs
        activeKey={tab}
        onChange={(k) => {
          setTab(k);
          setProblem(undefined);
        }}
        centered
        items={[
          {
            key: 'login',
            label: '企业登录',
            children: (
              <Form form={login} layout="vertical">
                <Form.Item label="手机号" name="account" rules={[required('手机号')]}>
                  <Input placeholder="请输入注册手机号" inputMode="tel" autoComplete="username" />
                </Form.Item>
                <Form.Item label="密码" name="password" rules={[required('密码')]}>
                  <Input.Password placeholder="请输入密码" autoComplete="current-password" />
                </Form.Item>
                <Button type="primary" size="large" block loading={busy} onClick={() => void signIn()}>
                  登录
                </Button>
              </Form>
            ),
          },
          {
            key: 'register',
            label: '注册账号',
            children: (
              <Form form={register} layout="vertical">
                <Form.Item label="企业名称" name="companyName" rules={[required('企业名称')]}>
                  <Input placeholder="请输入企业名称" maxLength={100} />
                </Form.Item>
                <Form.Item
                  label="统一社会信用代码"
                  name="creditCode"
                  rules={[
                    required('统一社会信用代码'),
                    {
                      pattern: CREDIT_CODE_PATTERN,
                      message: '统一社会信用代码格式不正确',
                      transform: (v: string) => v?.trim().toUpperCase(),
                    },
                  ]}
                >
                  <Input placeholder="请输入18位统一社会信用代码" maxLength={18} />
                </Form.Item>
                <Form.Item label="所属区县" name="region" rules={[{ required: true, message: '请选择所属区县' }]}>
                  <Select placeholder="请选择所属区县" options={DISTRICT_NAMES.map((d) => ({ value: d, label: d }))} />
                </Form.Item>
                <Form.Item label="联系人" name="contactName" rules={[required('联系人')]}>
                  <Input placeholder="请输入联系人姓名" maxLength={20} />
                </Form.Item>
                <Form.Item
                  label="手机号"
                  name="account"
                  rules={[required('手机号'), { pattern: MOBILE_PATTERN, message: '请输入11位手机号' }]}
                >
                  <Input placeholder="作为登录账号" inputMode="tel" maxLength={11} />
                </Form.Item>
                <Form.Item
                  label="密码"
                  name="password"
                  rules={[
                    required('密码'),
                    {
                      validator: async (_, v: string) =>
                        !v || isStrongPassword(v) ? undefined : Promise.reject(new Error(MSG.passwordRule)),
                    },
                  ]}
                >
                  <Input.Password
                    placeholder="至少8位，含大小写字母、数字、特殊字符中的三类"
                    autoComplete="new-password"
                  />
                </Form.Item>
                <Form.Item
                  label="确认密码"
                  name="confirm"
                  dependencies={['password']}
                  rules={[
                    required('确认密码'),
                    ({ getFieldValue }) => ({
                      validator: async (_, v: string) =>
                        !v || v === getFieldValue('password')
                          ? undefined
                          : Promise.reject(new Error('两次输入的密码不一致')),
                    }),
                  ]}
                >
                  <Input.Password placeholder="请再次输入密码" autoComplete="new-password" />
                </Form.Item>
                <Button type="primary" size="large" block loading={busy} onClick={() => void signUp()}>
                  注册
                </Button>
              </Form>
            ),
          },
        ]}
      />
      {notice && <Alert style={{ marginTop: 12 }} type="success" showIcon title={notice} />}
      {problem && <Alert style={{ marginTop: 12 }} type="error" showIcon title={problem} />}
    </div>
  );
}
