import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Button } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { PlayCircleOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { showsTutorial } from '../hosts/hosts';
import { useSessionSnapshot, useShell } from '../ShellContext';

const messages = {
  open: /*i18n*/ { id: 'shell.tutorial.open', message: 'Video tutorial' },
  title: /*i18n*/ { id: 'shell.tutorial.title', message: 'How to get started' },
  close: /*i18n*/ { id: 'shell.tutorial.close', message: 'Close' },
};

const QUERY_KEY = 'showTutorial';

/**
 * The tutorial video button and modal (spec section 2): only where the host
 * allows it and the user's country is Russia, Belarus, Kazakhstan or unset.
 * `?showTutorial=true` opens it once and is then removed from the address.
 */
export function TutorialVideo({ compact }: { compact: boolean }) {
  const { host } = useShell();
  const snapshot = useSessionSnapshot();
  const t = useTranslate();
  const location = useLocation();
  const navigate = useNavigate();
  const [open, setOpen] = useState(false);
  const countryId = snapshot.status === 'authenticated' ? snapshot.user.countryId : undefined;
  const allowed = showsTutorial(host, countryId);

  useEffect(() => {
    const params = new URLSearchParams(location.search);
    if (params.get(QUERY_KEY) !== 'true') return;
    params.delete(QUERY_KEY);
    const search = params.toString();
    navigate({ pathname: location.pathname, search: search ? `?${search}` : '' }, { replace: true });
    if (allowed) setOpen(true);
  }, [location.search, location.pathname, navigate, allowed]);

  if (!allowed || !host.tutorialVideoUrl) return null;
  return (
    <>
      <Button icon={<PlayCircleOutlined />} onClick={() => setOpen(true)} aria-label={compact ? t(messages.open) : undefined}>
        {compact ? null : t(messages.open)}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t(messages.title)} width={800} destroyOnHidden closable={{ 'aria-label': t(messages.close) }}>
        <div style={{ position: 'relative', paddingTop: '56.25%' }}>
          <iframe
            src={host.tutorialVideoUrl}
            title={t(messages.title)}
            allow="autoplay; fullscreen; picture-in-picture"
            style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }}
          />
        </div>
      </Modal>
    </>
  );
}
