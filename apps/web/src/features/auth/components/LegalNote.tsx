import { Anchor, Text } from '@mantine/core';
import { Link } from '../../../shared/routing';

/** "By continuing you agree to the Terms and Privacy": the links close the dialog and open the page. */
export function LegalNote({ onNavigate }: { onNavigate: () => void }) {
  return (
    <Text size="xs" c="dimmed" ta="center" mt="lg">
      By continuing you agree to Muse&apos;s{' '}
      <Anchor component={Link} to="/terms" size="xs" onClick={onNavigate}>
        Terms
      </Anchor>{' '}
      and{' '}
      <Anchor component={Link} to="/privacy-policy" size="xs" onClick={onNavigate}>
        Privacy
      </Anchor>
      .
    </Text>
  );
}
