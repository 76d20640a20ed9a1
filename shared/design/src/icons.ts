/**
 * Icons the apps use, re-exported so one copy of each loads per page. An app
 * that needs another icon adds it here first (the same rule as for components).
 */
export {
  AppstoreOutlined,
  BarChartOutlined,
  BellOutlined,
  BookOutlined,
  BranchesOutlined,
  BulbOutlined,
  CreditCardOutlined,
  DesktopOutlined,
  DownOutlined,
  GiftOutlined,
  GlobalOutlined,
  HomeOutlined,
  LogoutOutlined,
  MenuOutlined,
  MessageOutlined,
  NotificationOutlined,
  PhoneOutlined,
  PlayCircleOutlined,
  PlusOutlined,
  ReloadOutlined,
  RobotOutlined,
  RocketOutlined,
  SendOutlined,
  SettingOutlined,
  StarOutlined,
  TeamOutlined,
  UserOutlined,
  WhatsAppOutlined,
} from '@ant-design/icons';
