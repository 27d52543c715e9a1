import { ImportCentre } from '../../../features/datasets/components/ImportCentre.tsx';

/** 监测管理: the import centre of the data sets */
export default function MonitorManagePage() {
  return <ImportCentre />;
}
