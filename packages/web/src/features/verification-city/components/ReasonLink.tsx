import { App, Button } from 'antd';

/** A link button that shows a stored explanation (退单原因, 核实退回说明) in a dialog; nothing when there is none. */
export function ReasonLink({
  title,
  text,
  label = title,
}: {
  title: string;
  text: string | null | undefined;
  label?: string;
}) {
  const { modal } = App.useApp();
  if (!text) return null;
  return (
    <Button
      type="link"
      size="small"
      onClick={() =>
        modal.info({ title, content: <div style={{ whiteSpace: 'pre-wrap' }}>{text}</div>, okText: '关闭' })
      }
    >
      {label}
    </Button>
  );
}
