import { ActionIcon, Menu } from '@mantine/core';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { IconMovie } from '@tabler/icons-react';
import type { ImageItem } from '@muse/contracts';
import { notifySuccess } from '../../../app/notify';
import { useNavigate } from '../../../shared/routing';
import { saveVideoHandOff, videoApi, videoKeys } from '../../video';
import classes from './ViewerPage.module.css';

/** The model "Animate now" uses: the local one made for pictures. */
const ANIMATE_MODEL = 'animate';

/**
 * A picture's way to video: "Animate now" queues a video of it at once (POST /images/animate/{_id}); "Make a
 * video from it" opens the video view with its prompt and the picture, to choose the model and settings.
 */
export function AnimateMenu({
  item,
  requireLogin,
}: {
  item: ImageItem;
  requireLogin: (action: () => void) => void;
}) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const animate = useMutation({
    mutationFn: () => videoApi.animate(item._id, ANIMATE_MODEL),
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: videoKeys.all });
      notifySuccess('Your picture is being animated. Find the video in My videos.');
      void navigate('/video');
    },
    meta: { errorTitle: "Couldn't animate the picture" },
  });
  const handOff = () => {
    saveVideoHandOff({
      prompt: item.description,
      pictures: [
        {
          filename: item.filename,
          name: item.name,
          thumb: item.imageThumbUrl,
          width: item.width,
          height: item.height,
        },
      ],
    });
    void navigate('/video');
  };
  return (
    <Menu position="top" withinPortal>
      <Menu.Target>
        <ActionIcon
          size="xl"
          variant="subtle"
          color="gray"
          aria-label="Animate"
          loading={animate.isPending}
          className={classes.action}
        >
          <IconMovie size={20} aria-hidden />
        </ActionIcon>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => requireLogin(() => animate.mutate())}>Animate now</Menu.Item>
        <Menu.Item onClick={() => requireLogin(handOff)}>Make a video from it…</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
