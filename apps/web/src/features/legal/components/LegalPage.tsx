import { ActionIcon, Button, Group, Stack, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { IconX } from '@tabler/icons-react';
import { useNavigate } from '../../../shared/routing';
import { PageContainer } from '../../../shared/PageContainer';
import { LEGAL_TITLES, type LegalKind } from '../legal-texts';
import { LegalText } from './LegalText';

/**
 * The Privacy Policy (/privacy-policy) or the Terms and Conditions (/terms) as a full page: a close control
 * at the top and a Close button at the bottom, both back to where the visitor came from (a page opened
 * directly closes to the start page).
 */
export function LegalPage({ kind }: { kind: LegalKind }) {
  const navigate = useNavigate();
  useDocumentTitle(`${LEGAL_TITLES[kind]} · Muse`);
  const close = () => void (window.history.length > 1 ? navigate(-1) : navigate('/'));
  return (
    <PageContainer size="sm">
      <Stack gap="md">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={1}>{LEGAL_TITLES[kind]}</Title>
          <ActionIcon variant="subtle" size="lg" aria-label="Close" onClick={close}>
            <IconX size={20} aria-hidden />
          </ActionIcon>
        </Group>
        <LegalText kind={kind} />
        <Group justify="flex-end">
          <Button variant="default" onClick={close}>
            Close
          </Button>
        </Group>
      </Stack>
    </PageContainer>
  );
}
