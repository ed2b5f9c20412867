import type { ReactNode } from 'react';
import type { ImageItem } from '@muse/contracts';
import { ImageTiles, TilesSkeleton, type PagedImages } from '../../../shared/ImageTiles';
import type { GridLayout } from '../hooks/use-layout-pref';
import classes from './ImageGrid.module.css';

interface ImageGridProps {
  list: PagedImages;
  layout: GridLayout;
  empty: { title: string; description?: string; icon?: ReactNode };
  errorTitle: string;
  tileAction?: (item: ImageItem) => ReactNode;
}

/** A paged list of image tiles opening the viewer: infinite scroll, skeletons, empty and error states. */
export function ImageGrid({ list, layout, empty, errorTitle, tileAction }: ImageGridProps) {
  return (
    <ImageTiles
      list={list}
      layout={layout}
      classes={classes}
      label="Images"
      errorTitle={errorTitle}
      empty={empty}
      tileAction={tileAction}
    />
  );
}

export function GridSkeleton({ layout }: { layout: GridLayout }) {
  return <TilesSkeleton layout={layout} classes={classes} />;
}
