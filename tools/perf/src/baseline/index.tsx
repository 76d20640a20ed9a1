import { Button, Card, ConfigProvider, Divider, Flex, Form, Input, Typography } from 'antd';
import { createRoot } from 'react-dom/client';

/**
 * The yardstick of `npm run bench`: the cabinet's login form as a plain single-bundle React + antd page,
 * built by the same webpack, loader and minifier as the apps. No federation, no shared modules.
 */
const text = {
  brand: 'SalonNotify',
  title: 'Sign in',
  email: 'Email',
  password: 'Password',
  forgot: 'Forgot your password?',
  submit: 'Sign in',
  noAccount: 'No account yet?',
  register: 'Register',
  demo: 'Look around the demo cabinet',
  or: 'or',
  google: 'Sign in with Google',
  emailRule: 'Enter a valid email',
  passwordRule: 'Enter your password',
};

const EMAIL = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

function LoginPage() {
  const [form] = Form.useForm<{ email: string; password: string }>();
  return (
    <Flex component="main" justify="center" align="flex-start" style={{ minHeight: '100vh', padding: '48px 16px', background: '#f5f6f8' }}>
      <Card style={{ width: '100%', maxWidth: 440 }}>
        <Typography.Text strong style={{ display: 'block', marginBottom: 8 }}>
          {text.brand}
        </Typography.Text>
        <Typography.Title level={1} style={{ fontSize: 24, marginTop: 0 }}>
          {text.title}
        </Typography.Title>
        <Form form={form} layout="vertical" requiredMark={false} onFinish={() => undefined}>
          <Form.Item name="email" label={text.email} rules={[{ pattern: EMAIL, required: true, message: text.emailRule }]}>
            <Input type="email" autoComplete="email" autoFocus inputMode="email" />
          </Form.Item>
          <Form.Item name="password" label={text.password} rules={[{ required: true, max: 49, message: text.passwordRule }]}>
            <Input.Password autoComplete="current-password" maxLength={50} />
          </Form.Item>
          <Flex justify="flex-end" style={{ marginTop: -8, marginBottom: 16 }}>
            <Typography.Link href="/account/forgot-password">{text.forgot}</Typography.Link>
          </Flex>
          <Button type="primary" htmlType="submit" block>
            {text.submit}
          </Button>
        </Form>
        <Divider plain>{text.or}</Divider>
        <Button block href="/account/google">
          {text.google}
        </Button>
        <Flex vertical gap={8} style={{ marginTop: 16 }}>
          <Typography.Text>
            {text.noAccount} <Typography.Link href="/account/register">{text.register}</Typography.Link>
          </Typography.Text>
          <Typography.Link href="/demo">{text.demo}</Typography.Link>
        </Flex>
      </Card>
    </Flex>
  );
}

const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <ConfigProvider theme={{ token: { colorPrimary: '#0958d9', colorError: '#cf1322', borderRadius: 8 } }}>
      <LoginPage />
    </ConfigProvider>,
  );
}
