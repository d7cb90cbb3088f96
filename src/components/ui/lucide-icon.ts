/**
 * How the site draws lucide's icons. Each icon module of lucide-react builds its component with
 * `createLucideIcon(iconData)`; the build gives it this one instead of lucide's own
 * (scripts/lucide-icons.ts), which also supports what the site never uses (a context provider,
 * alias class names, absolute and non-scaling strokes) and weighed 1 KB gzipped of the first load.
 * It draws the same SVG as lucide: the icon's box, a `currentColor` stroke of 2 with round caps
 * and joins, the classes `lucide lucide-<name>`, and `aria-hidden` unless it is given a label.
 */
import { createElement, forwardRef, type ReactNode, type SVGProps } from 'react';

type IconNode = readonly (readonly [string, Record<string, string | number>])[];

interface IconData {
  name?: string;
  size?: number;
  node: IconNode;
}

export interface IconProps extends Omit<SVGProps<SVGSVGElement>, 'ref'> {
  size?: number | string;
  color?: string;
  strokeWidth?: number | string;
  children?: ReactNode;
}

/** Props that name or describe the icon for assistive technology (lucide's rule). */
const describes = (props: object) =>
  Object.entries(props).some(
    ([name, value]) =>
      value != null && (name.startsWith('aria-') || name === 'role' || name === 'title'),
  );

export default function createLucideIcon(icon: IconData) {
  const box = icon.size ?? 24;
  return forwardRef<SVGSVGElement, IconProps>(function LucideIcon(
    { size = 24, color = 'currentColor', strokeWidth = 2, className, children, ...rest },
    ref,
  ) {
    return createElement(
      'svg',
      {
        ref,
        xmlns: 'http://www.w3.org/2000/svg',
        width: size,
        height: size,
        viewBox: `0 0 ${box} ${box}`,
        fill: 'none',
        stroke: color,
        strokeWidth,
        strokeLinecap: 'round',
        strokeLinejoin: 'round',
        className: ['lucide', icon.name && `lucide-${icon.name}`, className]
          .filter(Boolean)
          .join(' '),
        ...(!children && !describes(rest) && { 'aria-hidden': 'true' }),
        ...rest,
      },
      ...icon.node.map(([tag, attributes]) => createElement(tag, attributes)),
      children,
    );
  });
}
