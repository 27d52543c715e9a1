import { MiniAppFillPage } from '../../features/mini-app/components/MiniAppFillPage.tsx';
import { VerificationFields } from '../../features/verification-county/components/VerificationFields.tsx';

/** The company's mini-app form (public, outside the back office): the page with the county's verification fields. */
export function MiniAppRoute() {
  return <MiniAppFillPage fields={<VerificationFields withCountyLevel={false} />} />;
}
