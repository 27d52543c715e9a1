import { Navigate } from 'react-router';

/** Menu kind 全屏大屏 (`fullScreen/redirect`): opens the /fullScreen monitor full window. */
export default function FullScreenRedirect() {
  return <Navigate to="/fullScreen" replace />;
}
