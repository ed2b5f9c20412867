import { useState } from 'react';
import { ActionIcon, Group, Menu, Tooltip } from '@mantine/core';
import type { ReactNode } from 'react';
import {
  IconDownload,
  IconFlag,
  IconHeart,
  IconHeartFilled,
  IconInfoCircle,
  IconLock,
  IconLockOpen,
  IconPhotoEdit,
  IconShare,
  IconTrash,
  IconZoomIn,
  IconZoomOut,
} from '@tabler/icons-react';
import { useNavigate } from '../../../shared/routing';
import type { ImageItem } from '@muse/contracts';
import { ReportType as ReportTypes } from '@muse/contracts';
import { REPORT_TYPE_LABELS } from '@muse/domain';
import { editorPath } from '../../editor';
import type { useViewerActions } from '../hooks/use-viewer-actions';
import { AnimateMenu } from './AnimateMenu';
import { ZOOM_MAX, ZOOM_MIN, ZOOM_STEP, clampZoom } from '../zoom';
import classes from './ViewerPage.module.css';

interface ActionBarProps {
  /** the item, with what the viewer may do with it (`access`, decided by the server) */
  item: ImageItem;
  actions: ReturnType<typeof useViewerActions>;
  zoom: number;
  onZoom: (zoom: number) => void;
  onInfo: () => void;
  onDelete: () => void;
  requireLogin: (action: () => void) => void;
}

function Action(props: {
  label: string;
  onClick?: () => void;
  loading?: boolean;
  disabled?: boolean;
  children: ReactNode;
  active?: boolean;
}) {
  return (
    <Tooltip label={props.label}>
      <ActionIcon
        size="xl"
        variant={props.active ? 'filled' : 'subtle'}
        color={props.active ? 'pink' : 'gray'}
        aria-label={props.label}
        onClick={props.onClick}
        loading={props.loading}
        disabled={props.disabled}
        className={classes.action}
      >
        {props.children}
      </ActionIcon>
    </Tooltip>
  );
}

/** The viewer's bottom bar: zoom, like, download, share, report, privacy, delete and info. */
export function ActionBar({ item, actions, zoom, onZoom, onInfo, onDelete, requireLogin }: ActionBarProps) {
  const [reported, setReported] = useState(false);
  const navigate = useNavigate();
  const { like, share, download, report, privacy } = actions;
  const { access } = item;
  return (
    <>
      {!item.video && (
        <Group className={classes.zoom} gap={2} wrap="nowrap" role="toolbar" aria-label="Zoom">
          <Action
            label="Zoom out"
            onClick={() => onZoom(clampZoom(zoom - ZOOM_STEP))}
            disabled={zoom <= ZOOM_MIN}
          >
            <IconZoomOut size={20} aria-hidden />
          </Action>
          <span className={classes.zoomText} aria-live="polite">
            {Math.round(zoom * 100)}%
          </span>
          <Action
            label="Zoom in"
            onClick={() => onZoom(clampZoom(zoom + ZOOM_STEP))}
            disabled={zoom >= ZOOM_MAX}
          >
            <IconZoomIn size={20} aria-hidden />
          </Action>
        </Group>
      )}
      <Group
        className={classes.bar}
        gap={4}
        justify="center"
        wrap="wrap"
        role="toolbar"
        aria-label={item.video ? 'Video actions' : 'Image actions'}
      >
        <Action
          label={item.liked ? `Unlike (${item.likes})` : `Like (${item.likes})`}
          active={item.liked}
          loading={like.isPending}
          onClick={() => like.mutate()}
        >
          {item.liked ? <IconHeartFilled size={20} aria-hidden /> : <IconHeart size={20} aria-hidden />}
        </Action>
        <span className={classes.count} aria-hidden>
          {item.likes}
        </span>
        <Action label="Download" loading={download.isPending} onClick={() => download.mutate()}>
          <IconDownload size={20} aria-hidden />
        </Action>
        <Action label="Copy share link" loading={share.isPending} onClick={() => share.mutate()}>
          <IconShare size={20} aria-hidden />
        </Action>
        {access.canReport && (
          <Menu position="top" withinPortal>
            <Menu.Target>
              <ActionIcon
                size="xl"
                variant="subtle"
                color="gray"
                aria-label={reported ? 'Reported' : 'Report'}
                loading={report.isPending}
                disabled={reported}
                className={classes.action}
              >
                <IconFlag size={20} aria-hidden />
              </ActionIcon>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Report this {item.video ? 'video' : 'image'} as</Menu.Label>
              {ReportTypes.options.map((type) => (
                <Menu.Item
                  key={type}
                  onClick={() => report.mutate(type, { onSuccess: () => setReported(true) })}
                >
                  {REPORT_TYPE_LABELS[type]}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
        )}
        {access.canSwitchPrivacy && (
          <Action
            label={item.private ? 'Make public' : 'Make private'}
            loading={privacy.isPending}
            onClick={() => privacy.mutate()}
          >
            {item.private ? <IconLock size={20} aria-hidden /> : <IconLockOpen size={20} aria-hidden />}
          </Action>
        )}
        {!item.video && !!item.imageUrl && <AnimateMenu item={item} requireLogin={requireLogin} />}
        {access.canManage && !!item.imageUrl && !item.video && (
          <Action label="Edit" onClick={() => void navigate(editorPath(item.filename))}>
            <IconPhotoEdit size={20} aria-hidden />
          </Action>
        )}
        {access.canManage && (
          <Action label="Delete" onClick={onDelete}>
            <IconTrash size={20} aria-hidden />
          </Action>
        )}
        <Action label="Info" onClick={onInfo}>
          <IconInfoCircle size={20} aria-hidden />
        </Action>
      </Group>
    </>
  );
}
