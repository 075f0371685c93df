// <custom-beer-builder whatsapp-link submit-endpoint recommend-endpoint lang theme hide-intro>: a step-by-step
// brief for a custom brew. Answers live in this object, so a language change re-renders without losing them.
// `hide-intro` leaves out the element's own title and introduction when the host page already shows them.
import { whatsappLink } from '../shared/whatsapp.ts';
import { toLanguage } from '../shared/config.ts';
import {
  errorsFromIssues,
  initialAnswers,
  STEPS,
  stepOf,
  submitPayload,
  tastePayload,
  validateStep,
  type Field,
  type FieldErrors,
  type Step,
} from './answers.ts';
import { submitBrief, SubmitError } from './api.ts';
import { h } from './dom.ts';
import { errorId } from './fields.ts';
import { translator } from './i18n.ts';
import { renderStepBody } from './steps.ts';
import { STYLES } from './styles.ts';
import { summarySections, summaryView } from './summary-view.ts';
import { Suggestions } from './suggestions.ts';
import { confirmation, navigation, progress } from './views.ts';

const RECOMMEND_DELAY_MS = 400;

export class CustomBeerBuilder extends HTMLElement {
  static observedAttributes = ['lang', 'theme', 'hide-intro'];

  #frame = h('div', { class: 'cb' });
  #suggestions = new Suggestions(
    () => ({
      endpoint: this.getAttribute('recommend-endpoint') || '/api/custom-beer/recommend',
      body: tastePayload(this.#answers, this.#language),
    }),
    () => this.#t,
  );
  #recTitle = h('h3', { id: 'cb-recs-title', class: 'recs-title' });
  #recPanel = h(
    'aside',
    { class: 'panel recs-panel', 'aria-labelledby': 'cb-recs-title' },
    this.#recTitle,
    this.#suggestions.list,
  );
  #answers = initialAnswers();
  #step = 0;
  #errors: FieldErrors = {};
  #formError = '';
  #submitting = false;
  /** Set when the customer went back from the review to change a step: moving on returns to the review. */
  #editing = false;
  #summary: string | undefined;
  #themeObserver = new MutationObserver(() => this.#applyTheme());

  constructor() {
    super();
    const root = this.attachShadow({ mode: 'open' });
    root.append(h('style', {}, STYLES), this.#frame);
  }

  get #language() {
    return toLanguage(this.getAttribute('lang'));
  }
  get #t() {
    return translator(this.#language);
  }

  connectedCallback(): void {
    this.#themeObserver.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
    this.#applyTheme();
    this.#render();
  }

  disconnectedCallback(): void {
    this.#themeObserver.disconnect();
    this.#suggestions.stop();
  }

  attributeChangedCallback(name: string, previous: string | null, next: string | null): void {
    if (previous === next || !this.isConnected) return;
    if (name === 'theme') return this.#applyTheme();
    const hadFocus = this.shadowRoot?.activeElement != null;
    this.#render();
    if (hadFocus) this.#focusHeading();
    if (name === 'lang') this.#suggestions.refresh(0);
  }

  #applyTheme(): void {
    const theme = this.getAttribute('theme');
    const dark =
      theme === 'dark' || (theme !== 'light' && document.documentElement.classList.contains('dark'));
    this.#frame.classList.toggle('dark', dark);
  }

  #render(): void {
    const t = this.#t;
    this.#frame.lang = this.#language;
    const intro = this.hasAttribute('hide-intro')
      ? []
      : [
          h(
            'header',
            { class: 'intro' },
            h('h2', { class: 'title' }, t('title')),
            h('p', { class: 'muted' }, t('intro')),
          ),
        ];
    if (this.#summary !== undefined) {
      // The page passes the brewery's number; without it the link opens WhatsApp without a chat.
      const whatsapp = this.getAttribute('whatsapp-link') || whatsappLink('');
      this.#frame.replaceChildren(
        ...intro,
        h(
          'div',
          { class: 'panel done' },
          confirmation(t, {
            summary: this.#summary,
            formatted: summaryView(
              t,
              summarySections(t, this.#language, this.#answers, this.#suggestions.names),
            ),
            whatsapp,
            onAgain: () => this.#restart(),
          }),
        ),
      );
      return;
    }
    const step = STEPS[this.#step] ?? 'occasion';
    const form = h(
      'form',
      { class: 'panel form', novalidate: true, onsubmit: (event: Event) => void this.#onSubmit(event) },
      progress(t, this.#step + 1, STEPS.length),
      h(
        'section',
        { class: 'step', 'aria-labelledby': 'cb-step-title', 'aria-describedby': 'cb-step-hint' },
        h('h3', { id: 'cb-step-title', class: 'step-title', tabindex: -1 }, t(`steps.${step}.title`)),
        h('p', { id: 'cb-step-hint', class: 'hint' }, t(`steps.${step}.hint`)),
        ...renderStepBody(step, {
          t,
          language: this.#language,
          answers: this.#answers,
          errors: this.#errors,
          changed: (taste) => {
            if (!taste) return;
            this.#suggestions.answer(RECOMMEND_DELAY_MS);
          },
          suggested: this.#suggestions.names,
          edit: (to) => {
            this.#editing = true;
            this.#go(STEPS.indexOf(to));
          },
        }),
      ),
      h('p', { class: 'form-error', role: 'alert' }, this.#formError),
      navigation(t, {
        first: this.#step === 0,
        last: this.#step === STEPS.length - 1,
        editing: this.#editing,
        submitting: this.#submitting,
        onBack: () => this.#go(this.#step - 1),
      }),
    );
    this.#recTitle.textContent = t('recommendations.title');
    this.#suggestions.render();
    this.#frame.replaceChildren(...intro, h('div', { class: 'layout' }, form, this.#recPanel));
  }

  #focusHeading(): void {
    this.shadowRoot?.getElementById(this.#summary !== undefined ? 'cb-done-title' : 'cb-step-title')?.focus();
  }

  #go(index: number): void {
    this.#step = Math.max(0, Math.min(STEPS.length - 1, index));
    if (STEPS[this.#step] === 'review') this.#editing = false;
    this.#errors = {};
    this.#formError = '';
    this.#render();
    this.#focusHeading();
  }

  #showErrors(errors: FieldErrors, message: string): void {
    const fields = Object.keys(errors) as Field[];
    const firstStep = Math.min(...fields.map((field) => STEPS.indexOf(stepOf(field))));
    // Errors found at the review lead back to it once they are put right.
    if (STEPS[this.#step] === 'review') this.#editing = true;
    this.#step = Number.isFinite(firstStep) ? firstStep : this.#step;
    this.#errors = errors;
    this.#formError = message;
    this.#render();
    const invalid = this.shadowRoot?.querySelector<HTMLElement>(
      '[aria-invalid="true"], fieldset[aria-describedby] input',
    );
    (
      invalid ??
      this.shadowRoot?.getElementById(errorId(fields[0] ?? 'occasion')) ??
      this.shadowRoot?.getElementById('cb-step-title')
    )?.focus();
  }

  async #onSubmit(event: Event): Promise<void> {
    event.preventDefault();
    if (this.#submitting) return;
    const t = this.#t;
    // The review checks every step again, as answers may have been changed after going back.
    const last = this.#step === STEPS.length - 1;
    const toCheck: readonly Step[] = last ? STEPS : STEPS.slice(this.#step, this.#step + 1);
    const errors: FieldErrors = {};
    for (const step of toCheck) Object.assign(errors, validateStep(step, this.#answers));
    if (Object.keys(errors).length > 0) return this.#showErrors(errors, t('errors.summary'));
    // Moving on from the taste step counts as an answer, even when the middle settings were kept.
    if (STEPS[this.#step] === 'taste' && !this.#suggestions.answered) this.#suggestions.answer(0);
    if (!last) return this.#go(this.#editing ? STEPS.length - 1 : this.#step + 1);

    this.#submitting = true;
    this.#formError = '';
    this.#render();
    try {
      const endpoint = this.getAttribute('submit-endpoint') || '/api/custom-beer/submit';
      const result = await submitBrief(endpoint, submitPayload(this.#answers, this.#language));
      this.#submitting = false;
      this.#summary = result.summary;
      this.#render();
      this.#focusHeading();
    } catch (error) {
      this.#submitting = false;
      const issues = error instanceof SubmitError ? error.issues : [];
      const fieldErrors = errorsFromIssues(issues, this.#answers);
      if (Object.keys(fieldErrors).length > 0) return this.#showErrors(fieldErrors, t('errors.summary'));
      this.#formError = t('errors.submit');
      this.#render();
      this.shadowRoot?.querySelector<HTMLElement>('button[type="submit"]')?.focus();
    }
  }

  #restart(): void {
    this.#answers = initialAnswers();
    this.#summary = undefined;
    this.#editing = false;
    this.#suggestions.reset();
    this.#go(0);
  }
}
