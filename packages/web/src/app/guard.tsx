import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { Button, Result, Spin } from 'antd';
import { MSG } from '@risk/shared/messages';
import { notify } from '../lib/notify.ts';
import { ensureSession, logout, useSessionStatus } from '../lib/session.ts';
import { getToken } from '../lib/token.ts';

/** After the empty-menu notice, the page reloads this much later. */
const NO_MENU_RELOAD_MS = 2000;
const NO_MENU_NOTICE_SECONDS = 4.5;

export const loginPathFor = (target: string) => `/login?redirect=${encodeURIComponent(target)}`;

const FullPageSpin = () => <Spin size="large" style={{ display: 'block', marginTop: '40vh' }} />;

/** Everything but /login needs the token cookie; without it, go to login and come back after. */
export function RequireToken({ children }: { children: ReactNode }) {
  const { pathname, search } = useLocation();
  if (!getToken()) return <Navigate to={loginPathFor(pathname + search)} replace />;
  return children;
}

/**
 * The first navigation with a token loads the user, then the menu. A user without
 * any menu is told so, signed out, and the page reloads.
 */
export function RequireSession({ children }: { children: ReactNode }) {
  const status = useSessionStatus();
  const [failed, setFailed] = useState(false);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let cancelled = false;
    ensureSession()
      .then(async (s) => {
        if (cancelled || s.menu.length > 0) return;
        notify.warning(MSG.noMenu, NO_MENU_NOTICE_SECONDS);
        await logout();
        setTimeout(() => window.location.reload(), NO_MENU_RELOAD_MS);
      })
      .catch(() => !cancelled && setFailed(true));
    return () => {
      cancelled = true;
    };
  }, [attempt]);

  if (failed) {
    return (
      <Result
        status="warning"
        title="用户信息加载失败"
        subTitle="请检查网络后重试。"
        extra={
          <Button
            type="primary"
            onClick={() => {
              setFailed(false);
              setAttempt((n) => n + 1);
            }}
          >
            重新加载
          </Button>
        }
      />
    );
  }
  if (status !== 'ready') return <FullPageSpin />;
  return children;
}
