import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { Alert, Button, Typography, Waiting } from '@cabinet/design/core';
import { Modal } from '@cabinet/design/overlays';
import { PlayCircleOutlined } from '@cabinet/design/icons';
import { useTranslate } from '@cabinet/i18n';
import { showsTutorial } from '../hosts/hosts';
import { useSessionSnapshot, useShell } from '../ShellContext';

const messages = {
  open: /*i18n*/ { id: 'shell.tutorial.open', message: 'Video tutorial' },
  title: /*i18n*/ { id: 'shell.tutorial.title', message: 'How to get started' },
  close: /*i18n*/ { id: 'shell.tutorial.close', message: 'Close' },
  checking: /*i18n*/ { id: 'shell.tutorial.checking', message: 'Loading the video…' },
  unreachable: /*i18n*/ { id: 'shell.tutorial.unreachable', message: 'The video cannot be shown here right now' },
  unreachableHint: /*i18n*/ { id: 'shell.tutorial.unreachableHint', message: 'The video service does not answer. Try opening the video on its own page.' },
  openOnSite: /*i18n*/ { id: 'shell.tutorial.openOnSite', message: 'Open the video in a new tab' },
};

/** How long the video service has to answer before the fallback shows. */
export const VIDEO_CHECK_TIMEOUT_MS = 8_000;

/**
 * Whether the video service answers at all. A frame's own load errors are invisible to the page, so the
 * address is asked first (an opaque answer is enough): a network failure or no answer in time is "down".
 */
export async function videoReachable(url: string, fetchImpl: typeof fetch = fetch, timeoutMs = VIDEO_CHECK_TIMEOUT_MS): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    await fetchImpl(url, { mode: 'no-cors', signal: controller.signal, cache: 'no-store' });
    return true;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/** The video, or what to do when its service cannot be reached: a link to it in a new tab. */
export function TutorialVideoBody({ url, title, check = videoReachable }: { url: string; title: string; check?: (url: string) => Promise<boolean> }) {
  const t = useTranslate();
  const [state, setState] = useState<'checking' | 'ready' | 'unreachable'>('checking');
  useEffect(() => {
    let current = true;
    void check(url).then((reachable) => {
      if (current) setState(reachable ? 'ready' : 'unreachable');
    });
    return () => {
      current = false;
    };
  }, [url, check]);
  const link = (
    <Typography.Link href={url} target="_blank" rel="noreferrer">
      {t(messages.openOnSite)}
    </Typography.Link>
  );
  if (state === 'checking') return <Waiting label={t(messages.checking)} />;
  if (state === 'unreachable') {
    return <Alert type="warning" showIcon title={t(messages.unreachable)} description={<>{t(messages.unreachableHint)} {link}</>} />;
  }
  return (
    <>
      <div style={{ position: 'relative', paddingTop: '56.25%' }}>
        <iframe src={url} title={title} allow="autoplay; fullscreen; picture-in-picture" style={{ position: 'absolute', inset: 0, width: '100%', height: '100%', border: 0 }} />
      </div>
      <p style={{ margin: '8px 0 0' }}>{link}</p>
    </>
  );
}

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
      <Button icon={<PlayCircleOutlined />} onClick={() => setOpen(true)} aria-label={compact ? t(messages.open) : undefined} title={compact ? t(messages.open) : undefined}>
        {compact ? null : t(messages.open)}
      </Button>
      <Modal open={open} onCancel={() => setOpen(false)} footer={null} title={t(messages.title)} width={800} destroyOnHidden closable={{ 'aria-label': t(messages.close) }}>
        <TutorialVideoBody url={host.tutorialVideoUrl} title={t(messages.title)} />
      </Modal>
    </>
  );
}
