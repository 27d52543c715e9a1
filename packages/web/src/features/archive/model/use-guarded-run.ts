import { App } from 'antd';
import { notify } from '../../../lib/notify.ts';

/** A refused action shows its rule's message and calls nothing; an allowed one asks first when given a question. */
export function useGuardedRun() {
  const { modal } = App.useApp();
  return (refusal: string | undefined, run: () => Promise<unknown>, question?: string) => {
    if (refusal) {
      notify.warning(refusal);
      return;
    }
    const go = () => run().catch(() => undefined);
    if (question) modal.confirm({ title: '提示', content: question, onOk: go });
    else void go();
  };
}
