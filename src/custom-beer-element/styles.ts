// The builder's Shadow DOM styles, written from the site's design values (src/shared/design-tokens.ts) so its
// chips, checkboxes, fields and buttons match the web app's components (src/web/components/ui).
import { colorDeclarations, CONTROL, FONT, RADIUS } from '../shared/design-tokens.ts';

const focusRing = 'outline: 2px solid var(--ring); outline-offset: 2px;';

export const STYLES = `
:host { display: block; }
:host([hidden]) { display: none; }
.cb {
  ${colorDeclarations('light')}
  color: var(--foreground); font: ${FONT.size.base}/1.5 ${FONT.sans};
  color-scheme: light;
}
.cb.dark { ${colorDeclarations('dark')} color-scheme: dark; }
* { box-sizing: border-box; }
.sr-only { position: absolute; width: 1px; height: 1px; padding: 0; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; border: 0; }
.title, .step-title, .recs-title, .done-title { font-family: ${FONT.display}; letter-spacing: -0.01em; font-weight: ${FONT.weight.semibold}; }
.title { font-size: 1.6rem; margin: 0 0 .25rem; }
.intro { margin-bottom: 1rem; }
.muted, .hint { color: var(--muted-foreground); }
.hint { font-size: ${FONT.size.sm}; margin: .25rem 0 0; }
.layout { display: grid; gap: 1rem; min-width: 0; }
@media (min-width: 860px) { .layout { grid-template-columns: minmax(0, 3fr) minmax(0, 2fr); align-items: start; } .recs-panel { position: sticky; top: 5rem; } }
.panel { background: var(--card); color: var(--card-foreground); border: 1px solid var(--border); border-radius: calc(${RADIUS.base} + 4px); padding: 1.25rem; box-shadow: 0 1px 2px rgb(0 0 0 / .05); min-width: 0; }
@media (max-width: 420px) { .panel { padding: 1rem; } }
.progress-text { margin: 0 0 .375rem; font-size: ${FONT.size.xs}; font-weight: ${FONT.weight.semibold}; letter-spacing: .04em; text-transform: uppercase; color: var(--primary); }
.bar { height: .375rem; border-radius: ${RADIUS.pill}; background: var(--muted); overflow: hidden; }
.bar-fill { display: block; height: 100%; background: var(--primary); border-radius: inherit; transition: width .25s ease; }
.step { margin-top: 1.25rem; }
.step-title { font-size: ${FONT.size.xl}; margin: 0; outline: none; }
.step-title:focus-visible, .done-title:focus-visible { ${focusRing} border-radius: .25rem; }
.group { border: 0; padding: 0; margin: 1rem 0 0; min-width: 0; }
.group-legend { font-size: ${FONT.size.sm}; font-weight: ${FONT.weight.medium}; padding: 0; margin-bottom: .5rem; }
.chips { display: flex; flex-wrap: wrap; gap: .5rem; }
.chip {
  display: inline-flex; align-items: center; gap: .5rem; min-height: ${CONTROL.chipHeight}; max-width: 100%;
  padding: .375rem ${CONTROL.chipPaddingX} .375rem .625rem; border: 1px solid var(--input); border-radius: ${RADIUS.pill};
  background: var(--card); font-size: ${FONT.size.sm}; font-weight: ${CONTROL.chipWeight}; cursor: pointer;
  transition: background-color .15s, border-color .15s;
}
.chip:hover { background: var(--accent); color: var(--accent-foreground); }
.chip:has(input:checked) { border-color: var(--primary); background: color-mix(in oklch, var(--primary) 12%, var(--card)); color: var(--foreground); box-shadow: inset 0 0 0 1px var(--primary); }
.chip:has(input:focus-visible) { ${focusRing} }
.chip input { margin: 0; }
input[type=checkbox] {
  appearance: none; flex: none; display: grid; place-content: center; width: ${CONTROL.checkboxSize}; height: ${CONTROL.checkboxSize};
  border: 1px solid var(--input); border-radius: ${CONTROL.checkboxRadius}; background: var(--card); cursor: pointer;
}
input[type=checkbox]::before {
  content: ''; width: .75rem; height: .75rem; background: var(--primary-foreground); transform: scale(0); transition: transform .12s ease;
  clip-path: polygon(14% 44%, 0 65%, 50% 100%, 100% 16%, 80% 0%, 43% 62%);
}
input[type=checkbox]:checked { background: var(--primary); border-color: var(--primary); }
input[type=checkbox]:checked::before { transform: scale(1); }
@media (forced-colors: active) { input[type=checkbox]:checked::before { background: CanvasText; } }
input[type=radio] {
  appearance: none; flex: none; display: grid; place-content: center; width: ${CONTROL.checkboxSize}; height: ${CONTROL.checkboxSize};
  border: 1px solid var(--input); border-radius: 50%; background: var(--card); cursor: pointer; margin: 0;
}
input[type=radio]::before { content: ''; width: .5rem; height: .5rem; border-radius: 50%; background: var(--primary-foreground); transform: scale(0); transition: transform .12s ease; }
input[type=radio]:checked { background: var(--primary); border-color: var(--primary); }
input[type=radio]:checked::before { transform: scale(1); }
@media (forced-colors: active) { input[type=radio]:checked::before { background: CanvasText; } }
.unit-note { margin-top: .75rem; }
.total { margin: .75rem 0 0; font-size: ${FONT.size.sm}; font-weight: ${FONT.weight.medium}; }
.total:empty { display: none; }
input[type=range] { accent-color: var(--primary); width: 100%; min-height: 32px; }
.field { display: flex; flex-direction: column; gap: .4rem; margin-top: 1rem; min-width: 0; }
label { font-size: ${FONT.size.sm}; font-weight: ${FONT.weight.medium}; }
input[type=text], input[type=email], input[type=tel], input[type=number], select, textarea {
  font: inherit; color: inherit; background: var(--card); border: 1px solid var(--input); border-radius: ${RADIUS.control};
  padding: .5rem .75rem; width: 100%; min-height: ${CONTROL.inputHeight}; box-shadow: 0 1px 2px rgb(0 0 0 / .05);
}
textarea { resize: vertical; }
input:focus-visible, select:focus-visible, textarea:focus-visible, .button:focus-visible { ${focusRing} }
[aria-invalid=true] { border-color: var(--destructive); }
.slider-head { display: flex; justify-content: space-between; gap: .5rem 1rem; align-items: baseline; flex-wrap: wrap; }
.slider-value { font-size: ${FONT.size.sm}; color: var(--muted-foreground); }
.error, .form-error { color: var(--destructive); font-size: ${FONT.size.sm}; margin: .25rem 0 0; font-weight: ${FONT.weight.medium}; }
.form-error:empty { display: none; }
.nav { display: flex; justify-content: space-between; gap: .75rem; margin-top: 1.5rem; flex-wrap: wrap; }
.button {
  font: inherit; font-size: ${CONTROL.buttonFontSize}; font-weight: ${CONTROL.buttonWeight}; line-height: 1.25rem;
  border-radius: ${RADIUS.control}; padding: 0 ${CONTROL.buttonPaddingX}; min-height: ${CONTROL.buttonHeight};
  cursor: pointer; border: 1px solid transparent; text-decoration: none; display: inline-flex; align-items: center;
  justify-content: center; gap: .5rem; text-align: center; transition: background-color .15s, color .15s;
}
.button:active { transform: translateY(1px); }
.button.primary { background: var(--primary); color: var(--primary-foreground); box-shadow: 0 1px 2px color-mix(in oklch, var(--primary) 20%, transparent); }
.button.primary:hover { background: color-mix(in oklch, var(--primary) 90%, transparent); }
.button.secondary { background: transparent; color: var(--foreground); border-color: var(--input); }
.button.secondary:hover { background: var(--accent); color: var(--accent-foreground); }
.button[disabled] { opacity: .5; cursor: progress; }
.button svg { width: 1rem; height: 1rem; flex: none; }
.recs-title { margin: 0 0 .75rem; font-size: ${FONT.size.lg}; }
.rec-list[aria-busy=true] { opacity: .7; }
.recs-prompt { margin: 0; font-size: ${FONT.size.sm}; }
.recs { list-style: none; margin: 0; padding: 0; display: grid; gap: .75rem; }
.rec { border: 1px solid var(--border); border-radius: ${RADIUS.base}; padding: .85rem; background: var(--background); }
.rec:first-child { border-color: var(--primary); }
.rec-head { display: flex; justify-content: space-between; gap: .5rem; align-items: baseline; flex-wrap: wrap; }
.badge { font-size: ${FONT.size.xs}; font-weight: ${FONT.weight.semibold}; color: var(--primary); white-space: nowrap; }
.ranges { display: flex; flex-wrap: wrap; gap: 0 1rem; margin: .25rem 0; font-size: ${FONT.size.sm}; color: var(--muted-foreground); }
.reasons { margin: .25rem 0 0; padding-left: 1.1rem; font-size: ${FONT.size.sm}; }
.done-title { font-size: ${FONT.size.xl}; margin: 0; outline: none; }
.summary { margin: 1.25rem 0 0; display: grid; gap: 1rem; }
.summary-section { border: 1px solid var(--border); border-radius: ${RADIUS.base}; padding: .875rem 1rem; background: var(--background); }
.summary-head { display: flex; justify-content: space-between; align-items: center; gap: .5rem; margin: 0 0 .5rem; }
.summary-section .summary-head h4 { margin: 0; }
.button.small { min-height: 2rem; padding: 0 .75rem; font-size: ${FONT.size.xs}; }
.summary dl.single { grid-template-columns: minmax(0, 1fr); }
.summary-section h4 { margin: 0 0 .5rem; font-size: ${FONT.size.sm}; font-weight: ${FONT.weight.semibold}; color: var(--primary); }
.summary dl { margin: 0; display: grid; grid-template-columns: 10rem minmax(0, 1fr); gap: .375rem 1rem; font-size: ${FONT.size.sm}; }
.summary dt { color: var(--muted-foreground); }
.summary dd { margin: 0; overflow-wrap: anywhere; white-space: pre-line; }
@media (max-width: 420px) { .summary dl { grid-template-columns: minmax(0, 1fr); gap: 0; } .summary dd { margin-bottom: .5rem; } }
.panel.done { max-width: 52rem; }
.actions { display: flex; flex-wrap: wrap; gap: .75rem; margin-top: 1.5rem; }
.actions .again { margin-left: auto; }
@media (max-width: 420px) { .actions .button { flex: 1 1 100%; } .actions .again { margin-left: 0; } }
.copied { font-size: ${FONT.size.sm}; color: var(--muted-foreground); margin: .5rem 0 0; min-height: 1.25rem; }
`;
