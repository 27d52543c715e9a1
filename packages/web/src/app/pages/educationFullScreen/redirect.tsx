import { Navigate } from 'react-router';

/** Menu kind 教育大屏 (`educationFullScreen/redirect`): opens the /educationFullScreen monitor full window. */
export default function EducationFullScreenRedirect() {
  return <Navigate to="/educationFullScreen" replace />;
}
