import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { serverNodeFlags, serverProcessEnv } from '../src/server/test-support/server-process.ts';

const containerfile = fs.readFileSync(path.join(import.meta.dirname, '..', 'Containerfile'), 'utf8');

describe('the container image', () => {
  it('starts the server with the flags npm start uses', () => {
    const command = /^CMD (\[.*\])$/m.exec(containerfile)?.[1];
    expect(JSON.parse(command ?? '[]')).toEqual(['node', ...serverNodeFlags(), 'src/server/main.ts']);
  });

  it('sets the environment npm start sets', () => {
    for (const [name, value] of Object.entries(serverProcessEnv())) {
      expect(containerfile).toMatch(new RegExp(`^\\s+${name}=${value}\\b`, 'm'));
    }
  });

  it('runs as an unprivileged user and checks readiness', () => {
    expect(containerfile).toMatch(/^USER node$/m);
    expect(containerfile).toMatch(/^HEALTHCHECK .*\n.*\/readyz/m);
  });
});
