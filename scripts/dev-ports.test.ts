import { describe, expect, it } from 'vitest';
import { devPorts } from './dev-ports.ts';

describe('development ports', () => {
  it('default to 3000 for the API server and 5173 for the page', () => {
    expect(devPorts({})).toEqual({ api: 3000, web: 5173 });
  });

  it('come from PORT and WEB_PORT', () => {
    expect(devPorts({ PORT: '4100', WEB_PORT: '4200' })).toEqual({ api: 4100, web: 4200 });
  });

  it('refuse what is not a port, naming the variable', () => {
    expect(() => devPorts({ WEB_PORT: 'eighty' })).toThrow(/WEB_PORT must be a port number/);
    expect(() => devPorts({ PORT: '70000' })).toThrow(/PORT must be a port number/);
    expect(() => devPorts({ PORT: '4100', WEB_PORT: '4100' })).toThrow(/must differ/);
  });
});
