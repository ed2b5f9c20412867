import {
  Button,
  FileButton,
  Image,
  Modal,
  ScrollArea,
  SimpleGrid,
  Stack,
  Text,
  UnstyledButton,
} from '@mantine/core';
import { IconUpload } from '@tabler/icons-react';
import { useMutation, useQuery } from '@tanstack/react-query';
import { errorMessage } from '../../../app/api-error';
import { ErrorState } from '../../../shared/ErrorState';
import { LoadingState } from '../../../shared/LoadingState';
import { CHARACTERS_KEY, charactersApi, type ChosenPicture } from '../characters.api';

export interface PictureChooserProps {
  opened: boolean;
  title: string;
  onClose(): void;
  onChoose(picture: ChosenPicture): void;
}

/** Chooses one of the user's finished pictures, or a picture uploaded from the device. */
export function PictureChooser({ opened, title, onClose, onChoose }: PictureChooserProps) {
  const list = useQuery({
    queryKey: [...CHARACTERS_KEY, 'my-pictures'],
    queryFn: ({ signal }) => charactersApi.myPictures(signal),
    enabled: opened,
  });
  const upload = useMutation({
    mutationFn: (file: File) => charactersApi.upload(file),
    onSuccess: (picture) => {
      onChoose(picture);
      onClose();
    },
  });
  const ready = list.data?.filter((i) => i.imageUrl && !i.video) ?? [];
  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title={title}
      size="lg"
      centered
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <FileButton onChange={(file) => file && upload.mutate(file)} accept="image/png,image/jpeg,image/webp">
          {(props) => (
            <Button
              {...props}
              variant="light"
              loading={upload.isPending}
              leftSection={<IconUpload size={18} aria-hidden />}
            >
              Upload a picture
            </Button>
          )}
        </FileButton>
        {upload.isError && (
          <Text size="sm" c="red.7" role="alert">
            {errorMessage(upload.error)}
          </Text>
        )}
        <Text size="sm" fw={500}>
          Or choose one of your pictures
        </Text>
        {list.isPending ? (
          <LoadingState label="Loading your pictures…" minHeight={100} />
        ) : list.isError ? (
          <ErrorState error={list.error} onRetry={() => void list.refetch()} />
        ) : ready.length === 0 ? (
          <Text c="dimmed" ta="center" py="md">
            You have no finished pictures yet. Upload one, or create some first.
          </Text>
        ) : (
          <ScrollArea.Autosize mah="55vh">
            <SimpleGrid cols={{ base: 3, sm: 4 }} spacing="xs">
              {ready.map((item) => (
                <UnstyledButton
                  key={item._id}
                  aria-label={`Choose ${item.name || 'this picture'}`}
                  onClick={() => {
                    onChoose({ filename: item.filename, url: item.imageThumbUrl ?? item.imageUrl! });
                    onClose();
                  }}
                >
                  <Image src={item.imageThumbUrl ?? item.imageUrl} alt="" h={90} fit="cover" radius="sm" />
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </ScrollArea.Autosize>
        )}
      </Stack>
    </Modal>
  );
}
