import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { Button, Form, Input, Space, type FormInstance } from 'antd';
import { POOL_RULES } from '@risk/shared/pool';
import { FormModal } from '../../../components/list-kit/FormModal.tsx';
import { DictSelect } from '../../../components/dict/DictSelect.tsx';
import { useAccess } from '../../../lib/access.tsx';
import { useSaveCompany, type CompanyInput } from '../api/save-company.ts';
import { getFullPhone, type PhoneField } from '../api/get-full-phone.ts';
import type { PoolCompanyRow } from '@risk/shared/api/pool';
import { poolCreateBody, poolUpdateBody } from '@risk/shared/schemas/pool';
import { rulesFrom } from '../../../lib/form-rules.ts';
import { RegionSelect } from './RegionSelect.tsx';

/** A registry company picked in the add form. */
export interface PickedCompany {
  creditCode: string;
  companyName: string;
  registrationPlace?: string | null;
  legalPerson?: string | null;
}

/** The company-name input of the add form: typing clears the pick, choosing an option picks it. */
export interface CompanyPickerProps {
  value?: string;
  onChange?: (text: string) => void;
  onPick: (company: PickedCompany | undefined) => void;
}

interface Props {
  open: boolean;
  /** the company being edited; none = a new one */
  editing?: PoolCompanyRow;
  region: string | null;
  onClose: () => void;
  /** the registry search box (composed by the page) */
  renderPicker: (props: CompanyPickerProps) => ReactNode;
}

/** The pool's editable fields, as the server checks them. */
const FIELD = poolUpdateBody.shape;
const CREDIT_CODE_RULES = rulesFrom(poolCreateBody.shape.creditCode);

/** The edit form shows masked phones as hints; an empty phone keeps the stored number. */
function PhoneInput({ id, field, masked }: { id?: number; field: PhoneField; masked: string | null | undefined }) {
  const form = Form.useFormInstance();
  const { can } = useAccess();
  const [loading, setLoading] = useState(false);
  const reveal = () => {
    if (!id) return;
    setLoading(true);
    getFullPhone(id, field)
      .then((phone) => form.setFieldValue(field, phone ?? ''))
      .catch(() => undefined)
      .finally(() => setLoading(false));
  };
  return (
    <Space.Compact style={{ width: '100%' }}>
      <Form.Item name={field} noStyle rules={rulesFrom(FIELD[field])}>
        <Input placeholder={masked ? `${masked}（不修改请留空）` : '请输入手机或座机号码'} />
      </Form.Item>
      {id && masked && can('riskCompany:viewPhone') && (
        <Button loading={loading} onClick={reveal}>
          查看完整号码
        </Button>
      )}
    </Space.Compact>
  );
}

/** 新增企业 / 编辑: a registry company (matched) or a name and credit code the registry does not know yet (unmatched). */
export function CompanyFormModal({ open, editing, region, onClose, renderPicker }: Props) {
  const save = useSaveCompany();
  const initialValues = useMemo<Partial<CompanyInput>>(
    () => (editing ? { ...editing, legalPersonPhone: '', contactsPhone: '' } : { companyRegion: region ?? undefined }),
    [editing, region],
  );

  // empty or malformed fields are said under the fields (form rules); only the server's refusals are notices
  const submit = async (values: CompanyInput) => {
    const input: CompanyInput = {
      ...values,
      companyName: values.companyName?.trim(),
      legalPersonPhone: values.legalPersonPhone || undefined,
      contactsPhone: values.contactsPhone || undefined,
    };
    await save.mutateAsync({ id: editing?.id, input });
  };

  // a registry company fills its credit code (locked); a company the registry does not know yet is
  // added with the code the clerk types, unmatched until a registry sync finds it
  const [picked, setPicked] = useState(false);
  useEffect(() => {
    if (open) setPicked(false);
  }, [open]);
  const pick = (form: FormInstance<CompanyInput>) => (company: PickedCompany | undefined) => {
    if (!company && !picked) return;
    setPicked(!!company);
    form.setFieldsValue({
      creditCode: company?.creditCode,
      ...(company
        ? { registrationPlace: company.registrationPlace ?? undefined, legalPerson: company.legalPerson ?? undefined }
        : {}),
    });
  };

  return (
    <FormModal<CompanyInput>
      title={editing ? '编辑企业' : '新增企业'}
      open={open}
      initialValues={initialValues}
      onClose={onClose}
      onSubmit={submit}
      width={640}
    >
      {(form) => (
        <>
          <Form.Item
            label="公司名称"
            name="companyName"
            rules={[{ required: true, whitespace: true, message: POOL_RULES.searchNeedsKey }]}
          >
            {editing ? <Input disabled /> : renderPicker({ onPick: pick(form) })}
          </Form.Item>
          <Form.Item
            label="信用代码"
            name="creditCode"
            normalize={(v: string | undefined) => v?.trim().toUpperCase()}
            rules={editing ? [] : CREDIT_CODE_RULES}
            tooltip={
              editing || picked
                ? undefined
                : '工商库中没有的企业可直接填写信用代码，加入后为“未匹配”，同步工商数据后匹配'
            }
          >
            <Input disabled={!!editing || picked} placeholder="选择工商库中的企业自动填写，或直接填写" maxLength={18} />
          </Form.Item>
          <Form.Item label="注册地" name="registrationPlace">
            <DictSelect dict="global_regoin" placeholder="请选择注册地" />
          </Form.Item>
          <Form.Item label="派单区县" name="companyRegion">
            <RegionSelect region={region} placeholder="请选择派单区县" />
          </Form.Item>
          <Form.Item label="法定代表人" name="legalPerson" rules={rulesFrom(FIELD.legalPerson)}>
            <Input placeholder="请输入法定代表人" />
          </Form.Item>
          <Form.Item label="法人电话">
            <PhoneInput id={editing?.id} field="legalPersonPhone" masked={editing?.legalPersonPhone} />
          </Form.Item>
          <Form.Item label="联系人" name="contacts" rules={rulesFrom(FIELD.contacts)}>
            <Input placeholder="请输入联系人" />
          </Form.Item>
          <Form.Item label="联系电话">
            <PhoneInput id={editing?.id} field="contactsPhone" masked={editing?.contactsPhone} />
          </Form.Item>
          <Form.Item label="备注" name="remark" rules={rulesFrom(FIELD.remark)}>
            <Input.TextArea rows={3} placeholder="请输入备注" />
          </Form.Item>
        </>
      )}
    </FormModal>
  );
}
