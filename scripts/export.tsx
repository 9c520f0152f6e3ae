/**
 * npm run export -- <layout.json> <out-dir> [--single-file] [--title "…"] [--locale fr]
 *   [--uploads DIR] [--base-url URL] [--no-script]
 *
 * The command line of the export (scripts/exportCommand.tsx says what it writes and refuses).
 */
import { runExport } from './exportCommand';

process.exitCode = await runExport(process.argv.slice(2), console);
