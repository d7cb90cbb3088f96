/**
 * Which words fit on a shop at the current zoom. Labels keep one screen size whatever the zoom
 * (readable, never huge), so a shop shows its name only once it is wide enough, shortened with an
 * ellipsis when needed, and its unit number too when it is tall enough.
 */
import { chordThrough } from './geometry';
import type { MapUnit } from './map-plan';

export const LABEL_FONT_PX = 11;
export const UNIT_NUMBER_FONT_PX = 9.5;
const PADDING_PX = 6;
const MIN_CHARACTERS = 4;

/** Room for a label across and down the shop through its label point, in metres. */
export interface LabelRoom {
  width: number;
  height: number;
}

const rooms = new WeakMap<MapUnit, LabelRoom>();

export function labelRoom(unit: MapUnit): LabelRoom {
  let room = rooms.get(unit);
  if (!room) {
    room = {
      width: chordThrough(unit.polygon, unit.label, 0),
      height: chordThrough(unit.polygon, unit.label, 1),
    };
    rooms.set(unit, room);
  }
  return room;
}

const CJK = /[\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef]/;
const charWidthEm = (char: string) => (CJK.test(char) ? 1 : 0.56);
const ELLIPSIS_EM = charWidthEm('…');

/** Width of a text in ems: CJK characters are square, Latin ones about half as wide. */
export function textWidthEm(text: string): number {
  let width = 0;
  for (const char of text) width += charWidthEm(char);
  return width;
}

/** The longest start of `text` that fits `widthPx` at `fontPx`, with an ellipsis when cut. */
export function fitText(text: string, widthPx: number, fontPx: number): string | undefined {
  const chars = [...text];
  const limit = widthPx / fontPx;
  // Running widths once (a label is fitted for every shop at every zoom step).
  const widths: number[] = [0];
  for (const char of chars) widths.push(widths.at(-1)! + charWidthEm(char));
  if (widths.at(-1)! <= limit) return text;
  for (let kept = chars.length - 1; kept >= MIN_CHARACTERS; kept -= 1) {
    const start = chars.slice(0, kept).join('').trimEnd();
    const startWidth = widths[[...start].length]!;
    if (startWidth + ELLIPSIS_EM <= limit && [...start].length >= MIN_CHARACTERS)
      return `${start}…`;
  }
  return undefined;
}

export interface FittedLabel {
  name?: string;
  unitNumber?: string;
}

const fitted = new Map<string, FittedLabel>();
const FITTED_CACHE_LIMIT = 20_000;

/** What to write on a shop `room` metres wide and tall at `scale` px per metre (remembered: zooming back and forth and switching levels repeat the same questions). */
export function fitUnitLabel(
  name: string,
  unitNumber: string,
  room: LabelRoom,
  scale: number,
): FittedLabel {
  const key = `${scale}|${room.width}|${room.height}|${unitNumber}|${name}`;
  let label = fitted.get(key);
  if (!label) {
    if (fitted.size >= FITTED_CACHE_LIMIT) fitted.clear();
    label = computeUnitLabel(name, unitNumber, room, scale);
    fitted.set(key, label);
  }
  return label;
}

function computeUnitLabel(
  name: string,
  unitNumber: string,
  room: LabelRoom,
  scale: number,
): FittedLabel {
  const width = room.width * scale - PADDING_PX;
  const height = room.height * scale;
  if (height < LABEL_FONT_PX + 2) return {};
  const fittedName = fitText(name, width, LABEL_FONT_PX);
  if (!fittedName) return {};
  const roomForNumber =
    height >= LABEL_FONT_PX + UNIT_NUMBER_FONT_PX + 10 &&
    textWidthEm(unitNumber) * UNIT_NUMBER_FONT_PX <= width;
  return roomForNumber ? { name: fittedName, unitNumber } : { name: fittedName };
}
