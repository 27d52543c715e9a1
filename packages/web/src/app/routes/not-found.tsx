import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../page-title.ts';

/** 404: an unknown path, or a menu page the web app does not have (shown inside the layout). */
export function NotFoundPage() {
  usePageTitle('404');
  const navigate = useNavigate();
  return (
    <Result
      status="404"
      title="404"
      subTitle="抱歉，您访问的页面不存在或暂未开放。"
      extra={
        <Button type="primary" onClick={() => navigate('/', { replace: true })}>
          返回首页
        </Button>
      }
    />
  );
}
