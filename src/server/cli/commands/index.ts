// Every command of `npm run taproom`, in the order --help lists them. A new command is a file in this
// folder exporting a Command (../context.ts), added here.
import type { Command } from '../context.ts';
import { backupCommand, restoreCommand } from './backup.ts';
import { exportCommand } from './export.ts';
import { migrateCommand } from './migrate.ts';
import { seedCommand } from './seed.ts';
import { staffCommand } from './staff.ts';
import { storageCommand } from './storage.ts';

export const commands: Command[] = [
  staffCommand,
  backupCommand,
  restoreCommand,
  exportCommand,
  migrateCommand,
  seedCommand,
  storageCommand,
];
