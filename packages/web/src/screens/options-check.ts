// The engine's check of a game's options, in a chunk of its own (loaded by useOptionsCheck).
export { checkOptions } from '@among-cultists/engine';
