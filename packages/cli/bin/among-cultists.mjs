#!/usr/bin/env node
// The sources are TypeScript run through tsx, like everywhere in this repository.
import { register } from 'tsx/esm/api';

register();
await import('../src/main.ts');
