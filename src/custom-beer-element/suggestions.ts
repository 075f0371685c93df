// The suggestions panel's state: it waits until the taste questions are answered (a match against sliders
// nobody moved means nothing), then asks the server again, debounced, whenever the taste changes.
import type { Recommendation } from '../shared/schemas/custom-beer.ts';
import { fetchRecommendations } from './api.ts';
import { h } from './dom.ts';
import type { Translate } from './i18n.ts';
import { fillRecommendations, type RecState } from './views.ts';

export class Suggestions {
  readonly list = h('div', { class: 'rec-list', 'aria-live': 'polite' });
  #answered = false;
  #state: RecState = { status: 'waiting', items: [] };
  #timer: ReturnType<typeof setTimeout> | undefined;
  #pending: AbortController | undefined;

  readonly #ask: () => { endpoint: string; body: unknown };
  readonly #translate: () => Translate;

  constructor(ask: () => { endpoint: string; body: unknown }, translate: () => Translate) {
    this.#ask = ask;
    this.#translate = translate;
  }

  get answered(): boolean {
    return this.#answered;
  }

  /** The names suggested for the answers as they stand, once there are any. */
  get names(): string[] {
    return this.#state.status === 'ready' ? this.#state.items.map((item: Recommendation) => item.name) : [];
  }

  render(): void {
    fillRecommendations(this.list, this.#translate(), this.#state);
  }

  /** The customer gave a taste answer (or moved on from the taste step): suggestions from now on. */
  answer(delay: number): void {
    this.#answered = true;
    this.refresh(delay);
  }

  /** Asks again, e.g. in a new language; nothing until the taste is answered. */
  refresh(delay: number): void {
    if (!this.#answered) return;
    clearTimeout(this.#timer);
    this.#timer = setTimeout(() => void this.#fetch(), delay);
  }

  reset(): void {
    this.stop();
    this.#answered = false;
    this.#state = { status: 'waiting', items: [] };
  }

  stop(): void {
    clearTimeout(this.#timer);
    this.#pending?.abort();
  }

  async #fetch(): Promise<void> {
    this.#pending?.abort();
    const controller = new AbortController();
    this.#pending = controller;
    this.#state = { ...this.#state, status: 'loading' };
    this.list.setAttribute('aria-busy', 'true');
    try {
      const { endpoint, body } = this.#ask();
      this.#state = { status: 'ready', items: await fetchRecommendations(endpoint, body, controller.signal) };
    } catch (error) {
      if (controller.signal.aborted) return;
      console.warn('Custom beer suggestions failed', error);
      this.#state = { status: 'error', items: [] };
    }
    this.render();
  }
}
