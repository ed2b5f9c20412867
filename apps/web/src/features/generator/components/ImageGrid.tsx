import type { ReactNode } from 'react';
import { ImageTiles, TilesSkeleton, type PagedImages } from '../../../shared/ImageTiles';
import type { GridLayout } from '../hooks/use-layout-pref';
import classes from './ImageGrid.module.css';

interface ImageGridProps {
  list: PagedImages;
  layout: GridLayout;
  empty: { title: string; description?: string; icon?: ReactNode };
  errorTitle: string;
}

/** A paged list of image tiles opening the viewer: infinite scroll, skeletons, empty and error states. */
export function ImageGrid({ list, layout, empty, errorTitle }: ImageGridProps) {
  return (
    <ImageTiles
      list={list}
      layout={layout}
      classes={classes}
      label="Images"
      errorTitle={errorTitle}
      empty={empty}
    />
  );
}

export function GridSkeleton({ layout }: { layout: GridLayout }) {
  return <TilesSkeleton layout={layout} classes={classes} />;
}
