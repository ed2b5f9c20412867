import { useEffect, useState } from 'react';
import { Button } from '@mantine/core';
import { IconCheck, IconShare } from '@tabler/icons-react';
import { notifyError } from '../../../app/notify';
import { COPIED_MS, browserShareTools, shareLink } from '../share';
import { wizardApi } from '../wizard.api';

/**
 * Share: the result's share link (the plain link when it cannot be made) through the app's native share,
 * the browser's share sheet, or copied, with "Copied" shown for 2 s.
 */
export function ShareButton({ filename, title }: { filename: string; title: string }) {
  const [busy, setBusy] = useState(false);
  const [copied, setCopied] = useState(false);
  useEffect(() => {
    if (!copied) return;
    const timer = window.setTimeout(() => setCopied(false), COPIED_MS);
    return () => window.clearTimeout(timer);
  }, [copied]);

  const share = async () => {
    setBusy(true);
    try {
      const plain = `${window.location.origin}/images/${encodeURIComponent(filename)}`;
      const link = await wizardApi
        .shareLink(filename)
        .then((r) => r.shareLink)
        .catch((error: unknown) => {
          console.warn('share link failed', error);
          return plain;
        });
      if ((await shareLink(link, title, browserShareTools())) === 'copied') setCopied(true);
    } catch (error) {
      console.warn('share failed', error);
      notifyError(error, { title: "Couldn't share the link" });
    } finally {
      setBusy(false);
    }
  };

  return (
    <Button
      size="md"
      onClick={() => void share()}
      loading={busy}
      color={copied ? 'teal' : undefined}
      leftSection={copied ? <IconCheck size={18} aria-hidden /> : <IconShare size={18} aria-hidden />}
    >
      {copied ? 'Copied' : 'Share'}
    </Button>
  );
}
