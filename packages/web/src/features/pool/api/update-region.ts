import { api } from '../../../lib/http.ts';
import { useListMutation } from '../../../components/list-kit/use-list-mutation.ts';
import { poolCalls } from '@risk/shared/api/pool';

/** The district the order will be sent to */
export const useUpdateRegion = () =>
  useListMutation(poolCalls.region, (body: { id: number; companyRegion: string }) =>
    api.write(poolCalls.region, { body }),
  );
