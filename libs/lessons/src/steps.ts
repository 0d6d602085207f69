import type { HintMessage } from '@czeus/puzzle';
import type { CellRef, LessonStep } from './script.js';

// Short builders for page scripts: a page reads as a list of what the player does.

/** A mystery, or a clue half, by display index. */
export const at = (cell: number): CellRef => ({ cell });
export const add = (cell: number): CellRef & { half: 'add' } => ({ cell, half: 'add' });
export const mult = (cell: number): CellRef & { half: 'mult' } => ({ cell, half: 'mult' });

export const read = (text: string, highlight: CellRef[]): LessonStep => ({
  text,
  expect: { type: 'continue' },
  highlight,
});

export const select = (text: string, target: CellRef, highlight?: CellRef[]): LessonStep => ({
  text,
  expect: { type: 'select', target },
  ...(highlight ? { highlight } : {}),
});

export const digit = (text: string, cell: number, value: number, why?: HintMessage): LessonStep => ({
  text,
  expect: { type: 'digit', cell, digit: value },
  ...(why ? { why } : {}),
});

export const notes = (text: string, cell: number, digits: number[]): LessonStep => ({
  text,
  expect: { type: 'note', cell, digits },
});

export const crossOut = (text: string, cell: number, digits: number[], why?: HintMessage): LessonStep => ({
  text,
  expect: { type: 'note', cell, digits, remove: true },
  pulse: digits as LessonStep['pulse'],
  ...(why ? { why } : {}),
});

export const undo = (text: string): LessonStep => ({ text, expect: { type: 'undo' } });

export const clueValue = (
  text: string,
  target: CellRef & { half: 'add' | 'mult' },
  value: number,
  why?: HintMessage,
): LessonStep => ({
  text,
  expect: { type: 'clueValue', target, value },
  ...(why ? { why } : {}),
});

export const hint = (key: string, params: Record<string, number | string>): HintMessage => ({ key, params });
