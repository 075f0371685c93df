// The development ports, read from PORT and WEB_PORT; shared by scripts/dev.ts and vite.config.ts so the
// proxy always points at the API server the dev script started.
export interface DevPorts {
  api: number;
  web: number;
}

function port(name: string, value: string | undefined, fallback: number): number {
  if (value === undefined || value === '') return fallback;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 1 || parsed > 65535) {
    throw new Error(`${name} must be a port number between 1 and 65535, got "${value}"`);
  }
  return parsed;
}

export function devPorts(source: Record<string, string | undefined>): DevPorts {
  const ports = { api: port('PORT', source.PORT, 3000), web: port('WEB_PORT', source.WEB_PORT, 5173) };
  if (ports.api === ports.web) throw new Error(`PORT and WEB_PORT must differ (both ${ports.api})`);
  return ports;
}
