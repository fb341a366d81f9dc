#!/usr/bin/env node
// `npm run restore -- DIR [--force]`, with the cms stopped: a backup made by `npm run backup` into
// this install (docs/decisions/026). Refuses an install that holds anything unless --force.
import { runOperationsCommand } from './operations-command.mjs';

process.exitCode = await runOperationsCommand('restore', process.argv.slice(2));
