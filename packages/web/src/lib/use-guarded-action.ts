import { App } from 'antd';
import { notify } from './notify.ts';

/**
 * Runs a row or batch action the way the pool does: a refusal from the rules shows as a warning and
 * nothing is called; otherwise it asks (when given a question) and runs.
 */
export function useGuardedAction() {
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
