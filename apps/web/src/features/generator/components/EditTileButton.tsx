import { ActionIcon } from '@mantine/core';
import { IconPhotoEdit } from '@tabler/icons-react';
import { Link } from '../../../shared/routing';
import { editorPath } from '../../editor';
import { Hint } from '../../../shared/Hint';

/** A tile's Edit button: opens the picture in the editor. */
export function EditTileButton({ filename }: { filename: string }) {
  return (
    <Hint label="Edit">
      <ActionIcon
        component={Link}
        to={editorPath(filename)}
        variant="white"
        color="dark"
        size="lg"
        radius="xl"
        aria-label="Edit"
      >
        <IconPhotoEdit size={18} aria-hidden />
      </ActionIcon>
    </Hint>
  );
}
