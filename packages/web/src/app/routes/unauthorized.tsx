import { Button, Result } from 'antd';
import { useNavigate } from 'react-router';
import { usePageTitle } from '../page-title.ts';

/** 401: reached when the server refuses a call with 403. */
export function UnauthorizedPage() {
  usePageTitle('401');
  const navigate = useNavigate();
  return (
    <Result
      status="403"
      title="401"
      subTitle="抱歉，您没有访问该页面或执行该操作的权限，如有需要请联系管理员。"
      extra={
        <>
          <Button onClick={() => navigate(-1)}>返回上一页</Button>
          <Button type="primary" onClick={() => navigate('/', { replace: true })}>
            返回首页
          </Button>
        </>
      }
    />
  );
}
