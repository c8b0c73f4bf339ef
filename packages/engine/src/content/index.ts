export * from './board.ts';
export * from './board-types.ts';
export * from './tables.ts';
export * from './shipped.ts';
