import { Group, Text } from '@mantine/core';
import { Link } from '../../shared/routing';
import { MuseMark } from '../../shared/MuseMark';
import classes from './Brand.module.css';

/** The Muse mark and wordmark, linking home. */
export function Brand() {
  return (
    <Link to="/" className={classes.brand} aria-label="Muse home">
      <Group gap={10} wrap="nowrap">
        <MuseMark size={30} />
        <Text component="span" className={classes.wordmark}>
          Muse
        </Text>
      </Group>
    </Link>
  );
}
