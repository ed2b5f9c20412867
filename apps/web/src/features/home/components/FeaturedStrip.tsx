import { Anchor, Skeleton, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '../../../shared/routing';
import { generatorApi } from '../../generator';
import classes from './LandingPage.module.css';

const SHOWN = 8;

/** The most liked creations people shared on this server, each opening in the viewer. */
export function FeaturedStrip() {
  const popular = useQuery({
    queryKey: ['landing', 'popular'],
    queryFn: ({ signal }) => generatorApi.list('popular', { limit: SHOWN }, signal),
    staleTime: 60_000,
    meta: { shownInPlace: () => true },
  });
  const shown = (popular.data ?? []).filter((item) => item.imageThumbUrl);
  return (
    <section aria-labelledby="landing-shared">
      <Title id="landing-shared" order={2} fz="h3" mb="md">
        Shared on this server
      </Title>
      {popular.isPending && (
        <div className={classes.strip} aria-label="Loading shared creations" role="status">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} className={classes.thumb} />
          ))}
        </div>
      )}
      {popular.isError && (
        <Text size="sm" c="dimmed">
          Couldn&apos;t load what people shared. Reload the page to try again.
        </Text>
      )}
      {popular.isSuccess && shown.length === 0 && (
        <Text size="sm" c="dimmed">
          Nothing has been shared here yet.{' '}
          <Anchor component={Link} to="/images">
            Make the first picture
          </Anchor>
          .
        </Text>
      )}
      {shown.length > 0 && (
        <ul className={classes.strip} aria-label="Shared creations" style={{ listStyle: 'none', margin: 0 }}>
          {shown.map((item) => (
            <li key={item._id}>
              <Link to={`/images/${encodeURIComponent(item.filename)}`} aria-label={`Open ${item.name}`}>
                <img
                  className={classes.thumb}
                  src={item.imageThumbUrl ?? ''}
                  alt={item.name}
                  loading="lazy"
                />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
