// What the journeys' server is started with (see playwright.config.ts).
export const ACCESS_CODE = 'TAPROOM';
export const ADMIN_EMAIL = 'admin@taproom.test';
export const ADMIN_PASSWORD = 'brewmaster-2026';
