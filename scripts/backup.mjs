#!/usr/bin/env node
// `npm run backup -- DIR`: the database, the media and the rental documents of this install, with
// a manifest (docs/decisions/026). Runs the compiled cms code (cms/dist), with cms/.env loaded as
// the cms would.
import { runOperationsCommand } from './operations-command.mjs';

process.exitCode = await runOperationsCommand('backup', process.argv.slice(2));
