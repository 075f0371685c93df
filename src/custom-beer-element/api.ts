// The two calls the builder makes. Same-origin JSON with cookies, like the rest of the shop (docs/rules/api.md).
import type { Recommendation } from '../shared/schemas/custom-beer.ts';

export type Issue = { path: string; message: string };

export class SubmitError extends Error {
  readonly issues: Issue[];
  constructor(message: string, issues: Issue[]) {
    super(message);
    this.issues = issues;
  }
}

async function postJson(url: string, body: unknown, signal?: AbortSignal): Promise<Response> {
  return fetch(url, {
    method: 'POST',
    credentials: 'include',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
    signal,
  });
}

export async function fetchRecommendations(
  url: string,
  body: unknown,
  signal: AbortSignal,
): Promise<Recommendation[]> {
  const response = await postJson(url, body, signal);
  if (!response.ok) throw new Error(`${response.status}`);
  const data = (await response.json()) as { recommendations?: Recommendation[] };
  return data.recommendations ?? [];
}

export async function submitBrief(url: string, body: unknown): Promise<{ id: string; summary: string }> {
  const response = await postJson(url, body);
  const data = (await response.json().catch(() => ({}))) as {
    id?: string;
    summary?: string;
    message?: string;
    issues?: Issue[];
  };
  if (!response.ok || !data.summary || !data.id) {
    throw new SubmitError(
      data.message ?? `${response.status}`,
      response.status === 400 ? (data.issues ?? []) : [],
    );
  }
  return { id: data.id, summary: data.summary };
}
