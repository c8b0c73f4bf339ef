/** @jsxRuntime automatic */
import type { ReactElement } from 'react';

/**
 * The printed room symbols as line drawings in a 40×40 box, so they show on every device (emoji
 * fonts are not everywhere) and colour is never the only cue.
 */
const ICONS: Readonly<Record<string, ReactElement>> = {
  globe: (
    <>
      <circle cx={20} cy={20} r={16} />
      <ellipse cx={20} cy={20} rx={7} ry={16} />
      <path d="M4 20h32M7 11h26M7 29h26" />
    </>
  ),
  flask: <path d="M15 4h10M17 4v12L7 34a2 2 0 0 0 2 3h22a2 2 0 0 0 2-3L23 16V4M11 27h18" />,
  mask: (
    <>
      <path d="M5 10c10-4 20-4 30 0 0 14-6 24-15 24S5 24 5 10z" />
      <ellipse cx={14} cy={17} rx={4} ry={2.5} />
      <ellipse cx={26} cy={17} rx={4} ry={2.5} />
      <path d="M14 26c4 3 8 3 12 0" />
    </>
  ),
  cup: (
    <>
      <path d="M7 12h22v10a9 9 0 0 1-9 9h-4a9 9 0 0 1-9-9z" />
      <path d="M29 15h3a4 4 0 0 1 0 8h-4M4 36h30M14 4v5M20 4v5" />
    </>
  ),
  book: <path d="M20 9c-5-4-11-4-16-2v26c5-2 11-2 16 2 5-4 11-4 16-2V7c-5-2-11-2-16 2zM20 9v26" />,
  harp: <path d="M8 36V6c12 0 24 10 26 30zM8 36h26M14 11v25M20 15v21M26 22v14" />,
  camera: (
    <>
      <rect x={4} y={12} width={32} height={22} rx={3} />
      <circle cx={20} cy={23} r={7} />
      <path d="M13 12l3-5h8l3 5" />
    </>
  ),
  telescope: <path d="M5 20l24-12 4 8-24 12zM20 22l-8 15M20 22l8 15M20 22v15" />,
  hourglass: <path d="M9 4h22M9 36h22M11 4c0 10 9 11 9 16s-9 6-9 16M29 4c0 10-9 11-9 16s9 6 9 16" />,
  skull: (
    <>
      <path d="M8 20a12 12 0 1 1 24 0c0 5-3 7-4 8v6H12v-6c-1-1-4-3-4-8z" />
      <circle cx={15} cy={20} r={3} />
      <circle cx={25} cy={20} r={3} />
      <path d="M17 34v-4M23 34v-4" />
    </>
  ),
  quill: <path d="M34 4C20 6 10 18 8 34M34 4c-2 12-10 20-22 22M6 37l4-5" />,
};

export function RoomIcon({ icon, x, y, size = 40 }: { icon: string; x: number; y: number; size?: number }) {
  return (
    <g
      className="icon"
      transform={`translate(${x} ${y}) scale(${size / 40})`}
      aria-hidden="true"
      data-icon={icon}
    >
      {ICONS[icon] ?? <rect x={8} y={8} width={24} height={24} />}
    </g>
  );
}

export const ICON_NAMES: readonly string[] = Object.keys(ICONS);
