import {
  BASIC_TOOLS,
  EDITOR_AI_TOOLS,
  EDITOR_TOOL_LABELS,
  editToolCost,
  type EditorAiTool,
  type EditorTool,
} from '@muse/domain';
import {
  IconAdjustments,
  IconArrowsMaximize,
  IconBackground,
  IconColorFilter,
  IconCrop,
  IconEraser,
  IconMessage2,
  IconPhotoAi,
  IconResize,
  IconRotateClockwise2,
  IconTypography,
  IconZoomScan,
} from '@tabler/icons-react';
import type { ReactNode } from 'react';

/** How the rail shows a tool: a short name under its icon, the full name, a line about it, and its price. */
export interface ToolInfo {
  tool: EditorTool;
  short: string;
  label: string;
  about: string;
  icon: ReactNode;
  /** credits one run costs before plan discounts; a text where it depends on the settings */
  price: number | string | null;
}

const icon = (Icon: typeof IconCrop) => <Icon size={20} aria-hidden />;

const BASIC: Record<(typeof BASIC_TOOLS)[number], Omit<ToolInfo, 'tool' | 'label' | 'price'>> = {
  basic: {
    short: 'Adjust',
    about: 'Brightness, contrast, colours, blur and more.',
    icon: icon(IconAdjustments),
  },
  crop: { short: 'Crop', about: 'Keep only the part of the picture you want.', icon: icon(IconCrop) },
  resize: { short: 'Resize', about: 'Make the picture larger or smaller.', icon: icon(IconResize) },
  effects: { short: 'Effects', about: 'Ready-made looks in one click.', icon: icon(IconColorFilter) },
  transform: {
    short: 'Turn',
    about: 'Rotate a quarter turn or mirror the picture.',
    icon: icon(IconRotateClockwise2),
  },
  text: { short: 'Text', about: 'Add words in any font and colour.', icon: icon(IconTypography) },
};

const AI_SHORT: Record<EditorAiTool, { short: string; about: string; icon: ReactNode }> = {
  kontext: { short: 'Kontext', about: 'Describe a change and the model makes it.', icon: icon(IconMessage2) },
  gemini25: { short: 'Gemini', about: 'Describe a change and the model makes it.', icon: icon(IconMessage2) },
  gptimage1: {
    short: 'GPT Image',
    about: 'Describe a change and the model makes it.',
    icon: icon(IconMessage2),
  },
  gptimage1pro: {
    short: 'GPT Pro',
    about: 'Describe a change and the model makes it.',
    icon: icon(IconMessage2),
  },
  gptimage1mini: {
    short: 'GPT Mini',
    about: 'Describe a change and the model makes it.',
    icon: icon(IconMessage2),
  },
  'qwen-image-edit': {
    short: 'Qwen',
    about: 'Describe a change and the model makes it.',
    icon: icon(IconMessage2),
  },
  rembg: {
    short: 'Background',
    about: 'Remove the background, keep the subject.',
    icon: icon(IconBackground),
  },
  'outpaint-model2': {
    short: 'Expand',
    about: 'Make the picture larger and fill the new space.',
    icon: icon(IconArrowsMaximize),
  },
  inpaint2: {
    short: 'Area edit',
    about: 'Draw around a part and change or remove it.',
    icon: icon(IconEraser),
  },
  inpaint5: { short: 'Area+', about: 'Area edit with more detail.', icon: icon(IconEraser) },
  fluxdevcanny: {
    short: 'Variation',
    about: 'A new version of the picture in its colours.',
    icon: icon(IconPhotoAi),
  },
  upscale: { short: 'Upscale', about: 'Larger, with sharper detail.', icon: icon(IconZoomScan) },
};

export const BASIC_TOOL_INFO: readonly ToolInfo[] = BASIC_TOOLS.map((tool) => ({
  tool,
  label: EDITOR_TOOL_LABELS[tool],
  price: null,
  ...BASIC[tool],
}));

export const AI_TOOL_INFO: readonly ToolInfo[] = EDITOR_AI_TOOLS.map((tool) => ({
  tool,
  label: EDITOR_TOOL_LABELS[tool],
  price: tool === 'outpaint-model2' ? 'by size' : editToolCost(tool),
  ...AI_SHORT[tool],
}));

export const ALL_TOOL_INFO: readonly ToolInfo[] = [...BASIC_TOOL_INFO, ...AI_TOOL_INFO];

export function toolInfo(tool: EditorTool): ToolInfo {
  return ALL_TOOL_INFO.find((t) => t.tool === tool)!;
}

/** "1 credit", "8 credits", "Credits by size". */
export function priceText(price: ToolInfo['price']): string | null {
  if (price === null) return null;
  if (typeof price === 'string') return `Credits ${price}`;
  return `${price} ${price === 1 ? 'credit' : 'credits'}`;
}
