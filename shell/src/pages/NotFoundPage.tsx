import { Button, Flex } from '@cabinet/design/core';
import { Result } from '@cabinet/design/feedback';
import { useTranslate } from '@cabinet/i18n';
import { hostPathOf } from '../routing/paths';
import { useShell } from '../ShellContext';

const messages = {
  title: /*i18n*/ { id: 'shell.notFound.title', message: 'Page not found' },
  body: /*i18n*/ { id: 'shell.notFound.body', message: 'There is no such page here. It may have moved, or this cabinet does not have it.' },
  home: /*i18n*/ { id: 'shell.notFound.home', message: 'Go to the home page' },
  widgetTitle: /*i18n*/ { id: 'shell.widgetNotFound.title', message: 'Widget not found' },
  widgetBody: /*i18n*/ { id: 'shell.widgetNotFound.body', message: 'This widget does not exist or has been switched off by its owner.' },
};

/** /404, /widget/404 and every unknown path: a bare page with a link home. */
export function NotFoundPage({ widget = false }: { widget?: boolean }) {
  const { host, links } = useShell();
  const t = useTranslate();
  return (
    <Flex component="main" justify="center" align="center" style={{ minHeight: '100vh', padding: 16 }}>
      <Result
        status="404"
        title={<h1 style={{ fontSize: 24, margin: 0 }}>{t(widget ? messages.widgetTitle : messages.title)}</h1>}
        subTitle={t(widget ? messages.widgetBody : messages.body)}
        extra={
          widget ? null : (
            <Button
              type="primary"
              href={hostPathOf(host, 'home')}
              onClick={(event) => {
                event.preventDefault();
                links.navigate('home');
              }}
            >
              {t(messages.home)}
            </Button>
          )
        }
      />
    </Flex>
  );
}
