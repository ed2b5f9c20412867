import { AspectRatio, Text } from '@mantine/core';
import classes from './GiftCards.module.css';

interface CardPreviewProps {
  imageUrl: string | null;
  width: number;
  height: number;
  /** "Premium for 1 month" */
  title?: string;
  /** "$20" */
  price?: string;
}

/** The card as its recipient will see it: the picture, with what it gives along the bottom. */
export function CardPreview({ imageUrl, width, height, title, price }: CardPreviewProps) {
  const ratio = width > 0 && height > 0 ? width / height : 16 / 10;
  return (
    <AspectRatio ratio={ratio} className={classes.card}>
      {/* AspectRatio stretches each child over the whole box: one child holds the picture and its caption. */}
      <div className={classes.cardInner}>
        {imageUrl && <img src={imageUrl} alt="Gift card picture" className={classes.cardImage} />}
        {(title || price) && (
          <div className={classes.cardCaption}>
            <div>
              <Text size="xs" fw={600} tt="uppercase" style={{ letterSpacing: 1, opacity: 0.85 }}>
                Muse gift card
              </Text>
              {title && (
                <Text fw={700} fz={{ base: 'md', sm: 'xl' }}>
                  {title}
                </Text>
              )}
            </div>
            {price && (
              <Text fw={800} fz={{ base: 'xl', sm: 32 }} lh={1}>
                {price}
              </Text>
            )}
          </div>
        )}
      </div>
    </AspectRatio>
  );
}
