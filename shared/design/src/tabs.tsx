import { Tabs as AntTabs, type TabsProps } from 'antd';
import { EllipsisOutlined } from '@ant-design/icons';
import { useTranslate } from '@cabinet/i18n';

const more = /*i18n*/ { id: 'design.tabs.more', message: 'More sections' };

/** antd's Tabs, whose overflow button (the tabs that do not fit a phone) is named, not read as "ellipsis". */
export function Tabs(props: TabsProps) {
  const t = useTranslate();
  return <AntTabs more={{ icon: <EllipsisOutlined aria-label={t(more)} /> }} {...props} />;
}
