import type { FormInstance } from 'antd';
import type { FormCheck } from '@risk/shared/verification-form-check';
import { notify } from '../../../lib/notify.ts';

/** Shows why a form cannot be sent: 表单存在空值, or each refused answer under its field. Answers whether it may be sent. */
export function showFormCheck<T>(check: FormCheck<T>, form: FormInstance): check is { kind: 'ok'; form: T } {
  if (check.kind === 'empty') {
    notify.warning('表单存在空值', 2.5);
    return false;
  }
  if (check.kind === 'invalid') {
    form.setFields(check.issues.map((i) => ({ name: i.field, errors: [i.message] })));
    notify.warning(check.issues[0].message, 2.5);
    return false;
  }
  return true;
}
