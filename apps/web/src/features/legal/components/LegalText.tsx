import { Alert, Anchor, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../shared/routing';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { useSession } from '../../auth';
import { legalApi, legalKeys } from '../legal.api';
import { LEGAL_TITLES, privacyOf, termsOf, type LegalKind } from '../legal-texts';

/**
 * The text of the Terms or the Privacy Policy, filled in with this server's facts (GET /legal), with its
 * loading and error states: the full page shows it, and so does the credits dialog while signed out.
 */
export function LegalText({ kind, headingOrder = 2 }: { kind: LegalKind; headingOrder?: 2 | 3 | 4 }) {
  const { isAdmin } = useSession();
  const facts = useQuery({
    queryKey: legalKeys.facts,
    queryFn: ({ signal }) => legalApi.facts(signal),
    staleTime: 5 * 60_000,
    meta: { shownInPlace: () => true },
  });
  if (facts.isPending) return <LoadingState label="Loading…" />;
  if (facts.isError)
    return (
      <ErrorState
        title={`Couldn't load the ${LEGAL_TITLES[kind]}`}
        error={facts.error}
        onRetry={() => void facts.refetch()}
        retrying={facts.isFetching}
      />
    );
  const document = kind === 'terms' ? termsOf(facts.data) : privacyOf(facts.data);
  return (
    <Stack gap="lg">
      <Text size="sm" c="dimmed">
        Last revised {document.revised}
      </Text>
      {isAdmin && !facts.data.operator && (
        <Alert color="yellow" variant="light" title="For the admins of this server">
          Set LEGAL_OPERATOR, LEGAL_CONTACT and LEGAL_JURISDICTION so these texts name who runs this server,
          how to reach you and whose law applies.
        </Alert>
      )}
      {document.sections.map((section) => (
        <section key={section.heading}>
          <Title order={headingOrder} fz="h4" mb="xs">
            {section.heading}
          </Title>
          <Stack gap={6}>
            {section.paragraphs.map((paragraph) => (
              <Text key={paragraph.text}>
                {paragraph.text}
                {paragraph.link && (
                  <>
                    {' '}
                    <Anchor component={Link} to={paragraph.link.to}>
                      {paragraph.link.label}
                    </Anchor>
                    .
                  </>
                )}
              </Text>
            ))}
          </Stack>
        </section>
      ))}
    </Stack>
  );
}
